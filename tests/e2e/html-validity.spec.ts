// Every built page passes html-validate with the rules of .htmlvalidate.cjs (HTML standard
// conformance; the one exception is explained there).
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {buildDir, builtFiles} from './support/build-files';

test('the built pages are valid HTML', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = builtFiles('.html');
  expect(files.length).toBeGreaterThan(150);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path.relative(buildDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
