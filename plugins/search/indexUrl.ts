// Where an area's index file is: SEARCH_INDEX_FILE is the file name with `{dir}` for the area,
// set at build time by ./index.ts. Shared by the page (./client.ts) and the worker.
declare const SEARCH_INDEX_FILE: string;

export function indexUrl(baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${SEARCH_INDEX_FILE.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error(`search: the index must come from this site, not ${url}`);
  return url;
}
