// plugins/search/postingShards.ts and its use by the index (invertedIndex.ts), the ranking
// (rank.ts prepareQuery, queryTerms) and the build (index.ts): the published index holds no
// postings, the shards hold them all, and a query ranked with only the shards of its terms ranks
// as the whole index.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {postingsFile} from '../../plugins/search/indexUrl';
import {splitPostings, withPostings, type PostingShard} from '../../plugins/search/postingShards';
import {prepareQuery, queryTerms, search} from '../../plugins/search/rank';
import {buildIndexFile, loadIndexFile, type IndexFile} from '../../plugins/search/searchIndex';
import type {SerializedIndex} from '../../plugins/search/invertedIndex';
import type {SearchDocument} from '../../plugins/search/upstream/shapes';
import {fixtureFileName, writeFixtureIndexes} from '../lib/searchBuild';

const pages: [string, string, string][] = [
  ['/message/webhook', 'Webhook の設定', 'Webhook の署名を検証します。再送は 3 回までです。'],
  ['/message/send', 'メッセージの送信', 'テスト送信で確かめられます。ウェブフックでも届きます。'],
  ['/social-login/id_token', 'ID トークン', 'ID トークンの署名を JWKS の公開鍵で検証します。'],
  ['/social-login/plus', 'PLUS ID の連携', 'plus と id を紐付けます。authorization エンドポイントを使います。'],
  ['/social-login/withdraw', '退会', '会員が退会したら、紐付けを削除します。アカウントの削除です。'],
];
const documents: SearchDocument[][] = [
  pages.map(([u, t], i) => ({i: i + 1, t, u})),
  [],
  [],
  [],
  pages.map(([u, , t], i) => ({i: 100 + i, t, u, p: i + 1, s: 'section'})),
];
const whole = buildIndexFile(documents);
const json = <T>(value: T) => JSON.parse(JSON.stringify(value)) as T;
// Queries of each kind of lookup: whole words, a prefix being typed, a typo, a hiragana reading, two words in one.
const queries = ['署名 検証', 'ウェブ', 'webhok ', 'うぇぶふっく', 'plusid', 'authorizatio', 'メッセージ 送信 テスト', 'ID トークン'];

test('splitPostings: the published index keeps its terms and lengths; the shards hold every postings list, in order, about `bytes` each', () => {
  const {file, shards} = splitPostings(whole, 40);
  assert.ok(!('postings' in file.index), 'the published index holds no postings');
  assert.deepEqual({terms: file.index.terms, lengths: file.index.lengths}, {terms: whole.index.terms, lengths: whole.index.lengths});
  assert.ok(shards.length > 3, `${shards.length} shards`);
  assert.deepEqual(shards.flat(), whole.index.postings);
  const starts = (file.index as {shards: number[]}).shards;
  assert.deepEqual(
    starts,
    shards.map((_, at) => shards.slice(0, at).flat().length),
  );
  for (const shard of shards)
    assert.ok(
      shard.length === 1 || JSON.stringify(shard).length <= 40 + shard.length,
      `a shard of ${shard.length} terms is ${JSON.stringify(shard).length} bytes`,
    );
  assert.deepEqual(
    withPostings(json(file), (shard) => json(shards[shard])),
    whole,
    'putting the postings back gives the whole index',
  );
  assert.throws(() => splitPostings(file), /^Error: search: the index file has no postings to split; it is split already$/);
  assert.throws(() => withPostings(file, (shard) => shards[shard].slice(1)), /^Error: search: the shards hold the postings of \d+ terms, the index has \d+$/);
});

test('a query ranked with only the shards of its terms lists what the whole index lists', () => {
  const {file, shards} = splitPostings(whole, 40);
  const expected = loadIndexFile(json(whole));
  for (const query of queries) {
    const published = loadIndexFile(json(file));
    const needed = published.search.missingShards(queryTerms(prepareQuery(published, query)));
    assert.ok(needed.length < shards.length, `${query}: ${needed.length} of ${shards.length} shards`);
    for (const shard of needed) published.search.addShard(shard, json(shards[shard]));
    assert.deepEqual(published.search.missingShards(queryTerms(prepareQuery(published, query))), [], `${query}: nothing missing once added`);
    const rows = search(published, query, 8);
    assert.ok(rows.length > 0, `${query} finds something`);
    assert.deepEqual(rows, search(expected, query, 8), query);
  }
});

test('a term whose shard is not loaded stops the ranking by name; a shard of the wrong size is refused', () => {
  const {file, shards} = splitPostings(whole, 40);
  const published = loadIndexFile(json(file));
  assert.throws(() => search(published, '署名', 8), /^Error: search: the postings of "署名" \(shard \d+\) are not loaded$/);
  assert.throws(() => published.search.addShard(0, shards[0].slice(1)), /^Error: search: postings shard 0 holds \d+ terms, the index expects \d+$/);
  assert.throws(() => published.search.addShard(shards.length, []), new RegExp(`^Error: search: the index has no postings shard ${shards.length}$`));
});

test("postingsFile: a folder named as the area's index file, a file per shard", () => {
  assert.equal(postingsFile('search-index{dir}-feedbeef.json', '', 3), 'search-postings-feedbeef/3.json');
  assert.equal(postingsFile('search-index{dir}-feedbeef.json', 'social-login/legacy', 0), 'search-postings-social-login-legacy-feedbeef/0.json');
  assert.equal(postingsFile('search-index-feedbeef.json', '', 1), 'search-postings-feedbeef/1.json');
});

test('writeIndexFiles: each published index holds no postings; its shards folder holds them all', () => {
  const {dir} = writeFixtureIndexes(documents, ['message', 'social-login']);
  for (const area of ['', 'message', 'social-login']) {
    const name = `search-index${area ? `-${area}` : ''}-feedbeef.json`;
    const file = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as IndexFile;
    assert.ok(!('postings' in file.index), `${name} holds postings`);
    const read = (shard: number) => JSON.parse(fs.readFileSync(path.join(dir, postingsFile(fixtureFileName, area, shard)), 'utf8')) as PostingShard;
    const {index} = withPostings(file, read) as {index: SerializedIndex};
    assert.equal(index.postings.length, index.terms.length, name);
  }
});
