/**
 * A page's first load, as the page-weight benchmark (scripts/bench/weight.ts) reports it and the
 * first-load budget test (tests/e2e/first-load-budget.spec.ts) holds it to the budget: the bytes
 * over the wire (bodies as served, gzip for text, plus response headers) of every same-origin
 * response until the page has hydrated and nothing but prefetches has been in flight for a while,
 * without interaction, in a fresh browser context. Prefetches of linked pages (Docusaurus fetches
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

/** Records every same-origin response of the page; the returned function waits for their sizes. */
export function record(page: Page, entries: Entry[]): () => Promise<unknown> {
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
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
  });
  return async () => {
    // A response can arrive while the others are read: wait until none is left.
    for (let read = 0; read < pending.length;) {
      const unread = pending.slice(read);
      read = pending.length;
      await Promise.all(unread);
    }
  };
}

// How long no request of the page's own (prefetches apart) may be in flight before the load counts
// as over: the chunks the app asks for as it starts are requested together, well within it.
const QUIET_MS = 250;

/** Resolves once no same-origin request but prefetches has been in flight for QUIET_MS. */
function ownRequestsSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!sameOrigin(request) || isPrefetch(request.headers())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(50);
  };
}

/** The responses of the first load of `url` in `context` (a fresh one, closed at the end). */
export async function firstLoad(context: BrowserContext, url: string): Promise<Entry[]> {
  const page = await context.newPage();
  const entries: Entry[] = [];
  const settled = record(page, entries);
  const ownSettled = ownRequestsSettled(page);
  await page.goto(url, {waitUntil: 'load'});
  // Docusaurus marks the page once React has hydrated it; the app's chunks load before that.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await ownSettled();
  await settled();
  await context.close();
  return entries;
}

/** The bytes the budget counts: the first load without the prefetches of linked pages. */
export const firstLoadBytes = (entries: Entry[]) => total(entries.filter((e) => !e.prefetch));
