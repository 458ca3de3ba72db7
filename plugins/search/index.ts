/**
 * The site's search theme. @easyops-cn/docusaurus-search-local (the design card's plugin) parses
 * the built pages into entries and draws the search bar; the site owns what Japanese readers
 * need and the plugin does not do:
 * - one tokenizer for the index and the query (./tokenize.ts): script boundaries, NFKC, kana
 *   variants, identifiers;
 * - a query read as the pages write it (./queryForms.ts): English through the glossary's data
 *   (./glossaryForms.ts), hiragana through the readings of the words that name pages, found at
 *   build time (./readings.ts);
 * - the index (./searchIndex.ts), rebuilt from the plugin's entries after the build: each area's
 *   file holds that area's pages only, no file holds term positions, the sections' texts are in
 *   a small file per page that the worker downloads for the results it shows (./contentTexts.ts),
 *   and the postings in small files of neighbouring terms, downloaded for the terms a query
 *   reaches (./postingShards.ts);
 * - the ranking, one row per page (./rank.ts), in the search worker (./worker.ts, ./client.ts),
 *   which the site's search bar and search page (src/theme/SearchBar, src/theme/SearchPage) call;
 * - a search page opened with a query starts downloading its index from the HTML (./preloadScript.ts).
 * The plugin's own lunr indexes are not built (its buildLunrIndex option, which patches/ adds to it):
 * the site reads its entries only.
 * Every reach into the plugin's files is in ./upstream.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {buildIndexFile} from './searchIndex';
import {ownPages} from './areas';
import {indexFile, postingsFile, textsFile} from './indexUrl';
import {mergePageTexts, splitContentTexts, type PageTexts} from './contentTexts';
import {splitPostings} from './postingShards';
import {readingAnalyser, readingsOf, type Analyse} from './readings';
import {addIndexPreload} from './preloadScript';
import {filesUnder, writeFileMakingFolders} from '../shared/files';
import {readUpstreamDocuments, searchLocal} from './upstream';

/**
 * The index file name, `{dir}` standing for the area. The files are cached for a year, so the
 * hash changes with anything that can change an index: the pages' sources, the site data they
 * render, the sidebars, the configuration, the installed packages and this plugin's code.
 */
export function indexFileName(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const dir of ['docs', 'blog', 'src', 'plugins/search']) {
    for (const file of filesUnder(path.join(siteDir, dir))) hash.update(file.slice(siteDir.length)).update(fs.readFileSync(file));
  }
  // The sidebars give the breadcrumbs; the lockfile, the plugin that parses the pages.
  for (const file of ['sidebars.ts', 'docusaurus.config.ts', 'package-lock.json']) {
    if (fs.existsSync(path.join(siteDir, file))) hash.update(file).update(fs.readFileSync(path.join(siteDir, file)));
  }
  return `search-index{dir}-${hash.digest('hex').slice(0, 8)}.json`;
}

/**
 * Writes the site's index files into outDir in place of the plugin's, with the postings shards and
 * the pages' texts files they leave out; returns the index files' names and sizes.
 */
export function writeIndexFiles(outDir: string, areas: readonly string[], baseUrl: string, fileName: string, analyse: Analyse) {
  const texts = new Map<number, PageTexts>();
  const written = [undefined, ...areas].map((area) => {
    const {file, documents} = readUpstreamDocuments(outDir, area);
    const own = area === undefined ? documents : ownPages(documents, area, areas, baseUrl);
    const split = splitContentTexts(buildIndexFile(own, {readings: readingsOf(own, analyse)}));
    mergePageTexts(texts, split.texts);
    const {file: published, shards} = splitPostings(split.file);
    const name = indexFile(fileName, area ?? '');
    fs.rmSync(file);
    fs.writeFileSync(path.join(outDir, name), JSON.stringify(published));
    shards.forEach((shard, at) => writeFileMakingFolders(path.join(outDir, postingsFile(fileName, area ?? '', at)), JSON.stringify(shard)));
    return {name, bytes: fs.statSync(path.join(outDir, name)).size};
  });
  for (const [page, pageTexts] of texts) writeFileMakingFolders(path.join(outDir, textsFile(fileName, page)), JSON.stringify(pageTexts));
  return written;
}

export default function siteSearch(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as PluginOptions;
  // Its lunr indexes took about half of its postBuild time, and the site reads the entries only.
  const theme = searchLocal.default(context, {...options, buildLunrIndex: false});
  const areas = (options.searchContextByPaths ?? []).map((area) => (typeof area === 'string' ? area : area.path));
  const fileName = indexFileName(context.siteDir);
  return {
    ...theme,
    configureWebpack(webpackConfig, isServer, utils, content) {
      const own = theme.configureWebpack?.(webpackConfig, isServer, utils, content) ?? {};
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        ...own,
        plugins: [new DefinePlugin({SEARCH_INDEX_FILE: JSON.stringify(fileName)})],
      };
    },
    async postBuild(props) {
      await theme.postBuild!(props);
      writeIndexFiles(props.outDir, areas, props.baseUrl, fileName, await readingAnalyser());
      const searched = [...(options.useAllContextsWithNoSearchContext ? [''] : []), ...areas];
      addIndexPreload(props.outDir, Object.fromEntries(searched.map((area) => [area, `${props.baseUrl}${indexFile(fileName, area)}`])));
    },
  };
}

siteSearch.validateOptions = searchLocal.validateOptions;
