/**
 * The search worker: holds each area's index once it has it and answers queries (./rank.ts). Runs
 * off the main thread, so reading a large index never blocks the page.
 */
import * as Comlink from 'comlink';
import {indexUrl} from './indexUrl';
import {search} from './rank';
import {loadIndexFile, type IndexFile, type LoadedIndex} from './searchIndex';
import {siteSegmenter} from './segmenter';
import type {ResultRow} from './upstream/shapes';

const indexes = new Map<string, LoadedIndex>();

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

  search(baseUrl: string, searchContext: string, input: string, limit: number): ResultRow[] {
    const index = indexes.get(indexUrl(baseUrl, searchContext));
    if (!index) throw new Error(`search: no index for "${searchContext}" yet; call fetchIndexes first`);
    return search(index, input, limit);
  }
}

Comlink.expose(SiteSearchWorker);
