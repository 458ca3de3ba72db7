/** The most pages the search page lists. */
export const MAX_PAGES = 100;

/** Rows that show on the first screen of a large phone or a laptop: they come with their snippets first. */
export const FIRST_SCREEN_ROWS = 10;

/** Rows to ask the search worker for: one more than it lists tells "over 100" from "exactly 100". */
export const REQUEST_LIMIT = MAX_PAGES + 1;

/**
 * What the page says about `rows` results (one row a page): how many it lists, and whether that
 * number is only a floor ("100件以上") because the worker had more.
 */
export function resultCount(rows: number): {shown: number; atLeast: boolean} {
  return {shown: Math.min(rows, MAX_PAGES), atLeast: rows > MAX_PAGES};
}
