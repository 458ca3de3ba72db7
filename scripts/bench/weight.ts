/**
 * Page weight: bytes over the wire (gzip, as the nginx recipe serves them) of the first load of one
 * page of each kind, split into HTML, CSS, JS and other, with the number of requests. Prefetches
 * of linked pages (Docusaurus fetches them when links scroll into view) are counted apart. Then
 * what the search adds on the first focus of the search box, per area, and the largest scripts.
 */
import type {Page, Response} from '@playwright/test';
import {kb, printTable, writeResult} from './lib/report';
import {launch, newContext} from './lib/browser';
import {preparedBuild} from './lib/prepared-build';
import {PAGE_KINDS, serveBuild} from './lib/site';

type Entry = {url: string; bytes: number; kind: string; prefetch: boolean};

const kindOf = (response: Response) => {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('html')) return 'html';
  if (type.includes('css')) return 'css';
  if (type.includes('javascript')) return 'js';
  return 'other';
};

/** Records every same-origin response of the page; the returned function waits for their sizes. */
function record(page: Page, entries: Entry[]): () => Promise<unknown> {
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (!request.url().startsWith('http://127.0.0.1')) return;
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        entries.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          kind: kindOf(response),
          prefetch: Boolean(headers['sec-purpose'] ?? headers['purpose']),
        });
      })(),
    );
  });
  return () => Promise.all(pending);
}

async function main() {
  const server = await serveBuild(preparedBuild());
  const browser = await launch();
  const pages = [];
  let chunks: {script: string; gzipKB: number}[] = [];
  for (const {kind, path} of PAGE_KINDS) {
    const context = await newContext(browser);
    const page = await context.newPage();
    const entries: Entry[] = [];
    const settled = record(page, entries);
    await page.goto(server.url + path, {waitUntil: 'networkidle'});
    await settled();
    const first = entries.filter((e) => !e.prefetch);
    const sum = (k?: string) => first.filter((e) => !k || e.kind === k).reduce((total, e) => total + e.bytes, 0);
    pages.push({
      kind,
      path: decodeURIComponent(path),
      htmlKB: kb(sum('html')),
      cssKB: kb(sum('css')),
      jsKB: kb(sum('js')),
      otherKB: kb(sum('other')),
      totalKB: kb(sum()),
      requests: first.length,
      prefetchKB: kb(entries.filter((e) => e.prefetch).reduce((t, e) => t + e.bytes, 0)),
    });
    if (kind === 'guide') chunks = first.filter((e) => e.kind === 'js').sort((a, b) => b.bytes - a.bytes).map((e) => ({script: e.url, gzipKB: kb(e.bytes)}));
    await context.close();
  }
  printTable('First load of one page of each kind (KB over the wire, gzip; prefetches apart)', pages);
  printTable('Scripts of the guide page, largest first (KB gzip)', chunks);

  const search = [];
  for (const [area, path] of [['message', '/message/'], ['social-login/legacy', '/social-login/legacy/'], ['social-login', '/social-login/'], ['all areas (home)', '/']] as const) {
    const context = await newContext(browser);
    const page = await context.newPage();
    const entries: Entry[] = [];
    await page.goto(server.url + path, {waitUntil: 'networkidle'});
    const settled = record(page, entries);
    // The index can take a while to arrive (1 MB gzip for all areas): wait for it, then for quiet.
    const index = page.waitForResponse(/search-index/);
    await page.locator('.navbar__items--right input.navbar__search-input').focus();
    await (await index).finished();
    await page.waitForTimeout(1000);
    await settled();
    const indexes = entries.filter((e) => /search-index/.test(e.url));
    search.push({
      area,
      indexKB: kb(indexes.reduce((t, e) => t + e.bytes, 0)),
      otherKB: kb(entries.filter((e) => !/search-index/.test(e.url)).reduce((t, e) => t + e.bytes, 0)),
      files: entries.map((e) => e.url.split('/').pop()).join(' '),
    });
    await context.close();
  }
  printTable('What the first focus of the search box downloads (KB gzip)', search);
  await browser.close();
  await server.close();
  writeResult('weight', {pages, guideScripts: chunks, search, budgets: {docsFirstLoadKB: 230, searchIndexPerAreaKB: 250}});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
