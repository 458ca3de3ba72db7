// plugins/search/contentTexts.ts and its use by the build (plugins/search/index.ts) and the
// ranking (rank.ts): the published index holds no section text, each page's texts file holds its
// sections', and a row drawn from the two is the row drawn from the whole index.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {mergePageTexts, splitContentTexts, withContentTexts, type PageTexts} from '../../plugins/search/contentTexts';
import {textsFile} from '../../plugins/search/indexUrl';
import {rank, resultRow, search} from '../../plugins/search/rank';
import {buildIndexFile, loadIndexFile, type IndexFile} from '../../plugins/search/searchIndex';
import {DocumentType, type SearchDocument} from '../../plugins/search/upstream/shapes';
import {writeFixtureIndexes} from '../lib/searchBuild';

const title = (i: number, t: string, u: string): SearchDocument => ({i, t, u});
const section = (i: number, t: string, u: string, p: number): SearchDocument => ({i, t, u, h: `#s${i}`, p, s: 'section'});
const documents: SearchDocument[][] = [
  [title(1, 'Webhook の設定', '/message/webhook'), title(2, 'ID トークン', '/social-login/id_token')],
  [],
  [{i: 3, t: '署名を検証する方法', u: '/message/webhook', p: 1}],
  [],
  [
    section(4, 'Webhook の署名を検証します。', '/message/webhook', 1),
    section(5, '再送は 3 回までです。', '/message/webhook', 1),
    section(6, 'ID トークンの署名を検証します。', '/social-login/id_token', 2),
  ],
];
const json = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;

test("splitContentTexts: the index keeps every entry but the sections' texts, which go to their page by entry id", () => {
  const whole = buildIndexFile(documents);
  const {file, texts} = splitContentTexts(whole);
  assert.deepEqual(
    file.documents[DocumentType.Content].map((document) => document.t),
    [undefined, undefined, undefined],
  );
  assert.deepEqual(
    file.documents.slice(0, DocumentType.Content),
    whole.documents.slice(0, DocumentType.Content),
    'titles, headings, descriptions and keywords keep their texts',
  );
  assert.deepEqual(Object.fromEntries(texts), {1: {4: 'Webhook の署名を検証します。', 5: '再送は 3 回までです。'}, 2: {6: 'ID トークンの署名を検証します。'}});
  assert.deepEqual(file.index, whole.index, 'the ranking is unchanged');
  assert.deepEqual(withContentTexts(json(file), (page) => json(texts.get(page)!)).documents, documents, "putting the texts back gives the plugin's entries");
});

test('an index file holds a URL on its titles and on any entry elsewhere than its page; loading gives every entry its URL', () => {
  const elsewhere = {i: 7, t: '別のページの見出し', u: '/message/other#h', h: '#h', p: 1};
  const file = buildIndexFile([documents[0], [elsewhere], ...documents.slice(2)]);
  assert.deepEqual(
    file.documents
      .flat()
      .filter((document) => 'u' in document)
      .map(({i}) => i),
    [1, 2, 7],
  );
  const loaded = loadIndexFile(json(file));
  assert.deepEqual(
    [...loaded.entries.values()].map(({document}) => document.u),
    ['/message/webhook', '/social-login/id_token', '/message/other#h', '/message/webhook', '/message/webhook', '/message/webhook', '/social-login/id_token'],
  );
  const orphan = {...file, documents: [[], [{i: 8, t: '見出し', p: 99}], [], [], []]};
  assert.throws(() => loadIndexFile(orphan), /^Error: search: entry 8 has no URL and no page with one$/);
});

test("a row drawn from the split index and its page's texts is the row of the whole index; without them it has no snippet", () => {
  const whole = loadIndexFile(buildIndexFile(documents));
  const {file, texts} = splitContentTexts(buildIndexFile(documents));
  const split = loadIndexFile(json(file));
  const {words, rows} = rank(split, '再送', 8);
  assert.equal(split.entries.get(rows[0].entry)!.type, DocumentType.Content);
  assert.deepEqual(resultRow(split, rows[0], words, texts.get(rows[0].page)), search(whole, '再送', 8)[0]);
  const bare = resultRow(split, rows[0], words);
  assert.equal(bare.document.t, '');
  assert.deepEqual(bare.metadata, {'': {t: {position: [[0, 0]]}}}, 'the bar still gets a place to cut its snippet at');
  // A description keeps its text in the index: its row needs no texts file.
  const description = rank(split, '方法', 8).rows[0];
  assert.equal(resultRow(split, description, ['方法']).document.t, '署名を検証する方法');
});

test('mergePageTexts: one texts file serves every area; a page whose sections differ between areas stops the build', () => {
  const merged = new Map<number, PageTexts>([[1, {4: 'a'}]]);
  mergePageTexts(
    merged,
    new Map<number, PageTexts>([
      [1, {4: 'a'}],
      [2, {6: 'b'}],
    ]),
  );
  assert.deepEqual(Object.fromEntries(merged), {1: {4: 'a'}, 2: {6: 'b'}});
  assert.throws(() => mergePageTexts(merged, new Map([[1, {4: 'changed'}]])), /^Error: search: the sections of page 1 differ between two areas' index files/);
});

test("textsFile: a folder named with the index's hash, a file per page id", () => {
  assert.equal(textsFile('search-index{dir}-feedbeef.json', 12), 'search-texts-feedbeef/12.json');
  assert.equal(textsFile('search-index-feedbeef.json', 12), 'search-texts-feedbeef/12.json');
  assert.throws(() => textsFile('search-index{dir}.json', 12), /^Error: search: search-index\{dir\}\.json is not an index file name with a hash$/);
});

test("writeIndexFiles: no published index holds a section's text; each page's texts file holds all of its sections", () => {
  const {dir} = writeFixtureIndexes(documents, ['message', 'social-login']);
  for (const name of ['search-index-feedbeef.json', 'search-index-message-feedbeef.json', 'search-index-social-login-feedbeef.json']) {
    const file = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as IndexFile;
    assert.ok(file.documents[DocumentType.Content].length > 0, name);
    assert.deepEqual(
      file.documents[DocumentType.Content].filter((document) => 't' in document),
      [],
      `${name} holds section texts`,
    );
  }
  assert.deepEqual(fs.readdirSync(path.join(dir, 'search-texts-feedbeef')).sort(), ['1.json', '2.json']);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, 'search-texts-feedbeef', '1.json'), 'utf8')), {
    4: 'Webhook の署名を検証します。',
    5: '再送は 3 回までです。',
  });
});
