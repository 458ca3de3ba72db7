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

/** What the reader has typed so far, and how many rows the first answer will ask for. */
export type Typed = {input: string; limit: number};

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
 * The last query's ranking, or the ranking under way. The search bar asks for a query's rows, then
 * for the same rows with their passages (src/theme/SearchBar): the second answer adds the texts
 * and does not rank again. A query the worker started on when its index came (fetchIndexes) is
 * not ranked twice either.
 */
let last: {key: string; ranking: Promise<ReturnType<typeof rank>>} | undefined;

function ranked(baseUrl: string, searchContext: string, index: LoadedIndex, input: string, limit: number): Promise<ReturnType<typeof rank>> {
  const key = JSON.stringify([indexUrl(baseUrl, searchContext), input, limit]);
  if (last?.key === key) return last.ranking;
  const ranking = (async () => {
    const query = prepareQuery(index, input);
    await loadPostings(baseUrl, searchContext, index, queryTerms(query));
    return rank(index, query, limit);
  })();
  const entry = {key, ranking};
  last = entry;
  // A failed ranking (a shard's download) is forgotten: the next search tries again.
  ranking.catch(() => {
    if (last === entry) last = undefined;
  });
  return ranking;
}

export class SiteSearchWorker {
  constructor() {
    // The segmenter loads its dictionary on first use: let it do so while the index downloads.
    siteSegmenter.segment('検索の準備');
  }

  /**
   * Reads an area's index from the bytes of its file (the page downloads it: ./client.ts). Then,
   * while the page sets up its dropdown, starts on what the reader has typed: its postings
   * download while the page is busy, and the search that follows finds the ranking under way.
   * With nothing typed, it prepares the index's query forms (./queryForms.ts), which the first
   * query would otherwise wait for.
   */
  fetchIndexes(baseUrl: string, searchContext: string, bytes: ArrayBuffer, typed?: Typed): void {
    const url = indexUrl(baseUrl, searchContext);
    if (indexes.has(url)) return;
    const index = loadIndexFile(JSON.parse(new TextDecoder().decode(bytes)) as IndexFile);
    indexes.set(url, index);
    // After this call has answered, so that the page hears at once that the index is there.
    setTimeout(() => {
      if (typed && typed.input.trim() !== '') ranked(baseUrl, searchContext, index, typed.input, typed.limit).catch(() => undefined);
      else prepareQuery(index, '');
    }, 0);
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

Comlink.expose(new SiteSearchWorker());
