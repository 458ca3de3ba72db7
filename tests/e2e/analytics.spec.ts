// Page views go to Google Analytics on every change of path, query or hash, IP anonymisation off.
// The network is closed: gtag.js is answered by a stub, and the calls are read from window.dataLayer.
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated} from './support/guards';
import {gtagCalls, stubGtag} from './support/analytics';

async function pageViews(page: Page): Promise<string[]> {
  const calls = await gtagCalls(page);
  const views: string[] = [];
  calls.forEach((call, index) => {
    if (call[0] === 'event' && call[1] === 'page_view') {
      const path = calls
        .slice(0, index)
        .reverse()
        .find((c) => c[0] === 'set' && c[1] === 'page_path');
      views.push(String(path?.[2]));
    }
  });
  return views;
}

test.beforeEach(async ({page}) => {
  await stubGtag(page);
});

test('the tag is configured with IP anonymisation off', async ({page}) => {
  await page.goto('/');
  const calls = await gtagCalls(page);
  const config = calls.find((call) => call[0] === 'config');
  expect(config?.[1]).toMatch(/^G-/);
  expect(config?.[2] ?? {}).not.toHaveProperty('anonymize_ip', true);
});

test('a page view is sent on each change of path, query and hash', async ({page}) => {
  // Clicks before hydration are plain page loads, which send no page_view of their own here.
  await gotoHydrated(page, '/');
  expect(await pageViews(page)).toEqual([]);

  // Path: an in-site link.
  await page.locator('.navbar__items a.navbar__link[href="/message/"]').click();
  await expect(page).toHaveURL(/\/message\/$/);
  await expect.poll(() => pageViews(page)).toEqual(['/message/']);

  // Hash: a table-of-contents link on a page with headings.
  await gotoHydrated(page, '/social-login/references/api/map');
  const before = (await pageViews(page)).length;
  const tocLink = page.locator('.table-of-contents a').first();
  const hash = (await tocLink.getAttribute('href'))!;
  await tocLink.click();
  await expect.poll(async () => (await pageViews(page)).slice(before)).toEqual([`/social-login/references/api/map${encodeURI(hash)}`]);

  // Query: the search page writes what the reader types into ?q=.
  await gotoHydrated(page, '/search');
  const start = (await pageViews(page)).length;
  await page.locator('#__docusaurus_skipToContent_fallback input[type="search"]').fill('API');
  await expect.poll(async () => (await pageViews(page)).slice(start).at(-1)).toBe('/search?q=API');
});
