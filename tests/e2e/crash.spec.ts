// Page crash screen and the base-URL banner, on a test-only variant build; the crash route is
// absent from the real build.
import {test, expect} from '@playwright/test';
import {buildVariant} from './support/variant-build';
import {serveStatic} from '../../scripts/lib/static-server';

test.describe.configure({mode: 'serial'});

let variant: Awaited<ReturnType<typeof serveStatic>>;
let misplaced: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dir = buildVariant();
  variant = await serveStatic(dir, '/variant/');
  misplaced = await serveStatic(dir, '/'); // the same build served at the wrong base URL
});

test.afterAll(async () => {
  await variant?.close();
  await misplaced?.close();
});

test('a crashing page shows the Japanese error screen, its cause chain, and recovers with Try again', async ({page}) => {
  await page.addInitScript(() => {
    window.__DOCS_CRASH__ = true;
  });
  await page.goto(`${variant.url}/variant/__e2e/crash`);
  await expect(page.locator('h1')).toHaveText('エラーが発生しました');
  await expect(page).toHaveTitle(/^ページエラー/);
  await expect(page.locator('.error-cause-chain')).toContainText('テスト用の描画エラー');
  await expect(page.locator('.error-cause-chain')).toContainText('原因：原因となった内部エラー');

  await page.evaluate(() => {
    window.__DOCS_CRASH__ = false;
  });
  await page.getByRole('button', {name: 'もう一度試してください'}).click();
  await expect(page.locator('#crash-test-recovered')).toBeVisible();
  await expect(page.locator('h1', {hasText: 'エラーが発生しました'})).toHaveCount(0);
});

test('a misconfigured base URL shows the Docusaurus banner with the suggested base URL', async ({page}) => {
  await page.goto(`${misplaced.url}/`);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('/variant/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/');
});

test('the crash route does not exist in the real build', async ({page}) => {
  const response = await page.goto('/__e2e/crash');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('ページが見つかりません');
});
