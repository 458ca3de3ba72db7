/**
 * Lighthouse (mobile preset, the default config) on one page of each kind, served with gzip, Google's
 * requests blocked; first a stock Docusaurus site with the same plugins, measured the same way.
 * Runs lighthouse programmatically on Debian's Chromium started by chrome-launcher (a fresh
 * browser per run); `--runs N` (default 3) gives the median performance score.
 */
import {median, printTable, writeResult} from './lib/report';
import {preparedBuild, preparedStockBuild, preparedStockSearchBuild} from './lib/prepared-build';
import {PAGE_KINDS} from './lib/site';
import {serveStatic} from '../lib/static-server';
import {STOCK_PAGES} from './lib/stock-site';
import {chromiumPath} from '../browser-path';
import {requireJapaneseFont} from './lib/fonts';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

type Scores = {performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number; losses: string; cpuIndex: number};
/** What explains the performance figures of a run; goes to the JSON only. */
type Details = {scripts: {url: string; scriptingMs: number}[]; shifts: {element: string; score: number}[]};
type Row = {site: string; kind: string} & Scores & {details?: Details};

type Item = {url?: string; scripting?: number; score?: number; node?: {selector?: string}};

/**
 * One Lighthouse run. `applied`: real network and CPU throttling (throttlingMethod devtools) instead
 * of the simulation, which leaves out what a worker downloads (the stock search plugin's worker
 * fetches its index itself; ours is fetched by the page and handed over).
 */
async function lighthouse(url: string, applied = false): Promise<Scores & {details: Details}> {
  // Both packages are ESM only; this file is CommonJS.
  const {default: run} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  requireJapaneseFont();
  const chrome = await launch({chromePath: chromiumPath(), chromeFlags: ['--headless=new', '--no-sandbox']});
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      blockedUrlPatterns: ['*googletagmanager.com*', '*google-analytics.com*'],
      ...(applied ? {throttlingMethod: 'devtools' as const} : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const items = (id: string) => ((audits[id]?.details as {items?: Item[]} | undefined)?.items ?? []);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    // The audits that cost points outside performance (scored, failing), to explain a miss.
    const losses = ['accessibility', 'best-practices']
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      losses: losses.join(' '),
      // Lighthouse's own CPU yardstick: simulated throttling scales what this machine measured.
      cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
      details: {
        scripts: items('bootup-time')
          .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
          .slice(0, 5)
          .map((item) => ({url: String(item.url).replace(/^https?:\/\/[^/]+/, ''), scriptingMs: Math.round(item.scripting ?? 0)})),
        shifts: items('layout-shifts').map((item) => ({element: item.node?.selector ?? '?', score: Number((item.score ?? 0).toFixed(3))})),
      },
    };
  } finally {
    chrome.kill();
  }
}

async function medianRun(url: string, applied = false): Promise<Scores & {details: Details}> {
  const runs: (Scores & {details: Details})[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(url, applied));
  // The other figures come from the run whose performance score is the median one.
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {...byScore[Math.floor(byScore.length / 2)], performance: median(runs.map((r) => r.performance))};
}

async function measure(site: string, buildDir: string, pages: {kind: string; path: string}[], applied = false): Promise<Row[]> {
  const server = await serveStatic(buildDir);
  const rows: Row[] = [];
  try {
    for (const {kind, path} of pages) rows.push({site, kind, ...(await medianRun(server.url + path, applied))});
  } finally {
    await server.close();
  }
  return rows;
}

const withoutDetails = ({details: _details, ...row}: Row) => row;

async function main() {
  const stock = await measure('stock', preparedStockBuild(), STOCK_PAGES);
  // The search page's yardstick: the same content and query with the stock search plugin.
  const searchPage = PAGE_KINDS.find((k) => k.kind === 'search page')!;
  stock.push(...(await measure('stock search plugin', preparedStockSearchBuild(), [{kind: 'search page, same content', path: searchPage.path}])));
  printTable(`Lighthouse, stock Docusaurus 3.10 with local search and gtag, and our content with the stock search plugin (median of ${RUNS})`, stock.map(withoutDetails));
  const ours = await measure('ours', preparedBuild(), PAGE_KINDS);
  printTable(`Lighthouse, this site (median of ${RUNS}; budgets: performance ≥ 98, accessibility 100, best practices 100)`, ours.map(withoutDetails));
  // Issue 16: every kind at least the stock docs page's score, its TBT at most that page's.
  const yardstick = stock.find((row) => row.kind === 'stock docs page')!;
  printTable(
    `Beside the stock docs page of this run (performance ${yardstick.performance}, TBT ${yardstick.tbtMs} ms, LCP ${yardstick.lcpMs} ms); ratio = ours / stock`,
    ours.map((row) => ({
      kind: row.kind,
      performance: row.performance,
      stockPerformance: yardstick.performance,
      tbtMs: row.tbtMs,
      stockTbtMs: yardstick.tbtMs,
      tbtRatio: Number((row.tbtMs / Math.max(yardstick.tbtMs, 1)).toFixed(2)),
      lcpRatio: Number((row.lcpMs / yardstick.lcpMs).toFixed(2)),
      met: row.performance >= yardstick.performance && row.tbtMs <= yardstick.tbtMs ? 'yes' : 'NO',
    })),
  );
  // The search page again with real throttling, beside the stock plugin's: the simulation leaves
  // out the stock plugin's index download (its worker fetches it), not ours (the page does).
  const searchPair = [
    {site: 'ours', row: ours.find((row) => row.kind === 'search page')!, applied: (await measure('ours', preparedBuild(), [searchPage], true))[0]},
    {site: 'stock search plugin', row: stock.find((row) => row.site === 'stock search plugin')!, applied: (await measure('stock search plugin', preparedStockSearchBuild(), [searchPage], true))[0]},
  ];
  printTable(
    'The search page (same content and query) with simulated and with applied throttling (LCP = the first result)',
    searchPair.map(({site, row, applied}) => ({site, simulatedPerformance: row.performance, simulatedLcpMs: row.lcpMs, appliedPerformance: applied.performance, appliedLcpMs: applied.lcpMs, appliedTbtMs: applied.tbtMs})),
  );
  printTable(
    'Scripts with the most main-thread time (ms, Lighthouse bootup-time, with its 4× CPU slowdown)',
    ours.map((row) => ({kind: row.kind, scripts: (row.details?.scripts ?? []).slice(0, 3).map((s) => `${s.url.split('/').pop()} ${s.scriptingMs}`).join(', ')})),
  );
  writeResult('lighthouse', {runs: RUNS, stock, ours, searchPage: searchPair.map(({site, applied}) => ({site, applied: withoutDetails(applied)}))});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
