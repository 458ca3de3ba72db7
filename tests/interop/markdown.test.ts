// The Markdown the build publishes for readers' tools passes the tools those readers use:
// markdownlint (its default rules, tests/interop/markdownlint.jsonc) on every page's `.md`, and an
// llms.txt parser and validator that follows https://llmstxt.org on /llms.txt.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseLLMSTxt, validateLLMSTxt} from '@25xcodes/llmstxt-parser';
import {buildDir, siteDir, tool} from './support.ts';

test("markdownlint reports nothing on any page's Markdown", async (t) => {
  const {status, output} = await tool('markdownlint-cli2', ['--config', path.join(siteDir, 'tests/interop/markdownlint.jsonc'), '**/*.md'], {cwd: buildDir});
  const linted = Number(/Linting: (\d+) file/.exec(output)?.[1] ?? 0);
  assert.ok(linted > 100, `only ${linted} files linted:\n${output}`);
  assert.deepEqual(
    output.split('\n').filter((line) => / error MD\d+/.test(line)),
    [],
  );
  assert.equal(status, 0, output);
  t.diagnostic(`${linted} files linted`);
});

test('/llms.txt parses as llmstxt.org describes it, every link with its notes, and validates with nothing to report', () => {
  const parsed = parseLLMSTxt(fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8'));
  assert.ok(parsed.title, 'no H1 title');
  assert.ok(parsed.summary, 'no summary block quote');
  assert.ok(parsed.sections.length > 0 && parsed.sections.every((section) => section.links.length > 0), 'a section without links');
  const result = validateLLMSTxt(parsed);
  assert.deepEqual([...result.errors, ...result.warnings], []);
  assert.equal(result.valid, true);
});
