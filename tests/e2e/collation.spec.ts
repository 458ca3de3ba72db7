// Opening a page and the app's takeover never set up an ICU collator. The first localeCompare() or
// Intl.Collator of a page loads collation data (about 60 ms at Lighthouse's mobile CPU slowdown, in
// the takeover's one long task), and nothing these pages sort needs a language's order.
// theme-common's useShallowMemoObject (every code block, and the navbar's menu at a phone's width)
// sorted property names with localeCompare(); patches/ sorts them in code-unit order, as the
// upstream pull request would (upstream/docusaurus-sort-without-collator.md).
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, renderedAfterHydration} from './support/guards';
import {localeDataUses, watchLocaleData} from './support/locale-data';
import {PAGE_KINDS} from '../../scripts/bench/lib/site';

const SET_UP = 'a collator was set up: is patches/@docusaurus+theme-common+*.patch (useShallowMemoObject) applied, and does it still apply?';

test.beforeEach(async ({page}) => watchLocaleData(page));

const collatorCalls = (page: Page) => localeDataUses(page, ['localeCompare', 'Intl.Collator']);

for (const {path} of PAGE_KINDS) {
  test(`${path}: loading and the app's takeover sort nothing with a collator, at a phone's width as Lighthouse loads it`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, path);
    await renderedAfterHydration(page);
    expect(await collatorCalls(page), SET_UP).toEqual([]);
  });
}

test('moving in the app from the social login docs to the message manager docs sorts nothing with a collator', async ({page}) => {
  await gotoHydrated(page, '/social-login/setup');
  await page.locator('.navbar a[href="/message/"]').first().click();
  await expect(page).toHaveURL(/\/message\//);
  await renderedAfterHydration(page);
  expect(await collatorCalls(page), SET_UP).toEqual([]);
});
