// The search page's snippets come from a small texts file per page (plugins/search/contentTexts.ts),
// downloaded by the search worker: the first screen of results waits for its own pages' files
// only, the rows below get theirs next (when there is a section row below, which takes a second
// answer), and a file that fails costs its rows the snippet, nothing else.
import {test, expect, type Page, type Route} from '@playwright/test';
import {collectPageErrors} from './support/guards';
import {readBuiltIndex} from '../../scripts/search/evaluation';
import {loadIndexFile} from '../../plugins/search/searchIndex';
import {search} from '../../plugins/search/rank';
import {DocumentType} from '../../plugins/search/upstream/shapes';
import {FIRST_SCREEN_ROWS, REQUEST_LIMIT} from '../../src/theme/SearchPage/resultCount';
import {buildDir} from './support/build-files';
import {recordWorkerCalls, type WorkerCall} from '../../scripts/search/worker-calls';

test.describe.configure({timeout: 60_000});
const SEARCH_TIMEOUT = {timeout: 40_000};
const texts = /\/search-texts-[0-9a-f]+\/\d+\.json$/;
const items = (page: Page) => page.locator('#__docusaurus_skipToContent_fallback article');
const snippet = 'p[class*="searchResultItemSummary"]';

/** For each row the page lists for `query` in every area: whether it shows a snippet (a section's or a description's text). */
function rowsWithSnippets(query: string): boolean[] {
  return search(loadIndexFile(readBuiltIndex(buildDir)), query, REQUEST_LIMIT)
    .slice(0, 100)
    .map((row) => (row.type === DocumentType.Content || row.type === DocumentType.Description) && row.document.t !== '');
}

async function snippetsShown(page: Page): Promise<boolean[]> {
  return items(page).evaluateAll((articles, selector) => articles.map((article) => article.querySelector(selector) !== null), snippet);
}

test('the first screen of results waits for its pages\' texts only; the rows below get theirs next', async ({page}) => {
  const expected = rowsWithSnippets('ログイン');
  const held: Route[] = [];
  const pages = new Set<string>();
  let holding = true;
  // The first screen's files are answered; any other is held until the first screen has shown.
  await page.route(texts, async (route) => {
    pages.add(route.request().url());
    if (holding && pages.size > FIRST_SCREEN_ROWS) held.push(route);
    else await route.continue();
  });
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await expect(items(page)).toHaveCount(100, SEARCH_TIMEOUT);
  const first = await snippetsShown(page);
  expect(first.slice(0, FIRST_SCREEN_ROWS), 'the first screen\'s snippets').toEqual(expected.slice(0, FIRST_SCREEN_ROWS));
  expect(first.slice(FIRST_SCREEN_ROWS).filter(Boolean).length, 'snippets below the first screen before their files came').toBeLessThan(expected.slice(FIRST_SCREEN_ROWS).filter(Boolean).length);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect.poll(() => snippetsShown(page), SEARCH_TIMEOUT).toEqual(expected);
});

test('a texts file that cannot be downloaded leaves its rows without a snippet: the results are all there', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.route(texts, (route) => route.fulfill({status: 503}));
  await page.goto('/search?q=JWKS&ctx=social-login');
  await expect(page.getByRole('status')).toHaveText(/^「JWKS」の検索結果：\d+ページ$/, SEARCH_TIMEOUT);
  const count = Number(/：(\d+)ページ/.exec((await page.getByRole('status').textContent())!)![1]);
  await expect(items(page)).toHaveCount(count);
  expect(await snippetsShown(page)).toContain(false);
  expect(errors).toEqual([]);
});

test('results whose rows below the first screen hold no section come in one answer', async ({page}) => {
  const rows = search(loadIndexFile(readBuiltIndex(buildDir)), 'ログアウト', REQUEST_LIMIT);
  expect(rows.slice(FIRST_SCREEN_ROWS).filter((row) => row.type === DocumentType.Content), 'a query with no section row below the first screen').toEqual([]);
  await page.addInitScript(recordWorkerCalls);
  await page.goto('/search?q=%E3%83%AD%E3%82%B0%E3%82%A2%E3%82%A6%E3%83%88'); // ログアウト
  await expect(items(page)).toHaveCount(rows.length, SEARCH_TIMEOUT);
  // A second call would have been sent as the first answer came, before the rows rendered.
  const searches = await page.evaluate(() => (window as unknown as {workerCalls: WorkerCall[]}).workerCalls.filter((call) => call.method === 'search').length);
  expect(searches).toBe(1);
});
