/**
 * Lighthouse (mobile preset, the default config) on one page of each kind, served with gzip, Google's
 * requests blocked, beside a stock Docusaurus site with the same plugins, measured the same way
 * (./lib/lighthouse-run.ts). The pages are measured in turns (one run of each, then the next round),
 * so that a change of the machine's state falls on both sites alike. `--runs N` gives the median of
 * each figure; the default is 10: with one core busy a page's TBT moves 1.4–4.6× across 5 runs, and
 * which pages miss the speed goal changed from one 5-run measurement to the next (3 runs gave medians
 * that moved 2× even when idle); `--states idle,busy-core` measures it all in each machine state
 * given, one after the other (./lib/states.ts says what each is).
 * Beside the speed goal, whether each page's runs are apart from the stock docs page's or within
 * run-to-run noise (./lib/separation.ts).
 */
import {runs, states} from './lib/args';
import {printTable, writeResult} from './lib/report';
import {separation} from './lib/separation';
import {lighthouse, medianOfRuns, type Details, type Scores} from './lib/lighthouse-run';
import {preparedBuild, preparedStockBuild, preparedStockSearchBuild} from './lib/prepared-build';
import {PAGE_KINDS} from './lib/site';
import {enterState, type State} from './lib/states';
import {serveStatic} from '../lib/static-server';
import {STOCK_PAGES} from './lib/stock-site';

const RUNS = runs(10);
const STATES = states();
const SEARCH_PAGE = PAGE_KINDS.find((k) => k.kind === 'search page')!;

type Row = {site: string; kind: string} & Scores & {details?: Details; runs: Scores[]};

const withoutDetails = ({details: _details, runs: _runs, ...row}: Row) => row;
/** A row for the JSON: the medians, each run's score and TBT, and the median run's longest tasks. */
const withRuns = (row: Row) => ({
  ...withoutDetails(row),
  performanceRuns: row.runs.map((run) => run.performance),
  tbtRuns: row.runs.map((run) => run.tbtMs),
  longTasks: row.details?.longTasks ?? [],
});

type Target = {site: string; kind: string; url: string};

/** Each target once a round, RUNS rounds; the median of each target's runs. `applied`: real throttling. */
async function measureInTurns(targets: Target[], options: {applied?: boolean; fontsOpen?: boolean} = {}): Promise<Row[]> {
  const results = new Map<Target, (Scores & {details: Details})[]>();
  for (let round = 1; round <= RUNS; round += 1) {
    console.log(`round ${round} of ${RUNS}`);
    for (const target of targets) results.set(target, [...(results.get(target) ?? []), await lighthouse(target.url, options)]);
  }
  return targets.map((target) => {
    const measured = results.get(target)!;
    return {site: target.site, kind: target.kind, ...medianOfRuns(measured), runs: measured.map(({details: _details, ...run}) => run)};
  });
}

