// The builds the page benchmarks measure, made once per `npm run bench` (which passes them on in
// BENCH_BUILD_DIR, BENCH_STOCK_DIR and BENCH_STOCK_SEARCH_DIR) or by the first script that needs them.
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, copySite} from './site';
import {buildStockSite} from './stock-site';
import {withChunkStats, writeVariantConfig} from './variant-config';

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

/**
 * Our content with the stock search plugin (@easyops-cn/docusaurus-search-local with our options)
 * in place of plugins/search: the yardstick of the search figures. The search page is swizzled to
 * read our index format, so the copy goes without it (the stock plugin's own page is used).
 */
export function preparedStockSearchBuild(): string {
  if (!process.env.BENCH_STOCK_SEARCH_DIR) {
    console.log('building the site with the stock search plugin …');
    const dir = copySite('search-stock');
    // The site's search bar and page call the site's worker: the stock plugin draws its own.
    for (const component of ['SearchBar', 'SearchPage']) fs.rmSync(path.join(dir, 'src', 'theme', component), {recursive: true});
    const config = writeVariantConfig(dir, 'stock-search', "{...config, themes: [['@easyops-cn/docusaurus-search-local', searchOptions]]}", [
      "import {searchOptions} from './src/config/search';",
    ]);
    process.env.BENCH_STOCK_SEARCH_DIR = buildSite(dir, config);
  }
  return process.env.BENCH_STOCK_SEARCH_DIR;
}
