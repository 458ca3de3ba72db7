// The remark plugin that shows example files on pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import codeFromFile, {extractRegion} from '../../src/remark/codeFromFile';
import type {Code} from 'mdast';

const source = ['// #region a', 'const a = 1;', '  // #region inner', '  call(a);', '  // #endregion inner', '// #endregion a', 'rest();'].join('\n');

test('a region keeps only its own lines, without markers', () => {
  assert.equal(extractRegion(source, 'a', 'x'), 'const a = 1;\n  call(a);');
  assert.equal(extractRegion(source, 'inner', 'x'), 'call(a);');
});

test('without a region, the whole file minus markers', () => {
  assert.equal(extractRegion(source, undefined, 'x'), 'const a = 1;\n  call(a);\nrest();');
});

test('a missing region names the doc', () => {
  assert.throws(() => extractRegion(source, 'nope', 'docs/x.mdx'), /docs\/x\.mdx: region "nope" not found/);
});

test('the plugin fills an empty block from the file and titles it', () => {
  const node: Code = {type: 'code', lang: 'ts', meta: 'file=examples/messaging-api/client.ts region=client', value: ''};
  codeFromFile()({type: 'root', children: [node]}, {path: 'docs/x.mdx'});
  assert.match(node.value, /export function createClient/);
  assert.doesNotMatch(node.value, /#region/);
  assert.match(node.meta!, /title="examples\/messaging-api\/client.ts"/);
});

test('a missing file fails with the doc path', () => {
  const node: Code = {type: 'code', meta: 'file=examples/none.ts', value: ''};
  assert.throws(() => codeFromFile()({type: 'root', children: [node]}, {path: '/x/docs/y.mdx'}), /file=examples\/none\.ts: file not found/);
});

test('several regions show as one block, in the order given', () => {
  assert.equal(extractRegion(source, 'inner,a', 'x'), 'call(a);\n\nconst a = 1;\n  call(a);');
});

test('a block of an example file is followed by a link to the whole file, which the site publishes', () => {
  const node: Code = {type: 'code', lang: 'ts', meta: 'file=examples/messaging-api/client.ts region=client', value: ''};
  const tree = {type: 'root' as const, children: [node]};
  codeFromFile()(tree, {path: 'docs/x.mdx'});
  assert.deepEqual(tree.children[1], {
    type: 'paragraph',
    children: [
      {type: 'text', value: 'ファイル全体：'},
      {type: 'link', url: 'pathname:///examples/messaging-api/client.ts', children: [{type: 'inlineCode', value: 'examples/messaging-api/client.ts'}]},
    ],
  });
});
