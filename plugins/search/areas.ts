// Which area's index a page belongs in (src/config/search.ts lists the areas).
import type {SearchDocument} from './upstream/shapes';

/**
 * The first configured area whose path is the page's path or a folder above it: the rule the
 * search bar applies to the page a reader is on. Paths are relative to the base URL, without
 * slashes at either end ("social-login/legacy").
 */
export function areaOf(uri: string, areas: readonly string[]): string | undefined {
  return areas.find((area) => uri === area || uri.startsWith(`${area}/`));
}

/** The area of a page from its URL path (with the base URL and any trailing slash), or undefined. */
export function areaOfPath(pathname: string, baseUrl: string, areas: readonly string[]): string | undefined {
  if (!pathname.startsWith(baseUrl)) return undefined;
  return areaOf(pathname.slice(baseUrl.length).replace(/\/$/, ''), areas);
}

/**
 * The plugin puts a page into every area whose path is a prefix of its URL, so the index of
 * "social-login" also held every page of "social-login/legacy", which its search bar never shows.
 */
export function ownPages(documents: SearchDocument[][], area: string, areas: readonly string[], baseUrl: string): SearchDocument[][] {
  const own = (document: SearchDocument) => areaOfPath(document.u, baseUrl, areas) === area;
  return documents.map((kind) => kind.filter(own));
}
