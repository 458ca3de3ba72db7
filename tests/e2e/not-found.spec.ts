// The not-found page and hostile paths: Japanese text, a way back, a working search form.
import {test, expect} from '@playwright/test';
import {collectPageErrors, gotoHydrated} from './support/guards';

test('the not-found page links to the top page and searches', async ({page}) => {
  const response = await page.goto('/social-login/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('ページが見つかりません');
  await expect(page).toHaveTitle(/ページが見つかりません/);
  await page.getByRole('link', {name: 'トップページに戻る'}).click();
  await expect(page).toHaveURL(/\/$/);

  await gotoHydrated(page, '/no-such-page');
  await page.getByRole('searchbox', {name: 'ドキュメントを検索'}).fill('ID Token');
  await page.getByRole('button', {name: '検索', exact: true}).click();
  await expect(page).toHaveURL(/\/search\?q=ID\+Token$/);
  await expect(page.locator('#__docusaurus_skipToContent_fallback input[type="search"]')).toHaveValue('ID Token');
});

for (const path of ['/存在しないページ', '/message/%E3%81%AA%E3%81%97', '/foo%2Fbar', '/social-login%2F..%2Fsecret', '/#no-such-element']) {
  test(`hostile path ${path} renders without an uncaught error`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (!path.startsWith('/#')) await expect(page.locator('h1')).toHaveText('ページが見つかりません');
    expect(errors).toEqual([]);
  });
}
