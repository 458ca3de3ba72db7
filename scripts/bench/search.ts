/**
 * Search: the size of each index file (raw and gzip level 6), the time from the first focus of the
 * navbar search box to the first suggestion of a Japanese query typed at once, on a page of each
 * area (index not yet loaded, fresh context each time, median of 5), and the time of one query in the search
 * worker, measured in Chromium: the page's postMessage of the worker's `search` call to its answer
 * (the plugin's own worker: our tokenizer, its smart queries over lunr), for the 45 queries of
 * tests/search-queries.json in the all-areas index of the home page, the largest one.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from '@playwright/test';
import {kb, median, printTable, siteDir, writeResult} from './lib/report';
import {launch, newContext} from './lib/browser';
import {preparedBuild} from './lib/prepared-build';
import {SEARCH_AREA_PAGES, SEARCH_BOX, serveBuild} from './lib/site';

const RUNS = 5;
const QUERY = 'ログイン';
const BUDGET = {firstSuggestionsMs: 300, queryMs: 20};
const OPTION = '.navbar__search [role="listbox"] [role="option"]';

type Phases = {indexMs: number; readyMs: number; firstMs: number};

/**
 * Focus → first suggestion, timed in the page (a mutation observer notes when the first option
 * shows), with two steps on the way: the index fully received (the worker fetches it) and the
 * worker's fetchIndexes answered (index parsed and loaded into lunr).
 */
async function firstSuggestions(browser: Browser, url: string): Promise<Phases[]> {
  const runs: Phases[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser);
    await context.addInitScript(instrumentWorker);
    const page = await context.newPage();
    await page.goto(url, {waitUntil: 'networkidle'});
    const box = page.locator(SEARCH_BOX);
    const indexResponse = page.context().waitForEvent('response', {predicate: (r) => /search-index/.test(r.url()), timeout: 30_000});
    const focusedAt = await box.evaluate((input, option) => {
      const w = window as unknown as {firstOptionAt?: number};
      new MutationObserver(() => {
        const shown = document.querySelector<HTMLElement>(option);
        if (shown && shown.offsetParent !== null) w.firstOptionAt ??= performance.now();
      }).observe(document.body, {subtree: true, childList: true, attributes: true});
      (input as HTMLInputElement).focus();
      return performance.now();
    }, OPTION);
    await box.pressSequentially(QUERY);
    await page.locator(OPTION).first().waitFor({timeout: 30_000});
    const response = await indexResponse;
    await response.finished();
    const timing = response.request().timing();
    const marks = await page.evaluate(() => {
      const w = window as unknown as {firstOptionAt: number; workerCalls: WorkerCall[]};
      return {timeOrigin: performance.timeOrigin, firstOptionAt: w.firstOptionAt, ready: w.workerCalls.find((c) => c.method === 'fetchIndexes')?.end ?? NaN};
    });
    runs.push({
      indexMs: Math.round(timing.startTime + timing.responseEnd - (marks.timeOrigin + focusedAt)),
      readyMs: Math.round(marks.ready - focusedAt),
      firstMs: Math.round(marks.firstOptionAt - focusedAt),
    });
    await context.close();
  }
  return runs;
}

type WorkerCall = {method: string; input: string; start: number; end: number};

/**
 * Runs in the page before its scripts: times every call that Comlink sends to the search worker
 * (a message {id, type: "APPLY", path: [.., method], argumentList}: fetchIndexes, search) from the
 * postMessage to the answer with the same id, in window.workerCalls.
 */
