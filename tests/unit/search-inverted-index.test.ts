// plugins/search/invertedIndex.ts: lookups and BM25 scores over a JSON-ready index.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildInvertedIndex, InvertedIndex, oneEditApart, type SerializedIndex} from '../../plugins/search/invertedIndex';

const entries = [
  ['webhook', '署名', '検証'],
  ['webhooks', 'イベント'],
  ['署名', '署名', 'api'],
  ['api', 'キー', 'api', 'キー', '管理', '画面', '確認', 'できる'],
  ['userinfo'],
];
const index = new InvertedIndex(JSON.parse(JSON.stringify(buildInvertedIndex(entries))) as SerializedIndex);
const ids = (hits: Map<number, unknown>) => [...hits.keys()].sort();

test('the serialised index survives JSON and finds every entry of a term', () => {
  assert.deepEqual(ids(index.find('署名')), [0, 2]);
  assert.deepEqual(ids(index.find('api')), [2, 3]);
  assert.equal(index.has('キー'), true);
  assert.equal(index.has('キ'), false);
});

test('a prefix finds longer terms, but only when asked and for less', () => {
  assert.deepEqual(ids(index.find('webhook')), [0]);
  const withPrefix = index.find('webhook', {prefix: true});
  assert.deepEqual(ids(withPrefix), [0, 1]);
  assert.ok(withPrefix.get(1)!.score < withPrefix.get(0)!.score);
  assert.deepEqual(withPrefix.get(1)!.terms, ['webhooks']);
});

test('one slip is forgiven only when nothing else is found', () => {
  assert.deepEqual(ids(index.find('userinf', {typo: true})), [4]);
  assert.deepEqual(ids(index.find('userinfo', {typo: true})), [4]);
  assert.deepEqual(ids(index.find('usrinfx', {typo: true})), []);
  assert.ok(oneEditApart('recieve', 'receive') === false, 'a swap is two edits');
  assert.ok(oneEditApart('webhok', 'webhook') && oneEditApart('webhook', 'webhok') && oneEditApart('webhook', 'webbook'));
});

test('BM25: more occurrences and a shorter entry score higher', () => {
  const signature = index.find('署名');
  assert.ok(signature.get(2)!.score > signature.get(0)!.score, 'twice in a short entry beats once');
  const api = index.find('api');
  assert.ok(api.get(2)!.score > 0 && api.get(3)!.score > 0);
});

test("a prefix adds its half score to the whole term's in an entry that holds both", () => {
  // Two entries of 2 and 1 terms: N = 2, the average length is 1.5.
  const bm25 = (df: number, length: number) => (Math.log(1 + (2 - df + 0.5) / (df + 0.5)) * 2.2) / (1 + 1.2 * (1 - 0.7 + (0.7 * length) / 1.5));
  const hits = new InvertedIndex(buildInvertedIndex([['署名', '署名検証'], ['署名検証']])).find('署名', {prefix: true});
  const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);
  close(hits.get(0)!.score, bm25(1, 2) + 0.5 * bm25(2, 2));
  close(hits.get(1)!.score, 0.5 * bm25(2, 1));
  assert.deepEqual(hits.get(0)!.terms, ['署名', '署名検証'], 'the whole term once, then the longer one');
});

test('a prefix finds exactly the terms that begin with it, wherever they sit among the sorted terms', () => {
  const words = [
    'api',
    'apikey',
    'apis',
    'app',
    'application',
    'auth',
    'authorize',
    'oauth',
    'token',
    'tokens',
    'webhook',
    'webhooks',
    'トークン',
    'トークン検証',
  ];
  const byWord = new InvertedIndex(buildInvertedIndex(words.map((word) => [word])));
  const found = (prefix: string) => [...byWord.find(prefix, {prefix: true}).keys()].sort((a, b) => a - b).map((entry) => words[entry]);
  assert.deepEqual(found('api'), ['api', 'apikey', 'apis']);
  assert.deepEqual(found('app'), ['app', 'application']);
  assert.deepEqual(found('a'), ['api', 'apikey', 'apis', 'app', 'application', 'auth', 'authorize']);
  assert.deepEqual(found('au'), ['auth', 'authorize']);
  assert.deepEqual(found('o'), ['oauth']);
  assert.deepEqual(found('token'), ['token', 'tokens']);
  assert.deepEqual(found('webhooks'), ['webhooks']);
  assert.deepEqual(found('トーク'), ['トークン', 'トークン検証']);
  assert.deepEqual(found('apx'), []);
  assert.deepEqual(found('zzz'), [], 'past the last term');
  assert.deepEqual(found('0'), [], 'before the first term');
});

test('one edit apart in Japanese: a wrong, missing or extra kana, but not two', () => {
  assert.equal(oneEditApart('トークン', 'トークソ'), true, 'ン typed as ソ');
  assert.equal(oneEditApart('トークン', 'トクン'), true, 'a long vowel left out');
  assert.equal(oneEditApart('トクン', 'トークン'), true);
  assert.equal(oneEditApart('署名', '署名書'), true);
  assert.equal(oneEditApart('署名検証', '署名'), false, 'two characters short');
  assert.equal(oneEditApart('トークン', 'トーカソ'), false, 'two replaced');
  assert.equal(oneEditApart('トークン', 'ークント'), false, 'the same kana in another order');
});
