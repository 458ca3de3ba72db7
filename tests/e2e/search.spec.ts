// The navbar search and the /search page of @easyops-cn/docusaurus-search-local.
import {test, expect, type Page} from '@playwright/test';

// The all-areas index is the largest download and is parsed in a worker: allow for slow machines.
const SEARCH_TIMEOUT = {timeout: 20_000};
import fs from 'node:fs';
import path from 'node:path';
import {collectPageErrors, gotoHydrated, gotoSettled, hydrated} from './support/guards';
import {layoutShift, trackLayoutShift} from './support/layout-shift';
import {postingsFiles, textsFiles} from './support/search-index';
import {indexFormat} from '../../plugins/search/searchIndex';
import {buildDir} from '../../src/lib/siteDirs';

const searchBox = (page: Page) => page.locator('.navbar__items--right input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
// What the bar's row and the search page say when the index cannot be downloaded.
const LOAD_FAILED = '検索の索引を読み込めませんでした';
const indexRequest = /search-index[^/]*\.json/;

test('the index loads on first focus, not before', async ({page}) => {
  const requests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (indexRequest.test(request.url())) requests.push(request.url());
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await gotoSettled(page, '/social-login/');
  expect(requests, 'no index request before the reader touches the search box').toEqual([]);
  // No page script carries a search engine: lunr (the search bar reads the site's options, not the plugin's generated constants) or the site's own.
  const withEngine = scripts.filter((file) =>
    new RegExp(`Pipeline\\.registerFunction|${indexFormat}`).test(fs.readFileSync(path.join(buildDir, file), 'utf8')),
  );
  expect(withEngine, 'scripts with a search engine loaded before the first focus').toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  // One index per area: a social-login page loads the social-login index only.
  expect(requests.every((url) => /search-index-social-login-[^/]+\.json$/.test(url))).toBe(true);
});

test("a box focused before the app starts loads its area's index, not every area's", async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (indexRequest.test(request.url())) requests.push(new URL(request.url()).pathname);
  });
  // The app's script waits until the reader has focused the box, as on a slow phone.
  let release = () => {};
  const focused = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await focused;
    await route.continue();
  });
  await page.goto('/message/', {waitUntil: 'commit'});
  await searchBox(page).focus();
  release();
  await hydrated(page);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(
    requests.every((url) => /search-index-message-[^/]+\.json$/.test(url)),
    requests.join(', '),
  ).toBe(true);
});