function instrumentWorker() {
  const w = window as unknown as {workerCalls: WorkerCall[]};
  w.workerCalls = [];
  const pending = new Map<string, Omit<WorkerCall, 'end'>>();
  for (const Endpoint of [MessagePort, Worker]) {
    const post = Endpoint.prototype.postMessage as (this: unknown, ...args: unknown[]) => void;
    Endpoint.prototype.postMessage = function (this: unknown, message: {id?: string; type?: string; path?: string[]; argumentList?: {value?: unknown}[]}, ...rest: unknown[]) {
      if (message?.type === 'APPLY' && message.id) {
        pending.set(message.id, {method: String(message.path?.at(-1)), input: String(message.argumentList?.[2]?.value), start: performance.now()});
      }
      return post.call(this, message, ...rest);
    } as typeof post;
    const listen = Endpoint.prototype.addEventListener as (this: unknown, type: string, listener: EventListener, ...rest: unknown[]) => void;
    Endpoint.prototype.addEventListener = function (this: unknown, type: string, listener: EventListener, ...rest: unknown[]) {
      if (type !== 'message') return listen.call(this, type, listener, ...rest);
      // An inline arrow: a named one would get tsx's __name() helper, unknown in the page.
      return listen.call(this, type, (event: Event) => {
        const id = (event as MessageEvent).data?.id;
        const call = pending.get(id);
        if (call) {
          pending.delete(id);
          w.workerCalls.push({...call, end: performance.now()});
        }
        return listener.call(this, event);
      }, ...rest);
    } as typeof listen;
  }
}

async function queryTimes(browser: Browser, url: string): Promise<{query: string; ms: number}[]> {
  const queries = (JSON.parse(fs.readFileSync(path.join(siteDir, 'tests', 'search-queries.json'), 'utf8')) as {query: string}[]).map((c) => c.query);
  const context = await newContext(browser);
  await context.addInitScript(instrumentWorker);
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  const box = page.locator(SEARCH_BOX);
  const answered = (query: string) =>
    page.waitForFunction((q) => (window as unknown as {workerCalls: WorkerCall[]}).workerCalls.some((c) => c.method === 'search' && c.input === q), query, {timeout: 30_000});
  // The first query waits for the index and warms the worker up; it is not counted.
  await box.fill(QUERY);
  await answered(QUERY);
  for (const query of queries) {
    await box.fill(query);
    await answered(query);
  }
  const calls = await page.evaluate(() => (window as unknown as {workerCalls: WorkerCall[]}).workerCalls);
  await context.close();
  return queries.map((query) => {
    const call = calls.find((c) => c.method === 'search' && c.input === query)!;
    return {query, ms: Number((call.end - call.start).toFixed(1))};
  });
}

async function main() {
  const buildDir = preparedBuild();
  const indexes = fs
    .readdirSync(buildDir)
    .filter((f) => /^search-index.*\.json$/.test(f))
    .map((file) => {
      const raw = fs.readFileSync(path.join(buildDir, file));
      return {file, rawKB: kb(raw.length), gzipKB: kb(zlib.gzipSync(raw, {level: 6}).length)};
    });

  const server = await serveBuild(buildDir);
  const browser = await launch();
  const focus = [];
  for (const {area, page} of SEARCH_AREA_PAGES) {
    const runs = await firstSuggestions(browser, server.url + page);
    const first = median(runs.map((r) => r.firstMs));
    focus.push({
      area,
      page,
      indexReceivedMs: median(runs.map((r) => r.indexMs)),
      indexLoadedMs: median(runs.map((r) => r.readyMs)),
      firstSuggestionMs: first,
      runs: runs.map((r) => r.firstMs).join(', '),
      met: first <= BUDGET.firstSuggestionsMs ? 'yes' : 'NO',
    });
  }
  const queries = await queryTimes(browser, `${server.url}/`);
  await browser.close();
  await server.close();

  const ms = queries.map((q) => q.ms);
  const sorted = [...queries].sort((a, b) => b.ms - a.ms);
  const summary = {
    queries: queries.length,
    medianMs: median(ms),
    p90Ms: [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.9)]!,
    maxMs: sorted[0]!.ms,
    slowest: sorted.slice(0, 3).map((q) => `${q.query} (${q.ms})`).join(', '),
    met: Math.max(...ms) < BUDGET.queryMs ? 'yes' : median(ms) < BUDGET.queryMs ? 'median only' : 'NO',
  };
  printTable('Search index files (KB)', indexes);
  printTable(`From the first focus, typing 「${QUERY}」: index received, index loaded in the worker, first suggestion (ms, medians of ${RUNS} fresh contexts; budget ${BUDGET.firstSuggestionsMs} ms)`, focus);
  printTable(`One query in the search worker, all-areas index, tests/search-queries.json (ms; budget < ${BUDGET.queryMs} ms)`, [summary]);
  writeResult('search', {indexes, firstSuggestions: focus, query: summary, queries, budgets: BUDGET});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
