/**
 * The search worker: holds each area's index once it has it and answers queries (./rank.ts). Runs
 * off the main thread, so reading a large index never blocks the page. The postings of the terms a
 * query reaches (./postingShards.ts) and the snippets of the rows it returns (the pages' texts
 * files, ./contentTexts.ts) are downloaded here, each file once.
 */
import * as Comlink from 'comlink';
import type {PageTexts} from './contentTexts';
import {downloadJsonOnce} from './download';
import {indexUrl, postingsUrl, textsUrl} from './indexUrl';
import type {PostingShard} from './postingShards';
import {prepareQuery, queryTerms, rank, resultRow} from './rank';
import {loadIndexFile, type IndexFile, type LoadedIndex} from './searchIndex';
import {siteSegmenter} from './segmenter';
import {DocumentType, type ResultRow} from './upstream/shapes';

const indexes = new Map<string, LoadedIndex>();
const pageTexts = new Map<string, Promise<PageTexts>>();
const shards = new Map<string, Promise<PostingShard>>();

/**
 * A page's texts, downloaded once. A download that fails leaves its rows without a snippet rather
 * than failing the search, and is tried again by the next search that shows the page.
 */
function textsOf(baseUrl: string, page: number): Promise<PageTexts | undefined> {
  return downloadJsonOnce(pageTexts, textsUrl(baseUrl, page)).catch((error: unknown) => {
    console.warn(error);
    return undefined;
  });
}

/**
 * The postings of the terms at `positions`, downloaded once per shard (./postingShards.ts). A
 * shard that fails fails the search: ranked without it, the results would be wrong, not fewer.
 */
async function loadPostings(baseUrl: string, searchContext: string, index: LoadedIndex, positions: number[]): Promise<void> {
  await Promise.all(
    index.search.missingShards(positions).map(async (shard) => {
      index.search.addShard(shard, await downloadJsonOnce(shards, postingsUrl(baseUrl, searchContext, shard)));
    }),
  );
}

/**
 * The last query's ranking. The search bar asks for a query's rows, then for the same rows with
 * their passages (src/theme/SearchBar): the second answer adds the texts and does not rank again.
 */
let last: {key: string; ranking: ReturnType<typeof rank>} | undefined;

async function ranked(baseUrl: string, searchContext: string, index: LoadedIndex, input: string, limit: number): Promise<ReturnType<typeof rank>> {
  const key = JSON.stringify([indexUrl(baseUrl, searchContext), input, limit]);
  if (last?.key === key) return last.ranking;
  const query = prepareQuery(index, input);
  await loadPostings(baseUrl, searchContext, index, queryTerms(query));
  const ranking = rank(index, query, limit);
  last = {key, ranking};
  return ranking;
}

export class SiteSearchWorker {
  constructor() {
    // The segmenter loads its dictionary on first use: let it do so while the index downloads.
    siteSegmenter.segment('検索の準備');
  }

  /** Reads an area's index from the bytes of its file (the page downloads it: ./client.ts). */
  fetchIndexes(baseUrl: string, searchContext: string, bytes: ArrayBuffer): void {
    const url = indexUrl(baseUrl, searchContext);
    if (!indexes.has(url)) indexes.set(url, loadIndexFile(JSON.parse(new TextDecoder().decode(bytes)) as IndexFile));
  }

  /**
   * The first `limit` result rows; the first `withSnippets` of them (all by default) wait for
   * their sections' texts, the rest come without (the search page asks for them again).
   */
  async search(baseUrl: string, searchContext: string, input: string, limit: number, withSnippets = limit): Promise<ResultRow[]> {
    const index = indexes.get(indexUrl(baseUrl, searchContext));
    if (!index) throw new Error(`search: no index for "${searchContext}" yet; call fetchIndexes first`);
    const {words, rows} = await ranked(baseUrl, searchContext, index, input, limit);
    const texts = await Promise.all(
      rows.map((row, at) =>
        at < withSnippets && index.entries.get(row.entry)!.type === DocumentType.Content ? textsOf(baseUrl, row.page) : Promise.resolve(undefined),
      ),
    );
    return rows.map((row, at) => resultRow(index, row, words, texts[at]));
  }
}

Comlink.expose(SiteSearchWorker);
