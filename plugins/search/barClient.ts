/**
 * The search bar's way to the search worker (./client.ts), with what the plugin's bar lacks when a
 * download fails. The bar awaits fetchIndexesByWorker before it sets up its dropdown, and a
 * rejection left it without one, its index marked as loading for good: the reader typed and saw
 * nothing. Here a failed download still lets the dropdown start, and a search that cannot
 * download says so in one row that opens the search page. Each search downloads again (./download.ts).
 */
import {translate} from '@docusaurus/Translate';
import {areaToSearch, fetchIndexesByWorker as fetchIndexes, searchByWorker as search} from './client';
import {indexLoadFailed} from './loadFailed';
import {DocumentType, type ResultRow} from './upstream/shapes';

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  try {
    await fetchIndexes(baseUrl, searchContext);
  } catch (error) {
    console.error(error);
  }
}

/** The row the bar draws when the index cannot be downloaded: it opens the search page for the query. */
function loadFailedRow(baseUrl: string, searchContext: string, input: string): ResultRow {
  const params = new URLSearchParams({q: input});
  const area = areaToSearch(baseUrl, searchContext);
  if (area) params.set('ctx', area);
  const message = indexLoadFailed();
  return {
    // A keywords row: the bar draws its s as it is (other kinds need match positions) and b below it.
    document: {
      i: -1,
      t: message,
      s: message,
      u: `${baseUrl}search?${params}`,
      b: [translate({id: 'site.SearchBar.loadFailedHint', message: '接続を確かめて入力し直してください'})],
    },
    type: DocumentType.Keywords,
    page: false,
    metadata: {},
    tokens: [],
  };
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<ResultRow[]> {
  try {
    return await search(baseUrl, searchContext, input, limit);
  } catch (error) {
    console.error(error);
    return [loadFailedRow(baseUrl, searchContext, input)];
  }
}
