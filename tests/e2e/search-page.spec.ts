// The site's own search page (src/theme/SearchPage): its count, its help when nothing matches, its
// landmarks and labels, the query and area kept in the URL, and its snippets, which come from a
// small texts file per page (plugins/search/contentTexts.ts) that the search worker downloads.
import {test, expect, type Page, type Route} from '@playwright/test';
import {axeViolations} from './support/axe';
import {collectPageErrors, gotoHydrated, gotoSettled} from './support/guards';
import {builtSearchIndex, postingsFiles, publishedSearchIndex, textsFiles} from './support/search-index';
import {docTitle} from './support/site';
import {prepareQuery, queryTerms, search} from '../../plugins/search/rank';
import {DocumentType} from '../../plugins/search/upstream/shapes';
import {recordWorkerCalls, type WorkerCall} from '../../scripts/search/worker-calls';
import {FIRST_SCREEN_ROWS, REQUEST_LIMIT} from '../../src/theme/SearchPage/resultCount';

// The all-areas index is the largest download and is parsed in a worker: allow for slow machines
// (20 s, as in search.spec.ts, was not enough beside the rest of the suite on two cores).
const SEARCH_TIMEOUT = {timeout: 40_000};
test.describe.configure({timeout: 60_000});

// The page's content (the layout's wrapper), so that only the landmark test depends on <main>.
const content = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback');
const status = (page: Page) => content(page).getByRole('status');
const items = (page: Page) => content(page).locator('article');

/** The number the summary gives, once the results are in. */
async function countSaid(page: Page, query: string): Promise<string> {
  const summary = new RegExp(`^「${query}」の検索結果：(\\d+)(ページ|件以上)$`);
  await expect(status(page)).toHaveText(summary, SEARCH_TIMEOUT);
  return summary.exec((await status(page).textContent())!)![1];
}

test('the count is the number of results listed', async ({page}) => {
  await page.goto('/search?q=JWKS&ctx=social-login');
  const count = await countSaid(page, 'JWKS');
  await expect(status(page)).toHaveText(/ページ$/);
  expect(Number(count)).toBeGreaterThan(0);
  expect(Number(count)).toBeLessThan(100);
  await expect(items(page)).toHaveCount(Number(count));
});

test('over 100 results: 100 listed, and the count says 100件以上', async ({page}) => {
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  expect(await countSaid(page, 'ログイン')).toBe('100');
  await expect(status(page)).toHaveText('「ログイン」の検索結果：100件以上');
  await expect(items(page)).toHaveCount(100);
});

test('nothing found: the query, a hint and the top page of each area', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/search?q=zzzzqqqxxxnomatch');
  await expect(status(page)).toHaveText('「zzzzqqqxxxnomatch」に一致するページは見つかりませんでした。', SEARCH_TIMEOUT);
  await expect(content(page)).toContainText('語句を減らすか、別の表記（カタカナや英字など）で検索してみてください。');
  const tops = ['/message/', '/social-login/', '/social-login/legacy/'];
  const links = content(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(tops.length);
  for (const [index, path] of tops.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', path);
    await expect(links.nth(index)).toHaveText(docTitle(path)!);
  }
  await expect(items(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const path of ['/search', '/search?q=JWKS']) {
  test(`${path}: one main landmark, and every control named`, async ({page}) => {
    // axe runs slowly on these machines (see accessibility.spec.ts).
    test.setTimeout(90_000);
    await gotoHydrated(page, path);
    if (path.includes('?q=')) await expect(items(page).first()).toBeVisible(SEARCH_TIMEOUT);
    const rules = [
      'landmark-one-main',
      'landmark-no-duplicate-main',
      'landmark-main-is-top-level',
      'landmark-unique',
      'select-name',
      'label',
      'heading-order',
      'page-has-heading-one',
    ];
    expect(await axeViolations(page, {rules})).toEqual([]);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(content(page).getByRole('searchbox', {name: '検索する語句'})).toBeVisible();
    await expect(content(page).getByRole('combobox', {name: '検索する範囲'})).toBeVisible();
  });
}

test('typing searches and keeps the query in the URL; the area selector sets ctx', async ({page}) => {
  await gotoHydrated(page, '/search');
  await content(page).getByRole('searchbox').fill('JWKS');
  await expect(page).toHaveURL(/[?&]q=JWKS(&|$)/);
  await countSaid(page, 'JWKS');
  await expect(page).toHaveTitle(/^「JWKS」の検索結果/);
  await content(page).getByRole('combobox').selectOption('message');
  await expect(page).toHaveURL(/[?&]ctx=message(&|$)/);
  await expect(page).toHaveURL(/[?&]q=JWKS(&|$)/);
  // JWKS is a social-login word: the message area has no page with it.
  await expect(status(page)).toHaveText('「JWKS」に一致するページは見つかりませんでした。', SEARCH_TIMEOUT);
  await content(page).getByRole('searchbox').fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(status(page)).toHaveText('');
});

// A bookmark or link with a query: the index download starts from the HTML (a preload the page's
// head script adds), not once the app has loaded, and the page's fetch takes that response.
for (const [search, index] of [
  ['q=JWKS&ctx=social-login', /^\/search-index-social-login-\w+\.json$/],
  ['q=JWKS&ctx=nowhere', /^\/search-index-\w+\.json$/],
] as const) {
  test(`opened as /search?${search}, the page downloads its index once, preloaded from the HTML`, async ({page}) => {
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (/\/search-index[^/]*\.json$/.test(new URL(request.url()).pathname)) indexes.push(new URL(request.url()).pathname);
    });
    await page.goto(`/search?${search}`);
    await countSaid(page, 'JWKS');
    expect(indexes).toEqual([expect.stringMatching(index)]);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/search-index'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators, 'how the index was requested').toEqual(['link']);
  });
}

test('opening /search without a query downloads no index; the first word typed does', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (request) => {
    if (/\/search-index[^/]*\.json$/.test(new URL(request.url()).pathname)) indexes.push(request.url());
  });
  await gotoSettled(page, '/search');
  expect(indexes, 'index requests before typing').toEqual([]);
  await content(page).getByRole('searchbox').fill('JWKS');
  await countSaid(page, 'JWKS');
  expect(indexes).toHaveLength(1);
});

