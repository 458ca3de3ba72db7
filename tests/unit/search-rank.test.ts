// plugins/search/rank.ts on a small site: what a reader expects of the order and of the rows.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {search} from '../../plugins/search/rank';
import {buildIndexFile, loadIndexFile, type IndexFile} from '../../plugins/search/searchIndex';
import type {SearchDocument} from '../../plugins/search/upstream/shapes';

// Entries by kind, as the plugin writes them: titles, headings, descriptions, keywords, sections.
let id = 0;
const titles: SearchDocument[] = [];
const headings: SearchDocument[] = [];
const keywords: SearchDocument[] = [];
const sections: SearchDocument[] = [];
function page(u: string, title: string, body: string[], options: {keywords?: string; headings?: string[]} = {}) {
  const p = (id += 1);
  titles.push({i: p, t: title, u});
  if (options.keywords) keywords.push({i: p, t: options.keywords, s: title, u, p});
  for (const heading of options.headings ?? []) headings.push({i: (id += 1), t: heading, u, h: `#${heading}`, p});
  for (const text of body) sections.push({i: (id += 1), t: text, s: title, u, p});
}
page('/guide/webhook', 'Webhook を使い始める', ['イベントを受け取る URL を登録します。署名を検証してください。'], {
  keywords: 'Webhook, ウェブフック, 署名検証',
});
page('/guide/payloads/delete_user', 'delete_user イベント', ['Webhook で届く退会のイベントです。'], {keywords: 'delete_user, Webhook'});
page('/api/userinfo', 'UserInfo エンドポイント', ['アクセストークンでプロフィールを取得します。'], {keywords: 'userinfo, プロフィール'});
page('/api/overview', 'API の概要', ['userinfo、token などのエンドポイントがあります。userinfo は userinfo です。', 'API キーで認証します。']);
// Mentions the words of other pages' titles often, in body text only.
page('/blog/story', '開発の記録', [
  'ウェブフックとウェブフックの話。ウェブフック、ウェブフック。',
  'メッセージの送信とメッセージの送信。',
  'delete_user と delete_user。',
]);
page('/faq', 'よくある質問', ['メッセージが届かないときは、配信状況を確かめます。'], {headings: ['メッセージが届かない']});
page('/message/send', 'メッセージの送信', ['メッセージを送信します。テスト送信で確かめられます。']);
page('/introduction/withdraw', '退会', ['会員が退会したら、紐付けを削除します。'], {keywords: '退会, たいかい, アカウント削除'});
page('/api/keys', 'API キーの管理', ['APIキーは管理画面で確認できます。429 エラーは回数の上限です。']);
page('/profiles', 'プロフィールの保持', ['取得したプロフィールを保持します。']);
page('/api/grant_profile', 'プロフィールの付与', ['ユーザーにプロフィールを付けます。']);
const index = loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile([titles, headings, [], keywords, sections]))) as IndexFile);
const pages = (query: string, limit = 8) => search(index, query, limit).map((row) => row.document.u);

test('one row per page, at most `limit`, best first', () => {
  const rows = search(index, 'メッセージ', 8);
  assert.equal(new Set(rows.map((row) => row.document.u)).size, rows.length);
  assert.equal(search(index, 'メッセージ', 1).length, 1);
});

test('a page named by the query ranks above pages that only mention it', () => {
  assert.equal(pages('ウェブフック')[0], '/guide/webhook');
  assert.equal(pages('メッセージの送信')[0], '/message/send');
});

test('an endpoint name ranks its reference page first', () => {
  assert.equal(pages('userinfo')[0], '/api/userinfo');
  assert.equal(pages('delete_user')[0], '/guide/payloads/delete_user');
});

test('a question reaches the page whose heading asks it', () => {
  assert.equal(pages('メッセージが届かない')[0], '/faq');
});

test('a mixed-script word finds what its spaced form finds, both directions, letters and digits', () => {
  assert.deepEqual(pages('APIキー'), pages('API キー'));
  assert.deepEqual(pages('キーAPI'), pages('キー API'));
  assert.deepEqual(pages('429エラー'), pages('429 エラー'));
  assert.deepEqual(pages('エラー429'), pages('エラー 429'));
  assert.equal(pages('APIキー')[0], '/api/keys');
  assert.equal(pages('429エラー')[0], '/api/keys');
});

test('full-width, half-width and hiragana spellings find the katakana page', () => {
  assert.equal(pages('ｳｪﾌﾞﾌｯｸ')[0], '/guide/webhook');
  assert.equal(pages('ウエブフック')[0], '/guide/webhook');
  assert.equal(pages('ぷろふぃーる')[0], '/profiles');
  assert.equal(pages('たいかい')[0], '/introduction/withdraw');
});

test('the row marks the matched words where they are in its text', () => {
  const [row] = search(index, 'テスト送信', 8);
  const text = row.document.t;
  const marked = Object.values(row.metadata).flatMap(({t}) => t.position.map(([start, length]) => text.slice(start, start + length)));
  assert.ok(marked.includes('テスト'), JSON.stringify(marked));
  assert.ok(marked.includes('送信'), JSON.stringify(marked));
});

test('every row has a place to cut its snippet at, even one matched only by its URL', () => {
  const [row] = search(index, 'grant_profile', 8);
  assert.equal(row.document.u, '/api/grant_profile');
  assert.ok(Object.values(row.metadata).some(({t}) => t.position.length > 0));
});

test('a query of nothing but particles or punctuation finds nothing', () => {
  assert.deepEqual(pages('の は が'), []);
  assert.deepEqual(pages('- / _'), []);
});

test('a row that shows no passage of its page (its title) carries the page description, the query placed in it; a section row carries none', () => {
  const site = loadIndexFile(
    JSON.parse(
      JSON.stringify(
        buildIndexFile([
          [
            {i: 1, t: '会員登録', u: '/registration'},
            {i: 4, t: '配信', u: '/delivery'},
          ],
          [],
          [{i: 2, t: 'ソーシャルログインで会員を登録する流れです。', s: '会員登録', u: '/registration', p: 1}],
          [],
          [{i: 3, t: 'メッセージを配信します。', s: '配信', u: '/delivery', p: 4}],
        ]),
      ),
    ) as IndexFile,
  );
  const [title] = search(site, '会員登録', 1);
  assert.equal(title.page, false, 'the row is the page title');
  assert.equal(title.description?.t, 'ソーシャルログインで会員を登録する流れです。');
  assert.deepEqual(title.description?.metadata, {会員: {t: {position: [[10, 2]]}}, 登録: {t: {position: [[13, 2]]}}});
  const [section] = search(site, 'メッセージ', 1);
  assert.equal(section.description, undefined);
});
