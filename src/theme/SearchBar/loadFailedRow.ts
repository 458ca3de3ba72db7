import {translate} from '@docusaurus/Translate';
import {indexLoadFailed} from '@site/plugins/search/loadFailed';
import {DocumentType, type ResultRow} from '@site/plugins/search/upstream/shapes';

/** The search page for a query, in an area ('' = every area). */
export function searchPageUrl(baseUrl: string, query: string, area: string): string {
  const params = new URLSearchParams({q: query});
  if (area) params.set('ctx', area);
  return `${baseUrl}search?${params}`;
}

/** The row the bar draws when the index cannot be downloaded: it opens the search page for the query. */
export function loadFailedRow(baseUrl: string, area: string, input: string): ResultRow {
  const message = indexLoadFailed();
  return {
    // A keywords row: the bar draws its s as it is (other kinds need match positions) and b below it.
    document: {
      i: -1,
      t: message,
      s: message,
      u: searchPageUrl(baseUrl, input, area),
      b: [translate({id: 'site.SearchBar.loadFailedHint', message: '接続を確かめて入力し直してください'})],
    },
    type: DocumentType.Keywords,
    page: false,
    metadata: {},
    tokens: [],
  };
}
