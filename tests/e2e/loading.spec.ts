// Route loading: a failed chunk during in-site navigation reloads the page at the target; visible links
// are prefetched (plugins/route-prefetch) once per chunk, hovered ones preloaded; prefetching
// is skipped on save-data connections, and held on the search page until its first results; the
// progress bar waits 200 ms and has no spinner.
import {test, expect, type Page, type Route} from '@playwright/test';
import {gotoHydrated, gotoSettled} from './support/guards';
import {postingsFiles} from './support/search-index';

/** How many prefetch links the page has added. */
const prefetchLinks = (page: Page) => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

test('a chunk that fails to load during navigation reloads the target page', async ({page}) => {
  // Save-data turns prefetching off, so the target's chunks are first requested by the preload
  // that navigation starts, and that is the request that fails.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  await gotoSettled(page, '/');
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
    await gotoSettled(page, '/');
    const prefetched = await prefetchLinks(page);
    if (saveData) expect(prefetched).toBe(0);
    else expect(prefetched).toBeGreaterThan(0);
    await page.close();
  }
});

test('visible links are prefetched in idle time: each chunk once, none the page already has', async ({page}) => {
  await gotoSettled(page, '/social-login/references/api/map');
  const {prefetched, scripts} = await page.evaluate(() => ({
    prefetched: [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')!),
    scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!),
  }));
  expect(prefetched.length).toBeGreaterThan(0);
  expect(prefetched.length, 'no chunk is prefetched twice').toBe(new Set(prefetched).size);
  expect(
    prefetched.filter((url) => scripts.includes(url)),
    'chunks the page has loaded are not prefetched',
  ).toEqual([]);
  // The next page's link (the pagination at the foot of the page) is in view once scrolled to.
  const next = page.locator('.pagination-nav__link--next');
  const before = prefetched.length;
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(before);
});

test('the search page holds the prefetches of its links until its first results have come, or failed', async ({page}) => {
  // The first answer waits for the query's postings: held here until the page has had time to prefetch.
  const held: Route[] = [];
  let holding = true;
  await page.route(postingsFiles, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await gotoHydrated(page, '/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await expect.poll(() => held.length, {timeout: 20_000}).toBeGreaterThan(0);
  // Well past the idle callback's 2 s timeout, with the navbar's and footer's links in view.
  await page.waitForTimeout(3000);
  expect(await prefetchLinks(page), 'prefetches while the first answer downloads').toBe(0);
  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.locator('main article').first()).toBeVisible({timeout: 20_000});
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
});

test('a failed first search releases the held prefetches', async ({page}) => {
  await page.route(postingsFiles, (route) => route.fulfill({status: 503}));
  await gotoHydrated(page, '/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'); // ログイン
  await expect(page.getByText('検索の索引を読み込めませんでした。', {exact: false})).toBeVisible({timeout: 20_000});
  await expect.poll(() => prefetchLinks(page)).toBeGreaterThan(0);
});

test('hovering a link loads its route before the click', async ({page}) => {
  // The next page's link at the foot of a long page: out of view, so not prefetched.
  await gotoSettled(page, '/social-login/setup');
  const link = page.locator('.pagination-nav__link--next');
  expect(await link.evaluate((a) => a.getBoundingClientRect().top > window.innerHeight), 'the link starts out of view').toBe(true);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  // React's onMouseEnter comes from a mouseover on the link; dispatching it does not scroll.
  await link.dispatchEvent('mouseover');
  await expect.poll(() => requested.length, {message: 'scripts requested after the hover'}).toBeGreaterThan(0);
});

test('the server-rendered page gets a frame before the app runs (plugins/paint-first)', async ({page}) => {
  // Note when the first animation frame comes (a frame is rendered right after its callbacks) and
  // when core's client entry starts (it mounts window.docusaurus first thing).
  await page.addInitScript(() => {
    const w = window as {__firstFrameAt?: number; __appStartedAt?: number};
    requestAnimationFrame(() => (w.__firstFrameAt = performance.now()));
    let value: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => value,
      set(v) {
        value = v;
        w.__appStartedAt ??= performance.now();
      },
    });
  });
  // Short pages: they parse at once, and without paint-first their scripts ran before any frame.
  for (const path of ['/blog/new-welcome', '/tags/line', '/']) {
    await gotoHydrated(page, path);
    const {firstFrameAt, appStartedAt} = await page.evaluate(() => {
      const w = window as {__firstFrameAt?: number; __appStartedAt?: number};
      return {firstFrameAt: w.__firstFrameAt, appStartedAt: w.__appStartedAt};
    });
    expect(firstFrameAt, `${path}: first frame (ms)`).toBeDefined();
    expect(firstFrameAt!, `${path}: first frame (ms) before the app started (ms)`).toBeLessThan(appStartedAt!);
  }
});

test('a slow navigation shows the progress bar only after 200 ms, and no spinner', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  await gotoSettled(page, '/');
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
