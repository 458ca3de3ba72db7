// The builds the page benchmarks measure, made once per `npm run bench` (which passes them on in
// BENCH_BUILD_DIR and BENCH_STOCK_DIR) or by the first script that needs them.
import {buildSite, copySite} from './site';
import {buildStockSite} from './stock-site';
import {withChunkStats} from './variant-config';

/** A production build of a private copy of the site, with bench-chunks.json next to build/. */
export function preparedBuild(): string {
  if (!process.env.BENCH_BUILD_DIR) {
    console.log('building a private copy of the site …');
    const dir = copySite('pages');
    process.env.BENCH_BUILD_DIR = buildSite(dir, withChunkStats(dir));
  }
  return process.env.BENCH_BUILD_DIR;
}

/** A production build of the stock classic template with our search and gtag plugins. */
export function preparedStockBuild(): string {
  if (!process.env.BENCH_STOCK_DIR) {
    console.log('building the stock Docusaurus site …');
    process.env.BENCH_STOCK_DIR = buildStockSite();
  }
  return process.env.BENCH_STOCK_DIR;
}
