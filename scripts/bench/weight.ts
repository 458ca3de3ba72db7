/**
 * Page weight: bytes over the wire (bodies gzip-compressed on the fly at level 6 by our static
 * server, as the nginx recipe serves them, plus response headers) of the first load of one page of
 * each kind, until the network is idle and without interaction, split into HTML, CSS, JS and other,
 * with the number of requests; the stock Docusaurus site the same way. Prefetches of linked pages
 * (Docusaurus fetches them when links scroll into view) are counted apart. Then the scripts of a
 * docs page by size with the packages they are made of, and what the first focus of the search
 * box downloads, per area. Google's requests are blocked (the analytics script is not ours).
 * Last, the first load of every route of the contract (tests/routes.json), against the first-load
 * budget, with the heaviest ten (tests/e2e/first-load-budget.spec.ts holds every route to it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {kb, printTable, siteDir, writeResult} from './lib/report';
import {launch, newContext} from './lib/browser';
import {preparedBuild, preparedStockBuild} from './lib/prepared-build';
import {PAGE_KINDS, SEARCH_AREA_PAGES, SEARCH_BOX} from './lib/site';
import {serveStatic} from '../lib/static-server';
import {STOCK_PAGES} from './lib/stock-site';
import {FIRST_LOAD_BUDGET_KB, firstLoad, firstLoader, firstLoadBytes, record, total, type Entry} from '../lib/first-load';

const BUDGET = {docsFirstLoadKB: FIRST_LOAD_BUDGET_KB, searchIndexPerAreaKB: 250};
// The page kinds that are docs pages (the glossary is a doc too).
const DOCS_KINDS = ['guide', 'API page', 'glossary'];

function pageRow(kind: string, pagePath: string, entries: Entry[]) {
  const first = entries.filter((e) => !e.prefetch);
  const of = (k: string) => kb(total(first.filter((e) => e.kind === k)));
  return {
    kind,
    path: decodeURIComponent(pagePath),
    htmlKB: of('html'),
    cssKB: of('css'),
    jsKB: of('js'),
    otherKB: of('other'),
    totalKB: kb(total(first)),
    requests: first.length,
    prefetchKB: kb(total(entries.filter((e) => e.prefetch))),
  };
}

/** What each script of a page is made of, from bench-chunks.json (source sizes, before minification). */
function scriptRows(buildDir: string, entries: Entry[]) {
  const statsFile = path.join(buildDir, '..', 'bench-chunks.json');
  const stats: Record<string, Record<string, number>> = fs.existsSync(statsFile) ? (JSON.parse(fs.readFileSync(statsFile, 'utf8')) as typeof stats) : {};
  return entries
    .filter((e) => e.kind === 'js' && !e.prefetch)
    .sort((a, b) => b.bytes - a.bytes)
    .map((e) => {
      const owners = Object.entries(stats[path.basename(e.url)] ?? {}).sort((a, b) => b[1] - a[1]);
      const sum = owners.reduce((t, [, bytes]) => t + bytes, 0);
      return {
        script: path.basename(e.url),
        gzipKB: kb(e.bytes),
        madeOf: owners
          .slice(0, 4)
          .map(([owner, bytes]) => `${owner} ${Math.round((bytes / sum) * 100)}%`)
          .join(', '),
      };
    });
}

async function searchFocus(browser: Browser, url: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  const entries: Entry[] = [];
  const {settled} = record(page, entries);
  // The index can take a while to arrive (1 MB gzip for all areas): wait for it, then for quiet.
  const index = page.waitForResponse(/search-index/);
  await page.locator(SEARCH_BOX).focus();
  await (await index).finished();
  await page.waitForTimeout(1000);
  await settled();
  await context.close();
  const isIndex = (e: Entry) => /search-index/.test(e.url);
  return {
    indexKB: kb(total(entries.filter(isIndex))),
    codeKB: kb(total(entries.filter((e) => !isIndex(e)))),
    files: entries.map((e) => path.basename(e.url)).join(' '),
  };
}

const ALL_ROUTES = (JSON.parse(fs.readFileSync(path.join(siteDir, 'tests', 'routes.json'), 'utf8')) as {path: string}[]).map((r) => r.path);

async function main() {
  const buildDir = preparedBuild();
  const stockDir = preparedStockBuild();
  const browser = await launch();

  const server = await serveStatic(buildDir);
  const pages = [];
  let guide: Entry[] = [];
  for (const {kind, path: pagePath} of PAGE_KINDS) {
    const entries = await firstLoad(await newContext(browser), server.url + pagePath);
    if (kind === 'guide') guide = entries;
    pages.push({site: 'ours', ...pageRow(kind, pagePath, entries)});
  }
  const search = [];
  for (const {area, page} of SEARCH_AREA_PAGES) {
    search.push({area, page, ...(await searchFocus(browser, server.url + page))});
  }
  // Every route (the first-load budget holds for all of them): the same first load, without the per-kind detail.
  const routes = [];
  const routeContext = await newContext(browser);
  const loadFirst = await firstLoader(routeContext);
  for (const route of ALL_ROUTES) routes.push({path: route, totalKB: kb(firstLoadBytes(await loadFirst(server.url + route)))});
  await routeContext.close();
  await server.close();

  const stockServer = await serveStatic(stockDir);
  for (const {kind, path: pagePath} of STOCK_PAGES)
    pages.push({site: 'stock', ...pageRow(kind, pagePath, await firstLoad(await newContext(browser), stockServer.url + pagePath))});
  await stockServer.close();
  await browser.close();

  const scripts = scriptRows(buildDir, guide);
  printTable('First load of one page of each kind (KB over the wire, gzip; prefetches of linked pages apart)', pages);
  printTable('Scripts of the guide page, largest first (KB gzip; what they are made of, by source size)', scripts);
  printTable('What the first focus of the search box downloads (KB gzip)', search);
  const docs = pages.filter((p) => p.site === 'ours' && DOCS_KINDS.includes(p.kind));
  const areas = search.filter((s) => !s.area.startsWith('all'));
  const budgets = [
    ...docs.map((p) => ({
      budget: `${p.kind} first load ≤ ${BUDGET.docsFirstLoadKB} KB`,
      measuredKB: p.totalKB,
      met: p.totalKB <= BUDGET.docsFirstLoadKB ? 'yes' : 'NO',
    })),
    ...areas.map((s) => ({
      budget: `${s.area} index ≤ ${BUDGET.searchIndexPerAreaKB} KB`,
      measuredKB: s.indexKB,
      met: s.indexKB <= BUDGET.searchIndexPerAreaKB ? 'yes' : 'NO',
    })),
  ];
  const heaviest = [...routes].sort((a, b) => b.totalKB - a.totalKB);
  const over = heaviest.filter((r) => r.totalKB > BUDGET.docsFirstLoadKB);
  budgets.push({
    budget: `every route (${routes.length}) first load ≤ ${BUDGET.docsFirstLoadKB} KB`,
    measuredKB: heaviest[0].totalKB,
    met: over.length === 0 ? 'yes' : `NO (${over.length} over)`,
  });
  printTable(`The ten heaviest first loads of the ${routes.length} routes (KB over the wire, gzip, prefetches apart)`, heaviest.slice(0, 10));
  printTable('Budgets', budgets);
  writeResult('weight', {pages, guideScripts: scripts, search, routes, budgets});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
