// The /slugger/ tool: ids as the build makes them, links to copy, and a warning for duplicates.
import {test, expect} from '@playwright/test';
import {gotoHydrated} from './support/guards';

test('shows ids, links and duplicate warnings for typed headings', async ({page}) => {
  await gotoHydrated(page, '/slugger/');
  const input = page.getByLabel('見出し（1 行に 1 つ）');
  await input.fill(['ID Token の検証', 'E.164 形式', '🚀 はじめに', 'リクエスト', 'リクエスト'].join('\n'));
  const rows = page.getByTestId('slug-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0).locator('td').nth(1)).toContainText('id-token-の検証');
  await expect(rows.nth(1).locator('td').nth(1)).toContainText('e164-形式');
  await expect(rows.nth(2).locator('td').nth(1)).toContainText('-はじめに');
  await expect(rows.nth(4).locator('td').nth(1)).toContainText('リクエスト-1');
  await expect(rows.nth(4).getByRole('alert')).toContainText('4 行目');
  await expect(rows.nth(3).getByRole('alert')).toHaveCount(0);
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('[ID Token の検証](#id-token-の検証)');

  await page.getByLabel('リンク先のページ').selectOption('/social-login/authentication/id_token');
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('https://docs.socialplus.jp/social-login/authentication/id_token#id-token-の検証');
});

test('the id the tool gives is the id the built page has', async ({page}) => {
  await page.goto('/social-login/references/api/map');
  const built = await page.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => ({text: h.textContent.replace(/\u200b|#$/g, '').trim(), id: h.id})));
  expect(built.length).toBeGreaterThan(2);
  await gotoHydrated(page, '/slugger/');
  await page.getByLabel('見出し（1 行に 1 つ）').fill(built.map((h) => h.text).join('\n'));
  const ids = await page.getByTestId('slug-row').locator('td:nth-child(2) code').allTextContents();
  expect(ids).toEqual(built.map((h) => h.id));
});