// Snippets: the first screen of results waits for its own pages' texts files only, the rows below
// get theirs next (when there is a section row below, which takes a second answer), and a file
// that fails costs its rows the snippet, nothing else.
const snippet = 'p[class*="searchResultItemSummary"]';

/**
 * For each row the page lists for `query` in every area: whether it shows a snippet, the text of its
 * section or description, or the page's description that a title, keywords or heading row carries.
 */
function rowsWithSnippets(query: string): boolean[] {
  return search(builtSearchIndex(), query, REQUEST_LIMIT)
    .slice(0, 100)
    .map((row) => ((row.type === DocumentType.Content || row.type === DocumentType.Description) && row.document.t !== '') || row.description !== undefined);
}

/** Whether each row's snippet has its text (its place is kept empty until the text arrives). */
async function snippetsShown(page: Page): Promise<boolean[]> {
  return items(page).evaluateAll((articles, selector) => articles.map((article) => (article.querySelector(selector)?.textContent ?? '') !== ''), snippet);
}

test("the first screen of results waits for its pages' texts only; the rows below get theirs next", async ({page}) => {
  const expected = rowsWithSnippets('ログイン');
  const held: Route[] = [];
  const pages = new Set<string>();
  let holding = true;
  // The first screen's files are answered; any other is held until the first screen has shown.
  await page.route(textsFiles, async (route) => {
    pages.add(route.request().url());
    if (holding && pages.size > FIRST_SCREEN_ROWS) held.push(route);
    else await route.continue();
  });
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await expect(items(page)).toHaveCount(100, SEARCH_TIMEOUT);
  const first = await snippetsShown(page);
  expect(first.slice(0, FIRST_SCREEN_ROWS), "the first screen's snippets").toEqual(expected.slice(0, FIRST_SCREEN_ROWS));
  expect(first.slice(FIRST_SCREEN_ROWS).filter(Boolean).length, 'snippets below the first screen before their files came').toBeLessThan(
    expected.slice(FIRST_SCREEN_ROWS).filter(Boolean).length,
  );
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect.poll(() => snippetsShown(page), SEARCH_TIMEOUT).toEqual(expected);
});

test('a texts file that cannot be downloaded leaves its rows without a snippet: the results are all there', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.route(textsFiles, (route) => route.fulfill({status: 503}));
  await page.goto('/search?q=JWKS&ctx=social-login');
  const count = await countSaid(page, 'JWKS');
  await expect(status(page)).toHaveText(/ページ$/);
  await expect(items(page)).toHaveCount(Number(count));
  expect(await snippetsShown(page)).toContain(false);
  expect(errors).toEqual([]);
});

test('results whose rows below the first screen hold no section come in one answer', async ({page}) => {
  const rows = search(builtSearchIndex(), 'ログアウト', REQUEST_LIMIT);
  expect(
    rows.slice(FIRST_SCREEN_ROWS).filter((row) => row.type === DocumentType.Content),
    'a query with no section row below the first screen',
  ).toEqual([]);
  await page.addInitScript(recordWorkerCalls);
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A2%E3%82%A6%E3%83%88'); // ログアウト
  await expect(items(page)).toHaveCount(rows.length, SEARCH_TIMEOUT);
  // A second call would have been sent as the first answer came, before the rows rendered.
  const searches = await page.evaluate(() => (window as unknown as {workerCalls: WorkerCall[]}).workerCalls.filter((call) => call.method === 'search').length);
  expect(searches).toBe(1);
});

// Postings: the worker downloads the shards of the terms a query reaches, not the whole index's
// (plugins/search/postingShards.ts), and a shard it cannot download fails the search out loud.

test('a search downloads the postings shards of its terms, no others', async ({page}) => {
  const shards = new Set<number>();
  page.on('request', (request) => {
    if (postingsFiles.test(request.url())) shards.add(Number(/(\d+)\.json$/.exec(request.url())![1]));
  });
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await countSaid(page, 'ログイン');
  const published = publishedSearchIndex();
  const needed = published.search.missingShards(queryTerms(prepareQuery(published, 'ログイン')));
  expect(needed.length, 'the query reaches some shards, not all').toBeLessThan(published.search.shardCount);
  expect([...shards].sort((a, b) => a - b)).toEqual(needed.sort((a, b) => a - b));
});

test('a postings shard that cannot be downloaded says the search failed; the next search tries again', async ({page}) => {
  let failing = true;
  await page.route(postingsFiles, (route) => (failing ? route.fulfill({status: 503}) : route.continue()));
  await gotoHydrated(page, '/search?q=JWKS&ctx=social-login');
  await expect(status(page)).toHaveText('検索の索引を読み込めませんでした。接続を確かめてから、もう一度検索してください。', SEARCH_TIMEOUT);
  await expect(items(page)).toHaveCount(0);
  await expect(content(page).locator('.loading-ring, [class*="loadingRing"]')).toHaveCount(0);
  failing = false;
  await content(page).getByRole('searchbox').fill('JWKS ');
  await countSaid(page, 'JWKS ');
});
