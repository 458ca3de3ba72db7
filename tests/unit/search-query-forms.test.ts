// A query typed in hiragana before conversion, or in English, finds what its Japanese form finds:
// plugins/search/queryForms.ts with the readings the build's analyser gives (plugins/search/readings.ts)
// and the English of the glossary's data (src/data/glossary.ts), on a small site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {search} from '../../plugins/search/rank';
import {buildIndexFile, loadIndexFile, type IndexFile} from '../../plugins/search/searchIndex';
import {asJapanese} from '../../plugins/search/queryForms';
import {readingAnalyser, readingsOf} from '../../plugins/search/readings';
import {englishToJapanese} from '../../plugins/search/glossaryForms';
import type {SearchDocument} from '../../plugins/search/upstream/shapes';

let id = 0;
const titles: SearchDocument[] = [];
const descriptions: SearchDocument[] = [];
const sections: SearchDocument[] = [];
function page(u: string, title: string, description: string, body: string) {
  const p = (id += 1);
  titles.push({i: p, t: title, u});
  descriptions.push({i: (id += 1), t: description, s: title, u, p});
  sections.push({i: (id += 1), t: body, s: title, u, p});
}
page('/registration', '会員登録', 'ソーシャルログインで会員を登録する流れです。', '登録の最後に会員 ID を紐付けます。');
page('/unmap', '会員 ID の紐付け解除', '紐付けを解除する API です。', 'primary_key を指定します。');
page('/cert', '公開鍵（JWKS）エンドポイント', 'ID Token の署名を検証する公開鍵です。', '鍵は kid で選びます。');
page('/errors', 'エラー定義', 'API のエラーです。', 'レート制限を超えると 429 を返します。Retry-After の秒数だけ待ちます。');
page('/profile', 'プロフィールの取得', 'ログインしたユーザーのプロフィールです。', 'プロフィールを取得します。');
page('/webhook', 'Webhook の共通仕様', '署名と再送の仕様です。', '届かなかったイベントは再送します。');

const documents = [titles, [], descriptions, [], sections];
const forms = {english: englishToJapanese(), readings: {}};
const analysed = (async () => {
  const file = buildIndexFile(documents, {readings: readingsOf(documents, await readingAnalyser())});
  return loadIndexFile(JSON.parse(JSON.stringify(file)) as IndexFile);
})();
const pages = async (query: string) => search(await analysed, query, 8).map((row) => row.document.u);

test('the analyser reads the nouns that name pages, in kanji, and the glossary gives the Latin words', async () => {
  const {forms: built} = (await analysed) as unknown as {forms: {readings: Record<string, string>}};
  assert.equal(built.readings['カイイン'], '会員');
  assert.equal(built.readings['トウロク'], '登録');
  assert.equal(built.readings['コウカイ'], '公開');
  assert.equal(built.readings['アイデイ'], 'ID');
  // Body text is not read: 秒数 is only in a section.
  assert.equal(built.readings['ビヨウスウ'], undefined);
});

for (const [hiragana, japanese] of [
  ['かいいんとうろく', '会員登録'],
  ['かいいん とうろく', '会員 登録'],
  ['ひもづけかいじょ', '紐付け解除'],
  ['こうかいかぎ', '公開鍵'],
  ['ぷろふぃーるのしゅとく', 'プロフィールの取得'],
  ['えらーていぎ', 'エラー定義'],
] as const) {
  test(`hiragana ${hiragana} finds what ${japanese} finds, first the page it names`, async () => {
    const found = await pages(hiragana);
    assert.deepEqual(found, await pages(japanese));
    assert.ok(found.length > 0, `${japanese} finds nothing`);
  });
}

test('a Latin word read in kana: あいでぃー is ID', async () => {
  assert.deepEqual((await pages('かいいんあいでぃー')).slice(0, 2), (await pages('会員 ID')).slice(0, 2));
});

for (const [english, japanese] of [
  ['rate limit', 'レート制限'],
  ['Rate-Limit', 'レート制限'],
  ['public key', '公開鍵'],
  ['signing keys', '公開鍵'],
  ['unlink', '連携解除'],
  ['sign up', '会員登録'],
] as const) {
  test(`English ${english} is read as ${japanese}, and finds what it finds`, async () => {
    assert.equal(asJapanese(english, forms, () => []).text, japanese);
    assert.deepEqual(await pages(english), await pages(japanese));
  });
}

test('an English word the pages also write is found where they write it: retry in Retry-After', async () => {
  assert.ok((await pages('retry')).includes('/errors'));
  assert.ok((await pages('retry')).includes('/webhook'));
});

test('a term in Latin letters reads as itself, so its words are not read one by one', () => {
  assert.equal(asJapanese('Sign in with Apple', forms, () => []).text, 'Sign in with Apple');
  assert.equal(asJapanese('sign in', forms, () => []).text, 'ログイン');
});

test('identifiers and paths are code, not English', () => {
  // x-api-key reads as the glossary's term (X-API-Key), which the search folds to the same term.
  for (const query of ['response_type=id_token token', '/v2/end_users', 'post-flex-message', 'x-api-key']) {
    assert.equal(asJapanese(query, forms, () => []).text.toLowerCase(), query);
  }
});

test('hiragana next to kanji or katakana is okurigana or a particle, unless it reads whole as a word', () => {
  const readings = {forms: {english: {}, readings: {カイイン: '会員', シタ: '下'}}, terms: () => ['プロフイール']};
  const read = (query: string) => asJapanese(query, readings.forms, readings.terms).text;
  assert.equal(read('予約したメッセージ'), '予約したメッセージ');
  assert.equal(read('ぷろふぃーる削除'), 'プロフイール 削除');
  // Standing alone, the kana a reading does not cover stay as typed.
  assert.equal(read('かいいんのこと'), '会員 のこと');
});

test('a final space, the sign that the reader finished the word, is kept', () => {
  assert.equal(asJapanese('rate limit ', forms, () => []).text, 'レート制限 ');
});
