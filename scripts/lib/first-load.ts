/**
 * A page's first load, as the page-weight benchmark (scripts/bench/weight.ts) reports it and the
 * first-load budget test (tests/e2e/first-load-budget.spec.ts) holds it to the budget: the bytes
 * over the wire (bodies as served, gzip for text, plus response headers) of every same-origin
 * response until the network is idle, without interaction, in a fresh browser context. Prefetches
 * of linked pages (Docusaurus fetches them when links scroll into view) are marked apart.
 */
import type {BrowserContext, Page, Response} from '@playwright/test';

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

/** Records every same-origin response of the page; the returned function waits for their sizes. */
export function record(page: Page, entries: Entry[]): () => Promise<unknown> {
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().startsWith('http://127.0.0.1')) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const sizes = await request.sizes();
        entries.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          kind: kindOf(response),
          prefetch: Boolean(headers['sec-purpose'] ?? headers['purpose']),
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

/** The responses of the first load of `url` in `context` (a fresh one, closed at the end). */
export async function firstLoad(context: BrowserContext, url: string): Promise<Entry[]> {
  const page = await context.newPage();
  const entries: Entry[] = [];
  const settled = record(page, entries);
  await page.goto(url, {waitUntil: 'networkidle'});
  await settled();
  await context.close();
  return entries;
}

/** The bytes the budget counts: the first load without the prefetches of linked pages. */
export const firstLoadBytes = (entries: Entry[]) => total(entries.filter((e) => !e.prefetch));
