/**
 * The search bar's and the search page's way to the search worker (./worker.ts), in place of the
 * plugin's searchByWorker module: same functions, the site's worker. The worker starts on the
 * first call, so no page pays for it before the reader reaches for the search box.
 */
import * as Comlink from 'comlink';
import type {ResultRow} from './upstream/shapes';
import type {SiteSearchWorker} from './worker';

let remote: Promise<Comlink.Remote<SiteSearchWorker>> | undefined;

function searchWorker() {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SiteSearchWorker>(new Worker(new URL('./worker.ts', import.meta.url)));
    return await new Remote();
  })();
  return remote;
}

// The index exists only in a production build; `docusaurus start` searches nothing.
const built = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (built) await (await searchWorker()).fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<ResultRow[]> {
  return built ? (await searchWorker()).search(baseUrl, searchContext, input, limit) : [];
}
