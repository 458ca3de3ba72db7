/**
 * The search worker: loads an area's index on first use and answers queries (./rank.ts). Runs
 * off the main thread, so a large index never blocks the page.
 */
import * as Comlink from 'comlink';
import {search} from './rank';
import {siteSegmenter} from './segmenter';
import {loadIndexFile, type IndexFile, type LoadedIndex} from './searchIndex';
import type {ResultRow} from './upstream/shapes';

/** The index file name, with `{dir}` for the area (set by ./index.ts at build time). */
declare const SEARCH_INDEX_FILE: string;

const indexes = new Map<string, Promise<LoadedIndex>>();

function indexOf(baseUrl: string, searchContext: string): Promise<LoadedIndex> {
  const url = `${baseUrl}${SEARCH_INDEX_FILE.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  let index = indexes.get(url);
  if (!index) {
    if (new URL(url, location.origin).origin !== location.origin) throw new Error(`search: the index must come from this site, not ${url}`);
    index = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
        return response.json() as Promise<IndexFile>;
      })
      .then((file) => loadIndexFile(file));
    // A failed download is tried again on the next query instead of failing every query after it.
    index.catch(() => indexes.delete(url));
    indexes.set(url, index);
    // The segmenter loads its dictionary on first use: let it do so while the index is on its way.
    siteSegmenter.segment('検索の準備');
  }
  return index;
}

export class SiteSearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexOf(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<ResultRow[]> {
    return search(await indexOf(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SiteSearchWorker);