test('the index also loads on first hover', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (indexRequest.test(request.url())) requests.push(request.url());
  });
  await gotoSettled(page, '/message/');
  expect(requests).toEqual([]);
  await searchBox(page).hover();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('an index that cannot be downloaded: the bar says so in one row that opens the search page, and the next keystroke tries again', async ({page}) => {
  const errors = collectPageErrors(page);
  let failing = true;
  await page.route(indexRequest, (route) => (failing ? route.fulfill({status: 503}) : route.continue()));
  await gotoHydrated(page, '/social-login/');
  await searchBox(page).fill('JWKS');
  const options = suggestions(page);
  await expect(options).toHaveCount(1, SEARCH_TIMEOUT);
  await expect(options).toContainText(LOAD_FAILED);
  await expect(page.locator('.navbar__search [class*="searchIndexLoading"]'), 'no spinner left turning').toHaveCount(0);
  failing = false;
  await searchBox(page).press('End');
  await searchBox(page).pressSequentially(' ');
  await expect(options.first()).not.toContainText(LOAD_FAILED, SEARCH_TIMEOUT);
  await expect(options.locator('mark', {hasText: 'JWKS'}).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("the failure row of the bar opens the search page for the query in the page's area", async ({page}) => {
  await page.route(indexRequest, (route) => route.fulfill({status: 503}));
  await gotoHydrated(page, '/social-login/');
  await searchBox(page).fill('JWKS');
  await suggestions(page).filter({hasText: LOAD_FAILED}).click(SEARCH_TIMEOUT);
  await expect(page).toHaveURL(/\/search\?q=JWKS&ctx=social-login$/);
  await expect(page.locator('main').getByRole('status')).toContainText(LOAD_FAILED, SEARCH_TIMEOUT);
});

test("the link under the bar's rows opens the search page in the page's area, or outside it when the area has nothing", async ({page}) => {
  await gotoHydrated(page, '/message/');
  await searchBox(page).fill('ログイン');
  const footer = page.locator('.navbar__search [role="listbox"] a');
  await expect(footer).toHaveText('「メッセージ」のすべての結果を見る', SEARCH_TIMEOUT);
  await footer.click();
  await expect(page).toHaveURL(/\/search\?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3&ctx=message$/);
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);

  await gotoHydrated(page, '/message/');
  await searchBox(page).fill('JWKS');
  await expect(footer).toHaveText('「メッセージ」以外のすべての結果を見る', SEARCH_TIMEOUT);
  await expect(suggestions(page)).toHaveCount(0);
  await footer.click();
  await expect(page).toHaveURL(/\/search\?q=JWKS$/);
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
});

test('suggestions show at most 8 hits', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('API');
  const shown = suggestions(page);
  await expect(shown.first()).toBeVisible(SEARCH_TIMEOUT);
  const count = await shown.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(8);
});

test('Ctrl+K focuses the search box', async ({page}) => {
  // The shortcut listens once the page is hydrated.
  await gotoHydrated(page, '/guidelines');
  await page.locator('article h1').click();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('Cmd+K focuses the search box where the browser reports a Mac', async ({browser}) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'}));
  await gotoHydrated(page, `${test.info().project.use.baseURL}/guidelines`);
  await page.locator('article h1').click();
  await page.keyboard.press('Meta+k');
  await expect(searchBox(page)).toBeFocused();
  await context.close();
});

test('the search page takes q and shows results', async ({page}) => {
  await page.goto('/search?q=ID%20Token');
  await expect(page.locator('#__docusaurus_skipToContent_fallback input[type="search"]')).toHaveValue('ID Token');
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
});

test('the search page says so in Japanese when nothing matches', async ({page}) => {
  await page.goto('/search?q=zzzzqqqxxxnomatch');
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText('一致するページは見つかりませんでした', SEARCH_TIMEOUT);
});

test('the search page takes ctx and version', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/search?q=API&ctx=message&version=');
  await expect(page.locator('#context-selector')).toHaveValue('message');
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
  expect(errors).toEqual([]);
});

for (const query of [
  'q=<script>window.__xss=1</script>',
  'q=%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D1%22%3E',
  `q=${'長い検索語'.repeat(60)}${'a'.repeat(1500)}`,
  'q=API&ctx=%3Cscript%3E',
  'q=API&ctx=no-such-area',
  'q=API&version=no-such-version',
  'q=API&version=%3Cscript%3E',
]) {
  test(`hostile query ${query.slice(0, 40)} renders as text and throws nothing`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(`/search?${query}`);
    await expect(page.locator('#__docusaurus_skipToContent_fallback h1').first()).toBeVisible();
    await expect(page.locator('#__docusaurus_skipToContent_fallback input[type="search"]')).toBeVisible();
    expect(await page.evaluate(() => (window as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("the search worker is the site's, and no bundle carries lunr", () => {
  const dir = path.join(buildDir, 'assets', 'js');
  const bundles = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  // The index format name is in the worker (plugins/search/searchIndex.ts) and in no other bundle.
  expect(bundles.filter((text) => text.includes(indexFormat))).toHaveLength(1);
  expect(
    bundles.filter((text) => text.includes('Pipeline.registerFunction')),
    'bundles with lunr',
  ).toEqual([]);
});

test('Japanese, full-width and punctuated queries find their page', async ({page}) => {
  await page.goto('/search?q=%EF%BC%A1%EF%BC%B0%EF%BC%A9%E3%82%AD%E3%83%BC'); // ＡＰＩキー
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
  await page.goto('/search?q=x-socialplus-signature');
  await expect(page.locator('article[class*="searchResultItem"] a[href*="webhook-references"]').first()).toBeVisible(SEARCH_TIMEOUT);
});

test('the glossary and its entries are found by the site search', async ({page}) => {
  await page.goto('/search?q=%E7%94%A8%E8%AA%9E%E9%9B%86'); // 用語集
  await expect(page.locator('article[class*="searchResultItem"] a[href="/glossary"]').first()).toBeVisible(SEARCH_TIMEOUT);
  // A term is a heading of the glossary, so the search links straight to its entry.
  await page.goto('/search?q=%E3%83%81%E3%83%A3%E3%83%8D%E3%83%AB%E3%82%A2%E3%82%AF%E3%82%BB%E3%82%B9%E3%83%88%E3%83%BC%E3%82%AF%E3%83%B3'); // チャネルアクセストークン
  await expect(page.locator('article[class*="searchResultItem"] a[href^="/glossary#"]').first()).toBeVisible(SEARCH_TIMEOUT);
});

test('each area searches its own pages: no one-time-token page in the OpenID Connect area', async ({page}) => {
  const legacyResults = page.locator('article[class*="searchResultItem"] h2 a[href^="/social-login/legacy"]');
  await page.goto('/search?q=%E3%83%AF%E3%83%B3%E3%82%BF%E3%82%A4%E3%83%A0%E3%83%88%E3%83%BC%E3%82%AF%E3%83%B3&ctx=social-login/legacy'); // ワンタイムトークン
  await expect(legacyResults.first()).toBeVisible(SEARCH_TIMEOUT);
  await page.goto('/search?q=%E3%83%AF%E3%83%B3%E3%82%BF%E3%82%A4%E3%83%A0%E3%83%88%E3%83%BC%E3%82%AF%E3%83%B3&ctx=social-login');
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
  await expect(legacyResults).toHaveCount(0);
});

// The index files hold no term positions: the worker finds them in the rows it returns
// (plugins/search/rank.ts), and the snippets mark the matched words.
test('suggestions and search results mark the matched words in their snippets', async ({page}) => {
  const errors = collectPageErrors(page);
  await gotoHydrated(page, '/social-login/');
  await searchBox(page).fill('署名');
  const marks = suggestions(page).locator('mark', {hasText: '署名'});
  await expect(marks.first()).toBeVisible(SEARCH_TIMEOUT);
  await page.goto('/search?q=%E7%BD%B2%E5%90%8D&ctx=social-login'); // 署名
  const summaryMarks = page.locator('article[class*="searchResultItem"] p[class*="searchResultItemSummary"] mark');
  await expect(summaryMarks.first()).toHaveText('署名', SEARCH_TIMEOUT);
  expect(errors).toEqual([]);
});

// A section's passage comes from a small file per page (plugins/search/contentTexts.ts): the bar
// draws its rows without waiting for those files, and each passage fills its line when it comes.
test('a query typed before its index came: the worker starts on it as the index comes, before the bar can ask, and downloads its postings once', async ({
  page,
}) => {
  const postings: string[] = [];
  page.on('request', (request) => {
    if (postingsFiles.test(request.url())) postings.push(request.url());
  });
  // The index waits until the query is typed; the dropdown's script (autocomplete.js, the one
  // script with Zepto in it) waits until the test lets it go, so the bar cannot search before.
  let releaseIndex = () => {};
  const typed = new Promise<void>((resolve) => (releaseIndex = resolve));
  await page.route(indexRequest, async (route) => {
    await typed;
    await route.continue();
  });
  let releaseDropdown = () => {};
  const dropdownHeld = new Promise<void>((resolve) => (releaseDropdown = resolve));
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Zepto')) await dropdownHeld;
    await route.fulfill({response});
  });
  await gotoHydrated(page, '/message/');
  await searchBox(page).fill('ログイン');
  releaseIndex();
  await expect.poll(() => postings.length, {message: "the query's postings, downloaded before the bar has its dropdown", ...SEARCH_TIMEOUT}).toBeGreaterThan(0);
  releaseDropdown();
  await expect(suggestions(page).first()).toBeVisible(SEARCH_TIMEOUT);
  expect(postings.length, 'each postings file once').toBe(new Set(postings).size);
});

test("the bar draws its rows before their sections' passages arrive, and the rows stay in place when the passages fill in", async ({page}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(textsFiles, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/message/');
  await searchBox(page).fill('ログイン');
  const options = suggestions(page);
  await expect(options.first()).toBeVisible(SEARCH_TIMEOUT);
  const passages = options.locator('[class*="hitTitle"]');
  const drawn = async () => ({
    paths: await options.locator('[class*="hitPath"]').allTextContents(),
    boxes: await passages.evaluateAll((lines) => lines.map((line) => JSON.stringify(line.getBoundingClientRect()))),
  });
  const before = await drawn();
  expect((await passages.allTextContents()).filter((text) => text === '').length, 'rows waiting for their passage').toBeGreaterThan(0);
  release();
  await expect(async () => expect((await passages.allTextContents()).filter((text) => text === '')).toEqual([])).toPass(SEARCH_TIMEOUT);
  await expect(passages.locator('mark', {hasText: 'ログイン'}).first()).toBeVisible();
  const after = await drawn();
  expect(after.boxes, 'where each passage line is').toEqual(before.boxes);
  expect(after.paths, 'the rows').toEqual(before.paths);
});

test('the search page does not shift as its results arrive', async ({page}) => {
  // A phone-sized view, as Lighthouse's mobile run: the results fill more than the screen.
  await page.setViewportSize({width: 412, height: 823});
  await trackLayoutShift(page);
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible(SEARCH_TIMEOUT);
  expect(await layoutShift(page), 'cumulative layout shift').toBeLessThan(0.1);
});

// A reader's hiragana typed before conversion and English find what the Japanese forms find, in
// the production build's index (readings found at build time, the glossary's English).
for (const [typed, japanese] of [
  ['かいいんとうろく', '会員登録'],
  ['こうかいかぎ', '公開鍵'],
  ['rate limit', 'レート制限'],
  ['idempotency', '冪等性'],
] as const) {
  test(`${typed} finds on the search page what ${japanese} finds`, async ({page}) => {
    const links = page.locator('article[class*="searchResultItem"] h2 a');
    const firstLinks = async (query: string) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(links.first()).toBeVisible(SEARCH_TIMEOUT);
      return await links.evaluateAll((anchors) => anchors.slice(0, 5).map((anchor) => anchor.getAttribute('href')!.replace(/\?.*$/, '')));
    };
    expect(await firstLinks(typed)).toEqual(await firstLinks(japanese));
  });
}

test('every result on the search page shows a passage with the query marked, or the page description', async ({page}) => {
  await page.goto('/search?q=%E4%BC%9A%E5%93%A1%E7%99%BB%E9%8C%B2'); // 会員登録
  const results = page.locator('article[class*="searchResultItem"]');
  await expect(results.first()).toBeVisible(SEARCH_TIMEOUT);
  const summaries = results.locator('p[class*="searchResultItemSummary"]');
  await expect(summaries).toHaveCount(await results.count());
  // Rows below the first screen get their sections' texts in a second answer: wait for all.
  await expect(async () => expect((await summaries.allTextContents()).filter((text) => text.trim() === '')).toEqual([])).toPass(SEARCH_TIMEOUT);
  // The page named by its title shows its description, the query marked in it.
  await expect(results.first().locator('h2 a')).toHaveAttribute('href', /\/social-login\/introduction\/registration/);
  await expect(summaries.first().locator('mark').first()).toBeVisible();
});

test("the glossary page shows each term's English equivalents", async ({page}) => {
  await page.goto('/glossary');
  await expect(page.locator('h3#アクセストークン + p')).toHaveText('英語：access token');
});
