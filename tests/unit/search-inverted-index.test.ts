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
