// plugins/search/rank.ts, one part of the rank at a time: each test builds a site of a few pages
// that differ in that part only, so the order shows what the part does (the top of rank.ts lists
// the parts). search-rank.test.ts holds the reader's view of a mixed site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {search} from '../../plugins/search/rank';
import {buildIndexFile, loadIndexFile, type IndexFile, type LoadedIndex} from '../../plugins/search/searchIndex';
import {DocumentType, type SearchDocument} from '../../plugins/search/upstream/shapes';

type PageSpec = {url: string; title: string; body?: string[]; keywords?: string; headings?: string[]; description?: string};

/** A loaded index of these pages, as the worker gets it (through JSON). */
function site(pages: PageSpec[]): LoadedIndex {
  const kinds: SearchDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const spec of pages) {
    const p = (id += 1);
    kinds[DocumentType.Title].push({i: p, t: spec.title, u: spec.url});
    for (const heading of spec.headings ?? []) kinds[DocumentType.Heading].push({i: (id += 1), t: heading, u: spec.url, h: `#h${id}`, p});
    if (spec.description) kinds[DocumentType.Description].push({i: (id += 1), t: spec.description, u: spec.url, p});
    if (spec.keywords) kinds[DocumentType.Keywords].push({i: (id += 1), t: spec.keywords, s: spec.title, u: spec.url, p});
    for (const text of spec.body ?? []) kinds[DocumentType.Content].push({i: (id += 1), t: text, s: spec.title, u: spec.url, p});
  }
  return loadIndexFile(JSON.parse(JSON.stringify(buildIndexFile(kinds))) as IndexFile);
}

const urls = (index: LoadedIndex, query: string, limit = 8) => search(index, query, limit).map((row) => row.document.u);

// Pages that only fill the index, so that the words of a test are rare or common as it needs.
const filler = (n: number, text: string): PageSpec[] => Array.from({length: n}, (_, i) => ({url: `/filler/${i}`, title: `その他 ${i}`, body: [text]}));

test('coverage first: a page with every word of the query in its body ranks above one with only the rarer word, in its title', () => {
  const index = site([
    {url: '/title-only', title: '署名', body: ['ほかの話題です。']},
    {url: '/both', title: '設定', body: ['署名を検証します。']},
    ...filler(6, '検証の手順です。'),
  ]);
  assert.deepEqual(urls(index, '署名 検証').slice(0, 2), ['/both', '/title-only']);
});

test('a rare word weighs more: of two pages with one word each, the one with the rarer word ranks first', () => {
  const index = site([
    {url: '/common', title: '甲', body: ['通知の説明です。']},
    {url: '/rare', title: '乙', body: ['暗号の説明です。']},
    ...filler(6, '通知が届きます。'),
  ]);
  assert.deepEqual(urls(index, '通知 暗号').slice(0, 2), ['/rare', '/common']);
});

test('where the word is, all else equal: title, then keywords, then a heading, then body text only', () => {
  const index = site([
    {url: '/body', title: 'D', body: ['リッチメニューの話。']},
    {url: '/heading', title: 'C', headings: ['リッチメニュー'], body: ['リッチメニューの話。']},
    {url: '/keywords', title: 'B', keywords: 'リッチメニュー', body: ['リッチメニューの話。']},
    {url: '/title', title: 'リッチメニュー', body: ['リッチメニューの話。']},
  ]);
  assert.deepEqual(urls(index, 'リッチメニュー'), ['/title', '/keywords', '/heading', '/body']);
});

test('the whole query as a heading ranks that page above one with the same words in separate headings', () => {
  const index = site([
    {url: '/apart', title: 'A', headings: ['送信の前に', '予約について'], body: ['送信と予約。']},
    {url: '/named', title: 'B', headings: ['予約送信'], body: ['送信と予約。']},
  ]);
  assert.deepEqual(urls(index, '予約送信'), ['/named', '/apart']);
});

