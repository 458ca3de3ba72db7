// Every built page passes html-validate with the rules of .htmlvalidate.cjs (the recommended
// preset; the rules it leaves out or relaxes are explained there). No browser: it reads build/.
import {test, expect} from '@playwright/test';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {buildDir, builtFiles} from './support/build-files';

test('the built pages are valid HTML', async () => {
  // About 25 s of CPU for the whole build; more than the default 30 s on a busy 2-core runner.
  test.setTimeout(120_000);
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
  // The first 50 are enough to act on; a broken theme component repeats on every page.
  expect(problems.slice(0, 50), `${problems.length} problems in all`).toEqual([]);
});
