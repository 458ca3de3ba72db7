// The tag index lists the 12 tags, and every tag page shows its description from docs/tags.yml and
// lists exactly the pages whose front matter carries the tag.
import {test, expect} from '@playwright/test';
import {declaredTags, publishedDocFiles} from '../lib/docs';
import {routes} from './support/site';

const tags = declaredTags();
const published = publishedDocFiles();

const tagRoutes = routes.filter((route) => route.kind === 'tag').map((route) => route.path);

// The lists and descriptions are server-rendered: checked as served, without running the app.
test.use({javaScriptEnabled: false});

test('the tag index lists the 12 tags', async ({page}) => {
  await page.goto('/tags');
  const links = page.locator('article a[href^="/tags/"], main a[href^="/tags/"]');
  const hrefs = new Set(await links.evaluateAll((as) => as.map((a) => decodeURI(a.getAttribute('href')!))));
  expect([...hrefs].sort()).toEqual([...tagRoutes].sort());
});

for (const [key, tag] of Object.entries(tags)) {
  const route = `/tags${tag.permalink}`;
  test(`${route} shows its description and lists exactly the pages tagged ${tag.label}`, async ({page}) => {
    expect(tagRoutes).toContain(route);
    await page.goto(encodeURI(route));
    await expect(page.locator('main header p')).toHaveText(tag.description);
    const listed = await page.locator('main article a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const tagged = published.filter((doc) => ((doc.frontMatter.tags as string[] | undefined) ?? []).includes(key)).map((doc) => doc.permalink);
    expect(tagged.length, 'a tag is used by at least three pages').toBeGreaterThanOrEqual(3);
    expect([...new Set(listed)].sort()).toEqual(tagged.sort());
  });
}
