// src/remark/codeFromFile.ts at its edges: which blocks it touches, the doc path in its messages,
// regions out of order, indentation, blank lines and trailing space, and the writer's own title.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import codeFromFile, {extractRegion} from '../../src/remark/codeFromFile';
import {siteDir} from '../../src/lib/siteDirs';
import type {Root} from 'mdast';

type Node = {type: string; meta?: string | null; value?: string; children?: Node[]};
const run = (nodes: Node[], file: {path?: string; history?: string[]} = {path: path.join(siteDir, 'docs', 'x.mdx')}) =>
  codeFromFile()({type: 'root', children: nodes} as Root, file);

test('only code blocks with a file= in their meta are filled; the writer keeps other blocks and a title of their own', () => {
  const plain: Node = {type: 'code', meta: null, value: 'kept'};
  const other: Node = {type: 'code', meta: 'title="mine"', value: 'kept too'};
  const paragraph: Node = {type: 'paragraph', meta: 'file=examples/messaging-api/client.ts', value: 'not code'};
  const titled: Node = {type: 'code', meta: 'file=examples/messaging-api/client.ts region=client title="クライアント"', value: ''};
  const nested: Node = {type: 'code', meta: 'showLineNumbers file=examples/messaging-api/client.ts region=client', value: ''};
  run([plain, other, paragraph, titled, {type: 'list', children: [nested]}]);
  assert.equal(plain.value, 'kept');
  assert.equal(other.value, 'kept too');
  assert.equal(paragraph.value, 'not code');
  assert.match(titled.value!, /export function createClient/);
  assert.equal(titled.meta, 'file=examples/messaging-api/client.ts region=client title="クライアント"', 'no second title');
  assert.equal(nested.value, titled.value, 'a block inside a list, with file= after another word of the meta');
  assert.equal(nested.meta, 'showLineNumbers file=examples/messaging-api/client.ts region=client title="examples/messaging-api/client.ts"');
});

test('messages name the doc relative to the site, from the file path or its history', () => {
  const missing = () => ({type: 'code', meta: 'file=examples/none.ts', value: ''});
  assert.throws(() => run([missing()]), /^Error: docs\/x\.mdx: code block file=examples\/none\.ts: file not found under the site root$/);
  assert.throws(() => run([missing()], {history: [path.join(siteDir, 'blog', 'post.md')]}), /^Error: blog\/post\.md: code block/);
  assert.throws(() => run([missing()], {}), /\(unknown doc\): code block/);
  assert.throws(
    () => run([{type: 'code', meta: 'file=../outside.ts', value: ''}]),
    /file=\.\.\/outside\.ts: file not found under the site root/,
    'nothing outside the site',
  );
  assert.throws(
    () => run([{type: 'code', meta: 'file=examples/messaging-api/client.ts region=nope', value: ''}]),
    /docs\/x\.mdx: code block file=examples\/messaging-api\/client\.ts: region "nope" not found \(expected #region nope … #endregion nope\)/,
  );
});

test('a region: its end before its start is not a region; its common indent is removed, inner blank lines kept, trailing space dropped', () => {
  assert.throws(() => extractRegion(['// #endregion r', '// #region r'].join('\n'), 'r', 'x'), /region "r" not found/);
  const source = ['class A {', '  // #region r', '  first();', '', '    nested();', '  // #endregion r', '}', ''].join('\n');
  assert.equal(extractRegion(source, 'r', 'x'), 'first();\n\n  nested();');
  assert.equal(extractRegion(['// #region empty', '// #endregion empty'].join('\n'), 'empty', 'x'), '', 'an empty region');
  assert.equal(extractRegion('a();\n\n\n', undefined, 'x'), 'a();', 'the whole file without trailing blank lines');
  assert.equal(extractRegion('// #region ab\nx\n// #endregion ab\n// #region a\ny\n// #endregion a', 'a', 'x'), 'y', 'region a is not region ab');
});
