// Where an area's index file is: SEARCH_INDEX_FILE is the file name with `{dir}` for the area,
// set at build time by ./index.ts. Shared by the page (./client.ts), the worker, the files the
// build writes (./index.ts) and the search page's preload (./preloadScript.ts).
declare const SEARCH_INDEX_FILE: string;

/** The index file of an area ('' = every area) from the file name pattern. */
export function indexFile(fileName: string, searchContext: string): string {
  return fileName.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '');
}

export function indexUrl(baseUrl: string, searchContext: string): string {
  const url = `${baseUrl}${indexFile(SEARCH_INDEX_FILE, searchContext)}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error(`search: the index must come from this site, not ${url}`);
  return url;
}
