// plugins/search/searchIndex.ts: what the index file holds besides the inverted index (the phrases
// that name each page, and each title's URL slug), and the files a worker refuses to load.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndexFile, indexFormat, loadIndexFile, titleCloseness, type IndexFile} from '../../plugins/search/searchIndex';
import {DocumentType, type SearchDocument} from '../../plugins/search/upstream/shapes';
import {search} from '../../plugins/search/rank';

const title = (i: number, t: string, u: string): SearchDocument => ({i, t, u});
const child = (i: number, t: string, u: string, p: number): SearchDocument => ({i, t, u, p});

/** The documents arrays in the plugin's order: titles, headings, descriptions, keywords, sections. */
function documents(parts: Partial<Record<'titles' | 'headings' | 'descriptions' | 'keywords' | 'sections', SearchDocument[]>>): SearchDocument[][] {
  return [parts.titles ?? [], parts.headings ?? [], parts.descriptions ?? [], parts.keywords ?? [], parts.sections ?? []];
}

test('phrases: each title at closeness 1, each keyword a little less than the one before it (not below 0.6), each heading 0.8', () => {
  const file = buildIndexFile(
    documents({
      titles: [title(1, 'ID Token', '/id_token'), title(2, '退会', '/withdraw')],
      headings: [child(3, '署名の検証', '/id_token#verify', 1)],
      descriptions: [child(4, '説明は名前ではありません', '/id_token', 1)],
      keywords: [child(5, 'a1, a2, a3, a4, a5, a6, a7, a8, a9, a10', '/id_token', 1), child(6, 'たいかい、アカウント削除', '/withdraw', 2)],
      sections: [child(7, '本文は名前ではありません', '/withdraw', 2)],
    }),
  );
  const rows = file.phrases.text.map((text, at) => [text, file.phrases.page[at], file.phrases.closeness[at]]);
  const keyword = (n: number) => Math.max(0.6, 1 - 0.05 * n);
  assert.deepEqual(rows, [
    ['idtoken', 1, titleCloseness],
    ['退会', 2, titleCloseness],
    ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map((text, n) => [text, 1, keyword(n)]),
    ['たいかい', 2, 1],
    ['アカウント削除', 2, 0.95],
    ['署名の検証', 1, 0.8],
  ]);
  assert.equal(titleCloseness, 1);
  assert.equal(keyword(9), 0.6, 'the tenth keyword is at the floor');
});

test('phrases: text that compacts to nothing names no page', () => {
  const file = buildIndexFile(documents({titles: [title(1, '、。', '/punctuation')], headings: [child(2, '…', '/punctuation#h', 1)]}));
  assert.deepEqual(file.phrases, {text: [], page: [], closeness: []});
});

test('an index of no entries of some kinds still builds and loads', () => {
  const file = buildIndexFile([[title(1, '概要', '/')]]);
  assert.deepEqual(file.phrases, {text: ['概要'], page: [1], closeness: [1]});
  assert.equal(search(loadIndexFile(file), '概要', 8)[0].document.u, '/');
});

test("a title is also found by its URL's last segment, without the query, the anchor, the slash or the percent-encoding", () => {
  const file = buildIndexFile(
    documents({
      titles: [
        title(1, 'プロフィールの付与', '/api/grant_profile'),
        title(2, '公開鍵', '/authentication/cert/'),
        title(3, 'タグ', '/tags/%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'),
        title(4, '検索', '/search?q=webhook#results'),
      ],
      sections: [child(5, '本文です。', '/api/grant_profile/section_slug', 1)],
    }),
  );
  const index = loadIndexFile(file);
  const first = (query: string) => search(index, query, 8)[0]?.document.u;
  assert.equal(first('grant_profile '), '/api/grant_profile');
  assert.equal(first('cert '), '/authentication/cert/');
  assert.equal(first('ログイン '), '/tags/%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3');
  assert.equal(first('search '), '/search?q=webhook#results');
  assert.deepEqual(search(index, 'webhook ', 8), [], 'the query string is not part of the slug');
  assert.deepEqual(search(index, 'results ', 8), [], 'nor is the anchor');
  assert.deepEqual(search(index, 'section_slug ', 8), [], "only a title's URL is indexed, not a section's");
});

test('a worker refuses a file of another format or cut by another segmenter, saying which', () => {
  const file = buildIndexFile(documents({titles: [title(1, '概要', '/')]}));
  assert.equal(file.format, indexFormat);
  const copy = (change: Partial<IndexFile>) => ({...file, ...change}) as IndexFile;
  assert.throws(
    () => loadIndexFile(copy({format: 'socialplus-search-2' as IndexFile['format']})),
    /^Error: search: index format socialplus-search-2, expected socialplus-search-\d+$/,
  );
  assert.throws(() => loadIndexFile(copy({format: '' as IndexFile['format']})), /index format , expected/);
  assert.throws(() => loadIndexFile(copy({segmenter: 'other'})), /^Error: search: the index was cut by other, the query would be cut by \S+$/);
});

test('loaded entries know their kind and page; titles are their own page', () => {
  const index = loadIndexFile(
    buildIndexFile(
      documents({titles: [title(1, '概要', '/a'), title(2, '詳細', '/b')], headings: [child(3, '見出し', '/b#h', 2)], sections: [child(4, '本文', '/a', 1)]}),
    ),
  );
  assert.deepEqual(
    [...index.entries.values()].map(({document, type, page}) => [document.t, type, page]),
    [
      ['概要', DocumentType.Title, 1],
      ['詳細', DocumentType.Title, 2],
      ['見出し', DocumentType.Heading, 2],
      ['本文', DocumentType.Content, 1],
    ],
  );
  assert.deepEqual([...index.titles.keys()], [1, 2]);
  assert.equal(index.titles.get(2)!.t, '詳細');
});
