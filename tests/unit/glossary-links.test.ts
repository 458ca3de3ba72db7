// Docs link to glossary entries by anchor; every such anchor must be a heading of the glossary.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFiles, readContent} from '../lib/content';
import {headingIds} from '../../src/lib/headingIds';

const glossaryFile = 'docs/glossary.mdx';

function glossaryAnchors(): Set<string> {
  const body = readContent(glossaryFile).replace(/```[\s\S]*?```/g, '');
  const headings = [...body.matchAll(/^#{2,6} +(.+?)\s*$/gm)].map((m) => m[1].replace(/`/g, ''));
  return new Set(headingIds(headings).map((row) => row.id));
}

test('every glossary anchor linked from a doc exists', () => {
  const anchors = glossaryAnchors();
  assert.ok(anchors.size > 0, 'the glossary has no headings');
  const missing: string[] = [];
  for (const file of contentFiles()) {
    const text = readContent(file);
    for (const match of text.matchAll(/\]\(((?:\.\.?\/)*(?:glossary\.mdx?|\/glossary))#([^)\s]+)\)/g)) {
      const anchor = decodeURIComponent(match[2]);
      if (!anchors.has(anchor)) missing.push(`${file}: #${anchor}`);
    }
  }
  assert.deepEqual(missing, [], `links to glossary anchors that do not exist:\n${missing.join('\n')}`);
});
