// plugins/search/tokenize.ts in detail: where each token sits in the original text (the search bar
// marks it there), identifiers and camelCase, half-width kana, the folding of compact() and the
// whole-word rule of findTerms(). search-tokenizer.test.ts holds what a reader types.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compact, findTerms, terms, tokenize} from '../../plugins/search/tokenize';

const places = (text: string) => tokenize(text).map(({term, start, end}) => [term, start, end]);

test('an identifier: the whole, then each word, at their places; joiners at its ends are not part of it', () => {
  assert.deepEqual(places('x _snake_case_ y'), [
    ['x', 0, 1],
    ['snake_case', 3, 13],
    ['snake', 3, 8],
    ['case', 9, 13],
    ['y', 15, 16],
  ]);
  assert.deepEqual(places('/ -- /'), [], 'joiners alone are no token');
});

test('a path: the whole, each joined segment, each word, letters and digits apart', () => {
  assert.deepEqual(places('GET /v2/end_users'), [
    ['get', 0, 3],
    ['v2/end_users', 5, 17],
    ['end_users', 8, 17],
    ['v2', 5, 7],
    ['v', 5, 6],
    ['2', 6, 7],
    ['end', 8, 11],
    ['users', 12, 17],
  ]);
});

test('camelCase: the whole word in lower case, then its words at their places', () => {
  assert.deepEqual(places('WebhookURL'), [
    ['webhookurl', 0, 10],
    ['webhook', 0, 7],
    ['url', 7, 10],
  ]);
  assert.deepEqual(places('user'), [['user', 0, 4]], 'one word has no parts');
});

test('half-width kana with voiced marks are one character each, placed over both original characters', () => {
  assert.deepEqual(places('ｶﾞｲﾄﾞ'), [['ガイド', 0, 5]]);
  assert.deepEqual(places('ﾊﾟｽ'), [['パス', 0, 3]]);
});

test('compact folds every small kana, case, spaces, punctuation, symbols and long vowels', () => {
  assert.equal(compact('ァィゥェォヵヶッャュョヮ'), 'アイウエオカケツヤユヨワ');
  assert.equal(compact('サー ビス・の「作成」！ABC'), 'サビスの作成abc');
  assert.equal(compact('ＩＤ　トークン'), 'idトクン');
});

test('particles and endings are not terms', () => {
  assert.deepEqual(terms('ログインする'), ['ログイン']);
  assert.deepEqual(terms('これはテストです'), ['テスト']);
});

test('findTerms: a Latin term as a whole word only, folded as the index folds it, at its place in the original text', () => {
  assert.deepEqual(
    [...findTerms('valid id, ID and idx', ['id'])],
    [
      [
        'id',
        [
          [6, 2],
          [10, 2],
        ],
      ],
    ],
  );
  assert.deepEqual([...findTerms('ＩＤを確認', ['id'])], [['id', [[0, 2]]]], 'full-width letters, at the start of the text');
  assert.deepEqual(
    [...findTerms('ログインIDログイン', ['ログイン'])],
    [
      [
        'ログイン',
        [
          [0, 4],
          [6, 4],
        ],
      ],
    ],
    'a Japanese term anywhere',
  );
  assert.deepEqual([...findTerms('ウェブフックの設定', ['ウエブフツク'])], [['ウエブフツク', [[0, 6]]]], 'small kana folded');
  assert.deepEqual([...findTerms('ｶﾞｲﾄﾞを読む', ['ガイド'])], [['ガイド', [[0, 5]]]], 'the place spans the half-width original');
  assert.deepEqual([...findTerms('なにもない', ['id'])], [['id', []]]);
});