test('a query that ends in とは or について names the page of its subject', () => {
  const index = site([
    {
      url: '/mentions',
      title: '導入の手順',
      body: ['ソーシャルPLUS ID を保存します。ソーシャルPLUS ID は 40 文字です。'],
      headings: ['ソーシャルPLUS ID の保存'],
    },
    {url: '/glossary', title: '用語集', headings: ['ソーシャルPLUS ID'], body: ['ユーザーを表す ID です。']},
  ]);
  for (const query of ['ソーシャルPLUS IDとは', 'ソーシャルPLUS IDについて']) assert.equal(urls(index, query)[0], '/glossary', query);
});

test('a query that is part of a title counts for that page over one that only mentions the words', () => {
  const index = site([
    {url: '/mention', title: '概要', body: ['配信状況の確認ができます。'], headings: ['確認の方法']},
    {url: '/titled', title: '配信状況の確認と再送', body: ['手順です。']},
  ]);
  assert.equal(urls(index, '配信状況の確認')[0], '/titled');
});

test('all else equal, the page higher in the site comes first', () => {
  const index = site([
    {url: '/message/api/deep/page', title: '送信', body: ['送信します。']},
    {url: '/message/', title: '送信', body: ['送信します。']},
  ]);
  assert.deepEqual(urls(index, '送信'), ['/message/', '/message/api/deep/page']);
});

test('the word being typed is looked up as a prefix; a finished word, a number or one letter is not', () => {
  const index = site([
    {url: '/profile', title: 'プロフィール', body: ['プロフィールを取得します。']},
    {url: '/errors', title: 'エラー', body: ['404 が返ります。']},
    {url: '/webhook', title: 'Webhook', body: ['webhook を受け取ります。']},
  ]);
  assert.deepEqual(urls(index, 'プロフ'), ['/profile']);
  assert.deepEqual(urls(index, 'プロフ '), [], 'a space after the word: the reader finished it');
  assert.deepEqual(urls(index, '40'), [], 'digits are not expanded (40 would find 404, 4000 …)');
  assert.deepEqual(urls(index, 'w'), [], 'one letter is not expanded');
  assert.deepEqual(urls(index, 'webh'), ['/webhook']);
  assert.deepEqual(urls(index, 'webhook プロフ').sort(), ['/profile', '/webhook'], 'the last word is being typed');
  assert.deepEqual(urls(index, 'プロフ webhook'), ['/webhook'], 'an earlier word is finished');
});

test('one typo is forgiven in a long Latin word only', () => {
  const index = site([
    {url: '/webhook', title: 'Webhook', body: ['webhook を受け取ります。']},
    {url: '/token', title: 'トークン', body: ['token を取得します。']},
  ]);
  assert.deepEqual(urls(index, 'webhok '), ['/webhook']);
  assert.deepEqual(urls(index, 'tokn '), [], 'a word of four letters must be exact');
});

test('a Latin word the index lacks is found as two words it has', () => {
  const index = site([
    {url: '/id', title: 'PLUS ID の形式', body: ['plus と id の話。']},
    {url: '/other', title: '別のページ', body: ['plus だけ。']},
  ]);
  assert.equal(urls(index, 'plusid ')[0], '/id');
  assert.deepEqual(urls(index, 'xyzid '), [], 'only when both halves are words of the index');
});

test('a row is the entry that holds the most of the query; the title row has no page, other rows name their page', () => {
  const index = site([{url: '/limits', title: '送信の上限', headings: ['1 日の上限'], body: ['送信の上限は 1 分あたりの回数で決まります。']}]);
  const [titleRow] = search(index, '送信の上限', 8);
  assert.equal(titleRow.type, DocumentType.Title);
  assert.equal(titleRow.page, false);
  const [sectionRow] = search(index, '上限 回数', 8);
  assert.equal(sectionRow.type, DocumentType.Content, 'only the section holds both words');
  assert.equal(sectionRow.page && sectionRow.page.t, '送信の上限');
  assert.deepEqual(sectionRow.tokens, ['上限', '回数']);
  assert.deepEqual(Object.keys(sectionRow.metadata).sort(), ['上限', '回数']);
});

