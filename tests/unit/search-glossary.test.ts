// The glossary's data (src/data/glossary.ts) is one source for the glossary page, which shows each
// term's English equivalents (src/remark/glossaryForms.ts), and for the search, which reads an
// English query as its term (plugins/search/glossaryForms.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import glossaryForms, {glossaryPage} from '../../src/remark/glossaryForms';
import {glossaryTerms} from '../../src/data/glossary';
import {englishToJapanese} from '../../plugins/search/glossaryForms';
import {readContent, siteDir} from '../lib/content';

const file = {path: path.join(siteDir, glossaryPage)};
const render = (markdown: string) => {
  const tree = fromMarkdown(markdown);
  glossaryForms()(tree, file);
  return tree;
};
const text = (node: Root['children'][number]): string => ('value' in node ? node.value : 'children' in node ? node.children.map(text).join('') : '');

test('the glossary page shows, under each term, the English equivalents the search reads', () => {
  // Front matter and MDX aside, the page's Markdown: its headings and paragraphs.
  const tree = render(
    readContent(glossaryPage)
      .replace(/^---[\s\S]*?---/, '')
      .replace(/<[^>]+>/g, ''),
  );
  const english = englishToJapanese();
  const problems: string[] = [];
  tree.children.forEach((node, at) => {
    if (node.type !== 'heading' || node.depth !== 3) return;
    const term = text(node);
    const equivalents = glossaryTerms[term];
    const next = tree.children[at + 1];
    if (equivalents.length === 0) return;
    if (text(next) !== `英語：${equivalents.join('、')}`) problems.push(`${term}: the line under it is "${text(next)}"`);
    for (const phrase of equivalents)
      if (english[phrase.toLowerCase()] !== term) problems.push(`${term}: the search reads "${phrase}" as ${english[phrase.toLowerCase()]}`);
  });
  assert.deepEqual(problems, []);
  assert.ok(
    tree.children.some((node) => text(node) === '英語：access token'),
    'the line under アクセストークン',
  );
});

test('a term heading with no data, or data with no heading, stops the build', () => {
  assert.throws(() => render('### 架空の用語\n\n説明。'), /架空の用語/);
  assert.throws(() => render('### アクセストークン\n\n説明。'), /has terms the page does not/);
});

test('a page other than the glossary is left as it is', () => {
  const tree = fromMarkdown('### アクセストークン\n\n説明。');
  glossaryForms()(tree, {path: path.join(siteDir, 'docs/account.mdx')});
  assert.equal(tree.children.length, 2);
});
