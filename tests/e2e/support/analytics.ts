// Google Analytics in the e2e suite: the network is closed, so gtag.js is answered by a stub and
// the site's calls are read from window.dataLayer, where the gtag function puts them.
import type {Page} from '@playwright/test';

export type GtagCall = unknown[];

/** Answers gtag.js with an empty script, so the page's inline gtag calls are all that run. */
export async function stubGtag(page: Page): Promise<void> {
  await page.route(/googletagmanager\.com\/gtag\/js/, (route) => route.fulfill({contentType: 'text/javascript', body: '/* gtag.js stub for tests */'}));
}

/** Every gtag call of the page so far, as plain arrays. */
export async function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((args) => JSON.parse(JSON.stringify(Array.from(args))) as GtagCall),
  );
}
