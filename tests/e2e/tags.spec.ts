// The tag index lists the 12 tags and every tag page lists at least three pages.
import {test, expect} from '@playwright/test';
import {routes} from './support/site';

const tagRoutes = routes.filter((route) => route.kind === 'tag').map((route) => route.path);

test('the tag index lists the 12 tags', async ({page}) => {
  await page.goto('/tags');
  const links = page.locator('article a[href^="/tags/"], main a[href^="/tags/"]');
  const hrefs = new Set((await links.evaluateAll((as) => as.map((a) => decodeURI(a.getAttribute('href')!)))));
  expect([...hrefs].sort()).toEqual([...tagRoutes].sort());
});

for (const path of tagRoutes) {
  test(`${path} lists at least three pages`, async ({page}) => {
    await page.goto(encodeURI(path));
    const items = page.locator('main article');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    await expect(page.locator('main header p, main header').first()).toBeVisible();
  });
}
