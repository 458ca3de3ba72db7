// plugins/search/tokenize.ts: the index and the query are cut alike, whatever form the reader types.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findTerms, queryWords, terms, tokenize} from '../../plugins/search/tokenize';
import {segmentJapanese} from '../../plugins/search/segmenter';

const same = (a: string, b: string) => assert.deepEqual([...new Set(terms(a))].sort(), [...new Set(terms(b))].sort(), `${a} ≠ ${b}`);
/** Every term of the spaced form is a term of the joined one (which may keep its joined form too). */
const covers = (joined: string, spaced: string) => {
  const have = new Set(terms(joined));
  assert.deepEqual(
    terms(spaced).filter((term) => !have.has(term)),
    [],
    `${joined} lacks terms of ${spaced}`,
  );
};

test('a word running into Latin letters is cut as its spaced form, in both directions', () => {
  same('キーAPI', 'キー API');
  same('APIキー', 'API キー');
  same('リダイレクトURI登録', 'リダイレクト URI 登録');
  covers('WebhookURL登録', 'Webhook URL 登録');
  covers('MessagingAPIレート制限', 'Messaging API レート制限');
  same('ソーシャルPLUSIDとは', 'ソーシャル PLUSID とは');
});

test('a word running into digits is cut as its spaced form, in both directions', () => {
  same('429エラー', '429 エラー');
  same('エラー429', 'エラー 429');
  same('電話番号E164', '電話番号 E164');
  same('IP制限403', 'IP 制限 403');
});

test('letters and digits in one word also count apart, as the page writes them', () => {
  assert.ok(terms('E.164').includes('164') && terms('E164').includes('164'));
  assert.ok(terms('OAuth 2.0').includes('2') && terms('oauth2').includes('2') && terms('oauth2').includes('oauth'));
});

test('full-width, half-width and case fold to one form', () => {
  same('ＡＰＩキー', 'APIキー');
  same('ﾘｯﾁﾒﾆｭｰ', 'リッチメニュー');
  same('ｿｰｼｬﾙﾛｸﾞｲﾝ', 'ソーシャルログイン');
  same('ＵｓｅｒＩｎｆｏ', 'UserInfo');
  covers('userinfo', 'USERINFO');
});

test('small kana and a final long vowel fold: readers write both', () => {
  same('ウェブフック', 'ウエブフック');
  same('ユーザー', 'ユーザ');
  same('プロバイダー', 'プロバイダ');
  same('パラメーター', 'パラメータ');
  // Short words keep theirs: ルー is not ル.
  assert.deepEqual(terms('ルー'), ['ルー']);
});

test('identifiers keep their joined form and their parts; punctuation is never a term', () => {
  assert.deepEqual(terms('redirect_uri_mismatch'), ['redirect_uri_mismatch', 'redirect', 'uri', 'mismatch']);
  assert.ok(terms('/v2/end_users').includes('end_users'));
  assert.ok(terms('x-socialplus-signature').includes('socialplus'));
  assert.deepEqual(terms('- _ / .'), []);
});

test('a katakana compound is kept whole and in words', () => {
  assert.ok(terms('ログインボタン').includes('ログインボタン'));
  assert.ok(terms('ログインボタン').includes('ボタン'));
});

test('particles are not terms', () => {
  assert.ok(!terms('メッセージが届かない').includes('が'));
  assert.deepEqual(terms('の は が'), []);
});

test('each token points at its place in the original text, half-width forms included', () => {
  const text = 'ｿｰｼｬﾙﾛｸﾞｲﾝのAPIキー';
  for (const token of tokenize(text)) assert.ok(token.end > token.start && token.end <= text.length, JSON.stringify(token));
  const api = tokenize(text).find((token) => token.term === 'api')!;
  assert.equal(text.slice(api.start, api.end), 'API');
  const login = tokenize(text).find((token) => token.term === 'ログイン')!;
  assert.equal(text.slice(login.start, login.end), 'ﾛｸﾞｲﾝ');
});

/** A segmenter that keeps each run whole, so that a test's expectation does not depend on ICU's dictionary. */
const whole = (run: string) => [{text: run, index: 0}];
const places = (text: string, segment = whole) => tokenize(text, segment).map(({term, start, end}) => [term, start, end]);

test('characters outside the BMP: a kanji such as 𠮷 or 𩸽 starts a term, and an emoji does not move the places after it', () => {
  assert.deepEqual(places('𠮷野家 API'), [
    ['𠮷野家', 0, 4],
    ['api', 5, 8],
  ]);
  assert.deepEqual(places('𩸽の干物'), [['𩸽の干物', 0, 5]]);
  assert.deepEqual(places('🔑APIキー'), [
    ['api', 2, 5],
    ['キー', 5, 7],
  ]);
  assert.deepEqual(
    [...findTerms('🔑 JWTの検証', ['jwt', '検証'])],
    [
      ['jwt', [[3, 3]]],
      ['検証', [[7, 2]]],
    ],
  );
});

test('only a katakana run is folded: a hiragana word keeps its final long vowel and its small kana', () => {
  assert.deepEqual(terms('ゆーざー', whole), ['ゆーざー']);
  assert.deepEqual(terms('ちぇっく', whole), ['ちぇっく']);
  assert.deepEqual(terms('ユーザー', whole), ['ユーザ']);
  assert.deepEqual(terms('チェック', whole), ['チエツク']);
});

test('an identifier joined by doubled joiners (a BEM class name) stays one identifier', () => {
  assert.deepEqual(terms('menu__item--active'), ['menu__item--active', 'menu', 'item', 'active']);
});

test("a Latin letter without case stays in the word's parts (the click ǃ of ǃKung)", () => {
  assert.deepEqual(terms('ǃKung'), ['ǃkung', 'ǃ', 'kung']);
});

test('findTerms: a Latin term at the very end of the text is found', () => {
  assert.deepEqual([...findTerms('署名はJWT', ['jwt'])], [['jwt', [[3, 3]]]]);
});

test("a query's katakana compound is one word with its parts to fall back on; the words after it are words of their own", () => {
  assert.deepEqual(queryWords('ログインボタン API'), [
    {term: 'ログインボタン', parts: ['ログイン', 'ボタン']},
    {term: 'api', parts: []},
  ]);
  assert.deepEqual(queryWords('API ログインボタン 設定'), [
    {term: 'api', parts: []},
    {term: 'ログインボタン', parts: ['ログイン', 'ボタン']},
    {term: '設定', parts: []},
  ]);
});

test('a word asked twice is one word: the first form keeps its parts when a later form has none', () => {
  // ICU cuts リッチメニュー into two words but keeps リッチメニュ whole; both fold to リツチメニユ.
  assert.equal(segmentJapanese('リッチメニュ').length, 1);
  assert.deepEqual(queryWords('リッチメニュー リッチメニュ'), [{term: 'リツチメニユ', parts: ['リツチ', 'メニユ']}]);
  assert.deepEqual(queryWords('API api ＡＰＩ'), [{term: 'api', parts: []}]);
});
