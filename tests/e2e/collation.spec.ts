// Opening a page and the app's takeover never set up an ICU collator. The first localeCompare() or
// Intl.Collator of a page loads collation data (about 60 ms at Lighthouse's mobile CPU slowdown, in
// the takeover's one long task), and nothing these pages sort needs a language's order.
// theme-common's useShallowMemoObject (every code block, and the navbar's menu at a phone's width) sorted property
// names with localeCompare(); patches/ sorts them in code-unit order, as the upstream pull request
// would (upstream/docusaurus-sort-without-collator.md).
import {test, expect} from '@playwright/test';
import {gotoHydrated, renderedAfterHydration} from './support/guards';

const PATCH = 'patches/@docusaurus+theme-common+*.patch (useShallowMemoObject)';

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    // Each caller once: the page and the caller's line of the stack (below record and the wrapper).
    const calls = new Set<string>();
    (window as unknown as {collatorCalls: Set<string>}).collatorCalls = calls;
    const record = (what: string) => calls.add(`${what} on ${location.pathname} ${new Error().stack?.split('\n')[3]?.trim()}`);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply, on the same string
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      record('localeCompare');
      return localeCompare.apply(this, args);
    };
    const Collator = Intl.Collator;
    Intl.Collator = Object.assign(function (...args: ConstructorParameters<typeof Collator>) {
      record('Intl.Collator');
      return new Collator(...args);
    }, Collator);
  });
});

const collatorCalls = (page: import('@playwright/test').Page) => page.evaluate(() => [...(window as unknown as {collatorCalls: Set<string>}).collatorCalls]);

for (const path of ['/', '/social-login/setup', '/social-login/references/api/map', '/tags/line', '/blog/new-welcome', '/glossary', '/slugger/']) {
  test(`${path}: loading and the app's takeover sort nothing with a collator, at a phone's width as Lighthouse loads it`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await gotoHydrated(page, path);
    await renderedAfterHydration(page);
    expect(await collatorCalls(page), `a collator was set up: is ${PATCH} applied, and does it still apply?`).toEqual([]);
  });
}

test('moving in the app from the social login docs to the message manager docs sorts nothing with a collator', async ({page}) => {
  await gotoHydrated(page, '/social-login/setup');
  await page.locator('.navbar a[href="/message/"]').first().click();
  await expect(page).toHaveURL(/\/message\//);
  await renderedAfterHydration(page);
  expect(await collatorCalls(page), `a collator was set up: is ${PATCH} applied?`).toEqual([]);
});
