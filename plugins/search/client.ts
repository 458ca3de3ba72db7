/**
 * The search bar's and the search page's way to the search worker (./worker.ts), in place of the
 * plugin's searchByWorker module: same functions, the site's worker.
 * Nothing starts before the reader reaches for the search box. Then the page downloads the index while the worker starts
 * (a worker takes about 100 ms to be ready to fetch) and hands the bytes over without a copy.
 * Comlink comes with the worker, not with every page: the search bar imports this module.
 * searchContext is an area's path, or '' for every area.
 */
import type * as ComlinkModule from 'comlink';
import {download, once} from './download';
import {indexUrl} from './indexUrl';
import {DocumentType, type ResultRow} from './upstream/shapes';
import type {SiteSearchWorker, Typed} from './worker';

let remote: Promise<ComlinkModule.Remote<SiteSearchWorker>> | undefined;
const comlink = () => import('comlink');
const loaded = new Map<string, Promise<void>>();

function searchWorker() {
  remote ??= (() => {
    // The worker's script downloads while Comlink does, not after it.
    const worker = new Worker(new URL('./worker.ts', import.meta.url));
    // The worker exposes one instance, not a class to construct: a call is posted as soon as the
    // page has it, and waits in the worker's queue until its script has run, without a round trip
    // for the construction first.
    return comlink().then((Comlink) => Comlink.wrap<SiteSearchWorker>(worker));
  })();
  return remote;
}

// The index exists only in a production build; `docusaurus start` searches nothing.
const built = process.env.NODE_ENV === 'production';

/**
 * Downloads an area's index once and hands it to the worker. `typed` (the search bar's box) is read
 * when the index is handed over: the worker starts on that query at once (./worker.ts).
 */
export function fetchIndexesByWorker(baseUrl: string, searchContext: string, typed?: () => Typed): Promise<void> {
  return built ? loadIndex(baseUrl, searchContext, typed) : Promise.resolve();
}

function loadIndex(baseUrl: string, searchContext: string, typed?: () => Typed): Promise<void> {
  const url = indexUrl(baseUrl, searchContext);
  return once(loaded, url, async () => {
    // The download first: the worker's start does not delay the request.
    const bytes = download(url).then((response) => response.arrayBuffer());
    const [worker, index, Comlink] = await Promise.all([searchWorker(), bytes, comlink()]);
    await worker.fetchIndexes(baseUrl, searchContext, Comlink.transfer(index, [index]), typed?.());
  });
}

/**
 * The first `limit` rows for a query; only the first `withSnippets` (all by default: the bar's
 * eight) wait for their snippets' texts (./worker.ts).
 */
export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number, withSnippets = limit): Promise<ResultRow[]> {
  if (!built) return [];
  await loadIndex(baseUrl, searchContext);
  return (await searchWorker()).search(baseUrl, searchContext, input, limit, withSnippets);
}

/**
 * Whether an answer asked for with `withSnippets` left rows without their passage: a section row
 * past the first `withSnippets` (./worker.ts). The search bar and the search page then ask again.
 */
export function passagesToCome(rows: readonly ResultRow[], withSnippets: number): boolean {
  return rows.slice(withSnippets).some((row) => row.type === DocumentType.Content);
}
