// Route loading: a failed chunk during in-site navigation reloads the page at the target; prefetching
// is skipped on save-data connections; the progress bar waits 200 ms and has no spinner.
import {test, expect} from '@playwright/test';

test('a chunk that fails to load during navigation reloads the target page', async ({page}) => {
  // Save-data turns prefetching off, so the target's chunks are first requested by the preload
  // that navigation starts, and that is the request that fails.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  let failed = '';
  await page.route('**/assets/js/*.js', async (route) => {
    if (!failed) {
      failed = route.request().url();
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  await page.evaluate(() => ((window as {__beforeNavigation?: boolean}).__beforeNavigation = true));
  await page.locator('.navbar__items a.navbar__link[href="/message/"]').click();
  await expect(page).toHaveURL(/\/message\/$/);
  await expect(page.locator('article h1')).toHaveText('メッセージマネージャーの概要');
  expect(failed, 'a chunk request was failed').not.toBe('');
  // The page was reloaded: the marker set before the navigation is gone.
  expect(await page.evaluate(() => (window as {__beforeNavigation?: boolean}).__beforeNavigation)).toBeUndefined();
});

test('links are not prefetched on a save-data connection, and are otherwise', async ({browser}) => {
  for (const saveData of [true, false]) {
    const page = await browser.newPage({baseURL: test.info().project.use.baseURL});
    if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const prefetched = await page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);
    if (saveData) expect(prefetched).toBe(0);
    else expect(prefetched).toBeGreaterThan(0);
    await page.close();
  }
});

test('a slow navigation shows the progress bar only after 200 ms, and no spinner', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hold every chunk of the target route for 1.5 s, so the navigation is slow for certain.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate(() => {
    const w = window as {__barShownAt?: number};
    new MutationObserver(() => {
      if (w.__barShownAt === undefined && document.getElementById('nprogress')) w.__barShownAt = performance.now();
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  const link = page.locator('.navbar__items a.navbar__link[href="/message/"]');
  const clickedAt = await link.evaluate((a) => {
    (a as HTMLElement).click();
    return performance.now();
  });
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  // nprogress's role="bar" is no ARIA role (src/clientModules/progressBarRoles.ts).
  await expect(page.locator('#nprogress [role]')).toHaveCount(0);
  const shownAt = await page.evaluate(() => (window as {__barShownAt?: number}).__barShownAt);
  expect(shownAt! - clickedAt, 'ms from click to progress bar').toBeGreaterThanOrEqual(200);
  // The old page stays until the target is ready; then the bar goes away.
  await expect(page.locator('article h1')).toHaveText('メッセージマネージャーの概要');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
