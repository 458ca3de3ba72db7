// With browser storage throwing on every call, pages still render and work.
import {test, expect} from '@playwright/test';
import {collectPageErrors, hydrated, switchToDark} from './support/guards';
import {failStorage} from './support/storage';

test.beforeEach(async ({page}) => {
  await failStorage(page);
});

for (const path of ['/', '/social-login/authentication/id_token', '/message/', '/glossary', '/search?q=API', '/slugger/', '/tags', '/blog/new-welcome']) {
  test(`${path} renders with storage failing`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

test('colour switch, announcement close and navigation work with storage failing', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await switchToDark(page);
  await page.locator('.theme-announcement-bar button[aria-label="閉じる"]').click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.locator('.navbar__items a.navbar__link[href="/message/"]').click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(errors).toEqual([]);
});
