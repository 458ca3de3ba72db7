// Where an area's index file, its postings shards and a page's texts file are: SEARCH_INDEX_FILE
// is the index file name with `{dir}` for the area, set at build time by ./index.ts. Shared by the
// page (./client.ts), the worker, the files the build writes (./index.ts) and the search page's
// preload (./preloadScript.ts).
declare const SEARCH_INDEX_FILE: string;

/** The index file of an area ('' = every area) from the file name pattern. */
export function indexFile(fileName: string, searchContext: string): string {
  return fileName.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '');
}

/**
 * A page's texts file (./contentTexts.ts), in a folder named with the index's hash: from
 * `search-index{dir}-<hash>.json` (or the all-areas `search-index-<hash>.json`),
 * `search-texts-<hash>/<page id>.json`.
 */
export function textsFile(fileName: string, page: number): string {
  const hash = /^search-index(?:\{dir\})?-([0-9a-f]+)\.json$/.exec(fileName)?.[1];
  if (hash === undefined) throw new Error(`search: ${fileName} is not an index file name with a hash`);
  return `search-texts-${hash}/${page}.json`;
}

/**
 * A postings shard of an area's index (./postingShards.ts), in a folder named as the index file:
 * `search-index-message-<hash>.json` has its shards in `search-postings-message-<hash>/<n>.json`.
 */
export function postingsFile(fileName: string, searchContext: string, shard: number): string {
  const file = indexFile(fileName, searchContext);
  if (!/^search-index.*\.json$/.test(file)) throw new Error(`search: ${file} is not an index file name`);
  return `${file.replace(/^search-index/, 'search-postings').replace(/\.json$/, '')}/${shard}.json`;
}

function sameOrigin(url: string): string {
  if (new URL(url, location.origin).origin !== location.origin) throw new Error(`search: the index must come from this site, not ${url}`);
  return url;
}

export function indexUrl(baseUrl: string, searchContext: string): string {
  return sameOrigin(`${baseUrl}${indexFile(SEARCH_INDEX_FILE, searchContext)}`);
}

export function postingsUrl(baseUrl: string, searchContext: string, shard: number): string {
  return sameOrigin(`${baseUrl}${postingsFile(SEARCH_INDEX_FILE, searchContext, shard)}`);
}

export function textsUrl(baseUrl: string, page: number): string {
  return sameOrigin(`${baseUrl}${textsFile(SEARCH_INDEX_FILE, page)}`);
}
