// Every ```json block in the docs and the blog must parse: readers paste them as they are.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFiles, readContent} from '../lib/content';

const fence = /^([ \t]*)```json\b[^\n]*\n([\s\S]*?)^\1```/gm;

test('every ```json block parses', () => {
  const failures: string[] = [];
  let blocks = 0;
  for (const file of contentFiles()) {
    const text = readContent(file);
    for (const match of text.matchAll(fence)) {
      blocks += 1;
      const line = text.slice(0, match.index).split('\n').length;
      try {
        JSON.parse(match[2]);
      } catch (error) {
        failures.push(`${file}:${line}: ${(error as Error).message}`);
      }
    }
  }
  assert.ok(blocks > 0, 'no ```json block found: the scan itself is broken');
  assert.deepEqual(failures, [], `JSON blocks that do not parse:\n${failures.join('\n')}`);
});
