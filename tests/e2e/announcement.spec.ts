// The announcement bar stays dismissed after a reload; a new announcement id shows it again.
import {test, expect} from '@playwright/test';
import {gotoHydrated} from './support/guards';
import {announcementBar} from '../../src/config/announcement';

const bar = '.theme-announcement-bar';

test('dismissed stays dismissed; a new id shows the bar again', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(page.locator(bar)).toBeVisible();
  await page.locator(`${bar} button[aria-label="閉じる"]`).click();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator(bar)).toHaveCount(0);

  // The site stores the id it last showed (namespaced keys under future.v4). Pretend the reader
  // dismissed an older announcement: the current one must appear again.
  const idKey = await page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id')));
  expect(idKey, 'the announcement id is stored').toBeTruthy();
  expect(await page.evaluate((key) => localStorage.getItem(key), idKey!)).toBe(announcementBar.id);
  await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), idKey!);
  await page.reload();
  await expect(page.locator(bar)).toBeVisible();
});
