// The blocks of a long page that are laid out only when scrolled to: marked at build time, from the
// page's second kana row on, text blocks only, never a heading (the table of contents jumps to them).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Heading, Paragraph, Root} from 'mdast';
import deferredLayout from '../../src/remark/deferredLayout.ts';
import {glossaryPage} from '../../src/remark/glossaryForms.ts';
import {siteDir} from '../../src/lib/siteDirs.ts';

const text = (value: string) => [{type: 'text' as const, value}];
const heading = (depth: 2 | 3, value: string): Heading => ({type: 'heading', depth, children: text(value)});
const paragraph = (value: string): Paragraph => ({type: 'paragraph', children: text(value)});

function page(): Root {
  return {
    type: 'root',
    children: [
      paragraph('前書き'),
      heading(2, 'あ行'),
      heading(3, 'アカウント ID'),
      paragraph('あ行の説明'),
      heading(2, 'か行'),
      heading(3, 'クライアント ID'),
      paragraph('か行の説明'),
      {type: 'list', ordered: false, children: [{type: 'listItem', children: [paragraph('項目')]}]},
      {type: 'code', lang: 'json', value: '{}'},
      heading(2, 'A–Z'),
      paragraph('英字の説明'),
    ],
  };
}

/** Each top-level node with its mark, as `type:text` or `type:text deferred`. */
const marks = (tree: Root) =>
  tree.children.map((node) => {
    const first = 'children' in node ? node.children[0] : undefined;
    const label = first && 'value' in first ? first.value : node.type === 'list' ? 'list' : node.type;
    const className = (node.data as {hProperties?: {className?: string}} | undefined)?.hProperties?.className;
    return `${node.type}:${label}${className === 'deferred-layout' ? ' deferred' : ''}`;
  });

test('on the glossary, text blocks from the second kana row on are deferred; headings and code are not', () => {
  const tree = page();
  deferredLayout()(tree, {path: path.join(siteDir, glossaryPage)});
  assert.deepEqual(marks(tree), [
    'paragraph:前書き',
    'heading:あ行',
    'heading:アカウント ID',
    'paragraph:あ行の説明',
    'heading:か行',
    'heading:クライアント ID',
    'paragraph:か行の説明 deferred',
    'list:list deferred',
    'code:code',
    'heading:A–Z',
    'paragraph:英字の説明 deferred',
  ]);
});

test('other pages are left alone', () => {
  const tree = page();
  deferredLayout()(tree, {path: path.join(siteDir, 'docs/social-login/setup.mdx')});
  assert.ok(marks(tree).every((mark) => !mark.endsWith(' deferred')));
});
