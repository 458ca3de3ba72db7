// The site's own search page (src/theme/SearchPage): its count, its help when nothing matches, its
// landmarks and labels, and the query and area kept in the URL.
import {test, expect, type Page} from '@playwright/test';
import {axeViolations} from './support/axe';
import {collectPageErrors, gotoHydrated, gotoSettled} from './support/guards';
import {docTitle} from './support/site';

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
    const rules = ['landmark-one-main', 'landmark-no-duplicate-main', 'landmark-main-is-top-level', 'landmark-unique', 'select-name', 'label', 'heading-order', 'page-has-heading-one'];
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
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/search-index')).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
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
