/**
 * Lighthouse A/B: this site (the working tree) beside variants of it (each without one of its
 * reaches into another package, ./lib/without.ts, or the site as it was at a commit) and the stock
 * docs page as the yardstick, measured in turns (one run of each, then the next round), so that a
 * change of the machine's state falls on all alike.
 *   npm run bench:ab -- --without paint-first [--without docs …] [--states idle,busy-core] [--runs 5] [/social-login/setup …]
 *   npm run bench:ab -- --against HEAD~1 [--runs 5] [/social-login/setup …]
 * `--states`: one machine state, or several in turn on the same builds (./lib/states.ts says what
 * each is). Pages default to one of each kind; figures are medians per site and page, and a
 * difference counts only when the runs of the two sides are apart (./lib/separation.ts).
 */
import {option, options, pathArgs, runs, states} from './lib/args';
import {median, printTable, writeResult} from './lib/report';
import {lighthouse, type Scores} from './lib/lighthouse-run';
import {preparedBuild, preparedStockBuild} from './lib/prepared-build';
import {separation} from './lib/separation';
import {buildSite, copyCommit, PAGE_KINDS} from './lib/site';
import {enterState, type State} from './lib/states';
import {STOCK_PAGES} from './lib/stock-site';
import {buildWithout} from './lib/without';
import {serveStatic} from '../lib/static-server';

const RUNS = runs(5);
const WITHOUT = options('--without');
const AGAINST = option('--against');
const STATES = states();
const usage = () => {
  console.error('usage: npm run bench:ab -- (--without <name> [--without <name> …] | --against <git revision>) [--states idle,busy-core] [--runs N] [/path …]');
  process.exit(2);
};
if (WITHOUT.length > 0 === Boolean(AGAINST) || WITHOUT.some((name) => !/^[a-z0-9-]+$/.test(name))) usage();

type Figures = Pick<Scores, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cpuIndex'>;
type Server = Awaited<ReturnType<typeof serveStatic>>;

/** Our site as it was at a commit. */
function buildCommit(revision: string): string {
  console.log(`building ${revision} …`);
  return buildSite(copyCommit('commit', revision));
}

async function measureState(state: State, servers: Record<string, Server>, stock: Server, pages: {kind: string; path: string}[]) {
  const stockDocs = STOCK_PAGES.find((page) => page.kind === 'stock docs page')!;
  const results = new Map<string, Figures[]>();
  const record = (key: string, scores: Figures) => results.set(key, [...(results.get(key) ?? []), scores]);
  const {fontsOpen, leave} = enterState(state);
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`${state}: round ${round} of ${RUNS}`);
      record(`stock\t${stockDocs.kind}`, await lighthouse(stock.url + stockDocs.path, {fontsOpen}));
      for (const {kind, path} of pages) {
        for (const [site, server] of Object.entries(servers)) record(`${site}\t${kind}`, await lighthouse(server.url + path, {fontsOpen}));
      }
    }
  } finally {
    leave();
  }
  const runsOf = (site: string, kind: string) => results.get(`${site}\t${kind}`) ?? [];
  const rows = [...results].map(([key, measured]) => {
    const [site, kind] = key.split('\t');
    const of = (field: keyof Figures) => median(measured.map((run) => run[field]));
    // Against ours on the same page: is this variant apart from it, beyond the runs' spread?
    const ours = runsOf('ours', kind);
    const versus = (field: keyof Figures) =>
      site === 'ours' || site === 'stock'
        ? ''
        : separation(
            measured.map((r) => r[field]),
            ours.map((r) => r[field]),
          );
    return {
      state,
      kind,
      site,
      performance: of('performance'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      // Lighthouse's benchmark index of the machine during these runs: the machine state.
      cpuIndex: of('cpuIndex'),
      lcpRuns: measured.map((run) => run.lcpMs).join(' '),
      tbtRuns: measured.map((run) => run.tbtMs).join(' '),
      // 'lower'/'higher' than ours at p < 0.05, else 'noise'.
      lcpVsOurs: versus('lcpMs'),
      tbtVsOurs: versus('tbtMs'),
      scoreVsOurs: versus('performance'),
    };
  });
  return rows;
}

async function main() {
  const paths = pathArgs();
  const pages = paths.length > 0 ? paths.map((path) => ({kind: path, path})) : PAGE_KINDS;
  const servers: Record<string, Server> = {ours: await serveStatic(preparedBuild())};
  if (AGAINST) servers[`at ${AGAINST}`] = await serveStatic(buildCommit(AGAINST));
  for (const name of WITHOUT) servers[`without ${name}`] = await serveStatic(buildWithout(name));
  const stock = await serveStatic(preparedStockBuild());
  const rows = [];
  try {
    for (const state of STATES) rows.push(...(await measureState(state, servers, stock, pages)));
  } finally {
    await Promise.all([...Object.values(servers), stock].map((server) => server.close()));
  }
  const others = Object.keys(servers).filter((site) => site !== 'ours');
  printTable(
    `Lighthouse A/B, the working tree and ${others.join(', ')} (medians of ${RUNS}, measured in turns; vsOurs: apart from ours at p < 0.05, or noise)`,
    rows,
  );
  writeResult('ab', {runs: RUNS, others, states: STATES, rows});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
