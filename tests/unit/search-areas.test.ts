// plugins/search/areas.ts: which area's index a page belongs in, as the search bar picks the area
// of the page a reader is on (search-plugin.test.ts writes the files of each area).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {areaOf, areaOfPath, ownPages} from '../../plugins/search/areas';
import type {SearchDocument} from '../../plugins/search/upstream/shapes';

const areas = ['message', 'social-login/legacy', 'social-login'];

test('areaOf: the area itself and every page under it, not a name that merely begins or ends like it', () => {
  assert.equal(areaOf('message', areas), 'message', "the area's own top page");
  assert.equal(areaOf('message/webhook/署名検証', areas), 'message');
  assert.equal(areaOf('messages', areas), undefined, 'a longer name is another folder');
  assert.equal(areaOf('message-api', areas), undefined);
  assert.equal(areaOf('guide/message', areas), undefined, 'a folder of the same name deeper down');
  assert.equal(areaOf('', areas), undefined, "the site's top page");
  assert.equal(areaOf('message', []), undefined, 'a site without areas');
});

test('areaOf: the first configured area wins, even when a later one is deeper', () => {
  assert.equal(areaOf('social-login/legacy/faq', ['social-login', 'social-login/legacy']), 'social-login');
  assert.equal(areaOf('social-login/legacy/faq', ['social-login/legacy', 'social-login']), 'social-login/legacy');
  assert.equal(areaOf('social-login/legacy', areas), 'social-login/legacy');
});

test('ownPages: each kind keeps the pages of the area only, read from the URL after the base URL with or without a final slash', () => {
  const page = (i: number, u: string): SearchDocument => ({i, t: `ページ${i}`, u});
  const documents = [
    [
      page(1, '/ja/message/'),
      page(2, '/ja/message/api/v2/'),
      page(3, '/ja/social-login/legacy/faq'),
      page(4, '/ja/social-login/setup/'),
      page(5, '/ja/'),
      page(6, '/ja/messages/'),
    ],
    [],
    [page(7, '/ja/message'), page(8, '/ja/social-login/')],
  ];
  const urls = (area: string) => ownPages(documents, area, areas, '/ja/').map((kind) => kind.map(({u}) => u));
  assert.deepEqual(urls('message'), [['/ja/message/', '/ja/message/api/v2/'], [], ['/ja/message']]);
  assert.deepEqual(urls('social-login'), [['/ja/social-login/setup/'], [], ['/ja/social-login/']], 'not the pages of social-login/legacy');
  assert.deepEqual(urls('social-login/legacy'), [['/ja/social-login/legacy/faq'], [], []]);
});

test('ownPages: the base URL is cut by its length, so a site at the root reads the same paths', () => {
  const documents = [
    [
      {i: 1, t: 'Webhook', u: '/message/webhook/'},
      {i: 2, t: 'トップ', u: '/'},
    ],
  ];
  assert.deepEqual(ownPages(documents, 'message', areas, '/'), [[{i: 1, t: 'Webhook', u: '/message/webhook/'}]]);
  assert.deepEqual(ownPages(documents, 'message', areas, '/docs/'), [[]], 'another base URL cuts other characters: no page is in message');
});

test('areaOfPath: a URL path under the base URL, with or without its trailing slash', () => {
  assert.equal(areaOfPath('/docs/message/', '/docs/', areas), 'message');
  assert.equal(areaOfPath('/docs/message/webhook', '/docs/', areas), 'message');
  assert.equal(areaOfPath('/docs/search', '/docs/', areas), undefined, 'a page outside every area');
  assert.equal(areaOfPath('/message/', '/docs/', areas), undefined, 'a path outside the base URL');
});
