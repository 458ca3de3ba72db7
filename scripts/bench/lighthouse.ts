/**
 * Lighthouse (mobile preset, the default) on one page of each kind, served with gzip, Google's
 * requests blocked; first a stock Docusaurus site with the same plugins, measured the same way.
 * Runs the lighthouse CLI with Debian's Chromium; `--runs N` (default 3) gives the median score.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {median, printTable, writeResult} from './lib/report';
import {preparedBuild} from './lib/prepared-build';
import {PAGE_KINDS, serveBuild} from './lib/site';
import {buildStockSite, STOCK_PAGES} from './lib/stock-site';
import {chromiumPath} from '../browser-path';

const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

type Row = {site: string; kind: string; performance: number; accessibility: number; bestPractices: number; lcpMs: number; tbtMs: number; cls: number};

function lighthouse(url: string): Omit<Row, 'site' | 'kind'> {
  const out = path.join(os.tmpdir(), `socialplus-lh-${process.pid}.json`);
  execFileSync(
    'npx',
    [
      'lighthouse', url, '--quiet', '--output=json', `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox',
      '--blocked-url-patterns=*googletagmanager.com*', '--blocked-url-patterns=*google-analytics.com*',
    ],
    {env: {...process.env, CHROME_PATH: chromiumPath()}, stdio: 'ignore'},
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  const score = (id: string) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

function medianRun(url: string): Omit<Row, 'site' | 'kind'> {
  const runs = Array.from({length: RUNS}, () => lighthouse(url));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {...byScore[Math.floor(byScore.length / 2)]!, performance: median(runs.map((r) => r.performance))};
}

async function measure(site: string, buildDir: string, pages: {kind: string; path: string}[]): Promise<Row[]> {
  const server = await serveBuild(buildDir);
  const rows = pages.map(({kind, path: pagePath}) => ({site, kind, ...medianRun(server.url + pagePath)}));
  await server.close();
  return rows;
}

async function main() {
  console.log('building the stock Docusaurus site …');
  const stock = await measure('stock', buildStockSite(), STOCK_PAGES);
  printTable(`Lighthouse, stock Docusaurus 3.10 with local search and gtag (median of ${RUNS})`, stock);
  const ours = await measure('ours', preparedBuild(), PAGE_KINDS);
  printTable(`Lighthouse, this site (median of ${RUNS}; budgets: performance ≥ 98, accessibility 100, best practices 100)`, ours);
  writeResult('lighthouse', {runs: RUNS, stock, ours});
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