test('rows are cut at `limit` and come from different pages', () => {
  const index = site(filler(12, '共通の言葉です。'));
  const rows = search(index, '共通', 5);
  assert.equal(rows.length, 5);
  assert.equal(new Set(rows.map((row) => row.document.u)).size, 5);
});

test('relevance by kind of entry: a word in a page description counts more than the same word in body text', () => {
  const index = site([
    {url: '/body', title: '甲', body: ['二段階認証を設定します。']},
    // One level deeper, so that only relevance can put it first (entries of all kinds tie otherwise).
    {url: '/x/described', title: '乙', description: '二段階認証を設定します。'},
  ]);
  assert.deepEqual(urls(index, '二段階認証'), ['/x/described', '/body']);
});

test('depth counts the path segments of a page, not its characters or slashes', () => {
  const index = site([
    {url: '/a/b', title: '送信', body: ['送信します。']},
    {url: '/abcdefgh/', title: '送信', body: ['送信します。']},
  ]);
  assert.deepEqual(urls(index, '送信'), ['/abcdefgh/', '/a/b']);
});

test('a word in a heading counts for its page beyond relevance, even against a much shallower page', () => {
  const deep = `/${'d/'.repeat(29)}heading`;
  const index = site([
    {url: '/body', title: '甲', body: ['二段階認証の設定']},
    // Not the whole query, which would name the page as a phrase.
    {url: deep, title: '乙', headings: ['二段階認証の設定']},
  ]);
  assert.deepEqual(urls(index, '二段階認証'), [deep, '/body']);
});

test('only a title that holds the whole query counts; a longer heading that holds it does not', () => {
  const index = site([
    {url: '/x/y/holds', title: 'A', headings: ['予約送信の上限と取り消し'], body: ['ほかの話。']},
    {url: '/apart', title: 'B', headings: ['送信の予約'], body: ['ほかの話。']},
  ]);
  assert.deepEqual(urls(index, '予約送信'), ['/apart', '/x/y/holds']);
});

test('a split into two words needs a Latin word of four letters or more; the head may be two letters', () => {
  const index = site([
    {url: '/id', title: 'PLUS ID', body: ['plus と id の話。']},
    {url: '/numbers', title: '番号', body: ['12 と 34 の話。']},
  ]);
  assert.equal(urls(index, 'idplus ')[0], '/id');
  assert.deepEqual(urls(index, '1234 '), [], 'digits are never split');
});

test('a typed word of two letters is already a prefix', () => {
  const index = site([
    {url: '/webhook', title: 'Webhook', body: ['webhook を受け取ります。']},
    {url: '/token', title: 'トークン', body: ['token を取得します。']},
  ]);
  assert.deepEqual(urls(index, 'we'), ['/webhook']);
});

test("a row's marks: each matched word where it is, or the start of the text when the row matched through its URL only", () => {
  const index = site([{url: '/api/grant_profile', title: 'プロフィールの付与', body: ['付与の手順。']}]);
  const [row] = search(index, 'grant_profile ', 8);
  assert.equal(row.type, DocumentType.Title);
  assert.deepEqual(row.metadata, {'': {t: {position: [[0, 0]]}}});
  const [marked] = search(index, '付与', 8);
  assert.deepEqual(marked.metadata, {付与: {t: {position: [[7, 2]]}}});
});

test('the row of a page: of entries that hold as much of the query, the title before a section, then the more relevant section', () => {
  const index = site([{url: '/p', title: '退会', body: ['退会の前に確かめること。退会後は戻せません。', '退会']}]);
  assert.equal(search(index, '退会', 8)[0].type, DocumentType.Title);
  const sections = site([{url: '/q', title: '手続き', body: ['長い説明の中に一度だけ退会という語があり、ほかの語がたくさん続く節です。', '退会']}]);
  assert.equal(search(sections, '退会', 8)[0].document.t, '退会', 'the short section holds the word more densely');
});
