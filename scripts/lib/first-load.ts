/**
 * A page's first load, as the page-weight benchmark (scripts/bench/weight.ts) reports it and the
 * first-load budget test (tests/e2e/first-load-budget.spec.ts) holds it to the budget: the bytes
 * over the wire (bodies as served, gzip for text, plus response headers) of every same-origin
 * response until the page has hydrated and nothing but prefetches has been in flight for a while,
 * without interaction, in a fresh browser context (or, for a sweep of many routes, one page that
 * loads as a fresh context does: firstLoader). Prefetches of linked pages (Docusaurus fetches
 * them when links scroll into view, after the load) are marked apart and not waited for: waiting
 * for the whole network to be idle took three times as long for the same bytes.
 */
import type {BrowserContext, Page, Request, Response} from '@playwright/test';

/** The most a reader downloads on the first load of any route, prefetches apart. */
export const FIRST_LOAD_BUDGET_KB = 230;

export type Entry = {url: string; bytes: number; kind: string; prefetch: boolean};

const kindOf = (response: Response) => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('css')) return 'css';
  if (type.includes('javascript')) return 'js';
  return 'other';
};

export const total = (entries: Entry[]) => entries.reduce((sum, e) => sum + e.bytes, 0);

const sameOrigin = (request: Request) => request.url().startsWith('http://127.0.0.1');
// Chromium marks a <link rel="prefetch"> request as such in the headers it sends, known at once.
const isPrefetch = (headers: Record<string, string>) => Boolean(headers['sec-purpose'] ?? headers['purpose']);

/**
 * Records every same-origin response of the page until `stop`; `settled` waits for their sizes.
 */
export function record(page: Page, entries: Entry[]): {settled: () => Promise<unknown>; stop: () => void} {
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (!sameOrigin(request)) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const sizes = await request.sizes();
        entries.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          kind: kindOf(response),
          prefetch: isPrefetch(headers),
        });
      })().catch(() => undefined), // a response the page closed on before it was read: after the load
    );
  };
  page.on('response', onResponse);
  return {
    settled: async () => {
      // A response can arrive while the others are read: wait until none is left.
      for (let read = 0; read < pending.length;) {
        const unread = pending.slice(read);
        read = pending.length;
        await Promise.all(unread);
      }
    },
    stop: () => page.off('response', onResponse),
  };
}

// How long no request of the page's own (prefetches apart) may be in flight before the load counts
// as over: the chunks the app asks for as it starts are requested together, well within it.
const QUIET_MS = 250;

/** `settled` resolves once no same-origin request but prefetches has been in flight for QUIET_MS. */
function ownRequests(page: Page): {settled: () => Promise<void>; stop: () => void} {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!sameOrigin(request) || isPrefetch(request.headers())) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    settled: async () => {
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    },
  };
}

/** The responses of one load of `url` in `page`, until it has hydrated and its own requests are over. */
async function load(page: Page, url: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const responses = record(page, entries);
  const own = ownRequests(page);
  try {
    await page.goto(url, {waitUntil: 'load'});
    // Docusaurus marks the page once React has hydrated it; the app's chunks load before that.
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await own.settled();
    await responses.settled();
    return entries;
  } finally {
    own.stop();
    responses.stop();
  }
}

/** The responses of the first load of `url` in `context` (a fresh one, closed at the end). */
export async function firstLoad(context: BrowserContext, url: string): Promise<Entry[]> {
  const entries = await load(await context.newPage(), url);
  await context.close();
  return entries;
}

/**
 * First loads one after another in one page of `context`, for a sweep of many routes: a new page
 * for each cost a third of the time. The HTTP cache is off (the DevTools protocol's
 * Network.setCacheDisabled) and the page's storage is cleared before each load, so every load
 * downloads what a first one does; the budget test holds the same bytes as a fresh context gives.
 */
export async function firstLoader(context: BrowserContext): Promise<(url: string) => Promise<Entry[]>> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', {cacheDisabled: true});
  return async (url) => {
    await context.clearCookies();
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // the blank page before the first load has no storage
    return load(page, url);
  };
}

/** The bytes the budget counts: the first load without the prefetches of linked pages. */
export const firstLoadBytes = (entries: Entry[]) => total(entries.filter((e) => !e.prefetch));
