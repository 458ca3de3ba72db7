/**
 * Lighthouse A/B: this site (the working tree) beside either the same site built without one of
 * its plugins or the site as it was at a commit, and the stock docs page as the yardstick,
 * measured in turns (one run of each, then the next round), so that a change of the machine's
 * state falls on all three alike.
 *   npm run bench:ab -- --without paint-first [--runs 5] [/social-login/setup …]
 *   npm run bench:ab -- --against HEAD~1 [--runs 5] [/social-login/setup …]
 * Pages default to one of each kind; figures are medians per site and page.
 */
import {option, pathArgs, runs} from './lib/args';
import {median, printTable, writeResult} from './lib/report';
import {lighthouse, type Scores} from './lib/lighthouse-run';
import {preparedBuild, preparedStockBuild} from './lib/prepared-build';
import {buildSite, copyCommit, copySite, PAGE_KINDS} from './lib/site';
import {STOCK_PAGES} from './lib/stock-site';
import {writeVariantConfig} from './lib/variant-config';
import {serveStatic} from '../lib/static-server';

const RUNS = runs(5);
const WITHOUT = option('--without');
const AGAINST = option('--against');
if (WITHOUT ? !/^[a-z0-9-]+$/.test(WITHOUT) || AGAINST : !AGAINST) {
  console.error('usage: npm run bench:ab -- (--without <folder of plugins/> | --against <git revision>) [--runs N] [/path …]');
  process.exit(2);
}

/** Our site built without plugins/<name>; the build fails by name if the config does not list it. */
function buildWithout(name: string): string {
  const dir = copySite(`without-${name}`);
  const expression = `(() => {
  const plugins = (config.plugins ?? []).filter((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) !== removed);
  if (plugins.length === (config.plugins ?? []).length) throw new Error('bench:ab: docusaurus.config.ts does not list plugins/${name}');
  return {...config, plugins};
})()`;
  console.log(`building a private copy without plugins/${name} …`);
  return buildSite(dir, writeVariantConfig(dir, `without-${name}`, expression, [`import removed from './plugins/${name}';`]));
}

/** Our site as it was at a commit. */
function buildCommit(revision: string): string {
  console.log(`building ${revision} …`);
  return buildSite(copyCommit('commit', revision));
}

type Figures = Pick<Scores, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs'>;

async function main() {
  const paths = pathArgs();
  const pages = paths.length > 0 ? paths.map((path) => ({kind: path, path})) : PAGE_KINDS;
  const stockDocs = STOCK_PAGES.find((page) => page.kind === 'stock docs page')!;
  const other = WITHOUT ? `without ${WITHOUT}` : `at ${AGAINST}`;
  const servers = {
    ours: await serveStatic(preparedBuild()),
    [other]: await serveStatic(WITHOUT ? buildWithout(WITHOUT) : buildCommit(AGAINST!)),
  };
  const stock = await serveStatic(preparedStockBuild());
  const results = new Map<string, Figures[]>();
  const record = (key: string, scores: Figures) => results.set(key, [...(results.get(key) ?? []), scores]);
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      console.log(`round ${round} of ${RUNS}`);
      record(`stock\t${stockDocs.kind}`, await lighthouse(stock.url + stockDocs.path));
      for (const {kind, path} of pages) {
        for (const [site, server] of Object.entries(servers)) record(`${site}\t${kind}`, await lighthouse(server.url + path));
      }
    }
  } finally {
    await Promise.all([...Object.values(servers), stock].map((server) => server.close()));
  }
  const rows = [...results].map(([key, measured]) => {
    const [site, kind] = key.split('\t');
    const of = (field: keyof Figures) => median(measured.map((run) => run[field]));
    return {
      kind,
      site,
      performance: of('performance'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      lcpRuns: measured.map((run) => run.lcpMs).join(' '),
      tbtRuns: measured.map((run) => run.tbtMs).join(' '),
    };
  });
  printTable(`Lighthouse A/B, the working tree and ${other} (medians of ${RUNS}, measured in turns)`, rows);
  writeResult('ab', {runs: RUNS, other, rows});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