/** Every page kind and the stock site's pages, in one machine state; the speed goal beside them. */
async function measureState(state: State) {
  const {fontsOpen, leave} = enterState(state);
  const servers = await Promise.all([preparedStockBuild(), preparedStockSearchBuild(), preparedBuild()].map((dir) => serveStatic(dir)));
  try {
    const [stockServer, stockSearchServer, ourServer] = servers;
    const rows = await measureInTurns(
      [
        ...STOCK_PAGES.map(({kind, path}) => ({site: 'stock', kind, url: stockServer.url + path})),
        // The search page's yardstick: the same content and query with the stock search plugin.
        {site: 'stock search plugin', kind: 'search page, same content', url: stockSearchServer.url + SEARCH_PAGE.path},
        ...PAGE_KINDS.map(({kind, path}) => ({site: 'ours', kind, url: ourServer.url + path})),
      ],
      {fontsOpen},
    );
    const stock = rows.filter((row) => row.site !== 'ours');
    const ours = rows.filter((row) => row.site === 'ours');
    printTable(
      `${state}: Lighthouse, stock Docusaurus 3.10 with local search and gtag, and our content with the stock search plugin (median of ${RUNS})`,
      stock.map(withoutDetails),
    );
    printTable(
      `${state}: Lighthouse, this site (median of ${RUNS}; budgets: performance ≥ 98, accessibility 100, best practices 100)`,
      ours.map(withoutDetails),
    );
    // The speed goal: every kind at least the stock docs page's score, its TBT at most that page's.
    const yardstick = stock.find((row) => row.kind === 'stock docs page')!;
    // 'higher'/'lower' than the stock docs page at p < 0.05, or 'noise' (within run-to-run spread).
    const versusStock = (row: Row, figure: 'performance' | 'tbtMs') =>
      separation(
        row.runs.map((run) => run[figure]),
        yardstick.runs.map((run) => run[figure]),
      );
    printTable(
      `${state}: beside the stock docs page of this run (performance ${yardstick.performance}, TBT ${yardstick.tbtMs} ms, LCP ${yardstick.lcpMs} ms); ratio = ours / stock`,
      ours.map((row) => ({
        kind: row.kind,
        performance: row.performance,
        stockPerformance: yardstick.performance,
        tbtMs: row.tbtMs,
        stockTbtMs: yardstick.tbtMs,
        tbtRatio: Number((row.tbtMs / Math.max(yardstick.tbtMs, 1)).toFixed(2)),
        lcpRatio: Number((row.lcpMs / yardstick.lcpMs).toFixed(2)),
        met: row.performance >= yardstick.performance && row.tbtMs <= yardstick.tbtMs ? 'yes' : 'NO',
        scoreVsStock: versusStock(row, 'performance'),
        tbtVsStock: versusStock(row, 'tbtMs'),
      })),
    );
    return {state, stock, ours};
  } finally {
    leave();
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main() {
  const measured = [];
  for (const state of STATES) measured.push(await measureState(state));
  const {stock, ours} = measured[0];
  // The search page again with real throttling, beside the stock plugin's: the simulation leaves
  // out the stock plugin's index download (its worker fetches it), not ours (the page does).
  const servers = await Promise.all([preparedBuild(), preparedStockSearchBuild()].map((dir) => serveStatic(dir)));
  const appliedRows = await measureInTurns(
    [
      {site: 'ours', kind: SEARCH_PAGE.kind, url: servers[0].url + SEARCH_PAGE.path},
      {site: 'stock search plugin', kind: SEARCH_PAGE.kind, url: servers[1].url + SEARCH_PAGE.path},
    ],
    {applied: true},
  ).finally(() => Promise.all(servers.map((server) => server.close())));
  const searchPair = [
    {site: 'ours', row: ours.find((row) => row.kind === 'search page')!, applied: appliedRows[0]},
    {site: 'stock search plugin', row: stock.find((row) => row.site === 'stock search plugin')!, applied: appliedRows[1]},
  ];
  printTable(
    `${measured[0].state}: the search page (same content and query) with simulated and with applied throttling (LCP = the first result)`,
    searchPair.map(({site, row, applied}) => ({
      site,
      simulatedPerformance: row.performance,
      simulatedLcpMs: row.lcpMs,
      appliedPerformance: applied.performance,
      appliedLcpMs: applied.lcpMs,
      appliedTbtMs: applied.tbtMs,
    })),
  );
  printTable(
    `${measured[0].state}: scripts with the most main-thread time (ms, Lighthouse bootup-time, with its 4× CPU slowdown)`,
    ours.map((row) => ({
      kind: row.kind,
      scripts: (row.details?.scripts ?? [])
        .slice(0, 3)
        .map((s) => `${s.source} ${s.scriptingMs}`)
        .join(', '),
    })),
  );
  // Where each page's blocking time comes from, the page's own task (the first style and layout of
  // its HTML) or its scripts, beside the stock pages': TBT alone does not say what to make smaller.
  // In every state, since the states differ in what that task pays for (./lib/states.ts).
  for (const {state, stock: stockRows, ours: ourRows} of measured) {
    printTable(
      `${state}: the longest tasks of the median run (Lighthouse long-tasks, simulated 4× CPU slowdown: start + duration ms; page = the HTML's parsing, style and layout)`,
      [...stockRows, ...ourRows].map((row) => ({
        site: row.site,
        kind: row.kind,
        tasks: (row.details?.longTasks ?? []).map((task) => `${task.source} ${task.startMs}+${task.durationMs}`).join(', '),
      })),
    );
  }
  writeResult('lighthouse', {
    runs: RUNS,
    states: measured.map(({state, stock: stockRows, ours: ourRows}) => ({state, stock: stockRows.map(withRuns), ours: ourRows.map(withRuns)})),
    searchPage: searchPair.map(({site, applied}) => ({site, applied: withoutDetails(applied)})),
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
