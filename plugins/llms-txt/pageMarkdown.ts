/**
 * Two rules every page's Markdown keeps, whatever the page's theme component (./index.ts): it
 * starts with the page's title as its one H1, and two block quotes in a row stay two.
 */
import type {Nodes} from 'mdast';

/**
 * The Markdown with `# title` first, where the page's HTML has no <h1> in the part converted (the
 * blog's list of posts has none on screen).
 */
export function withTitle(markdown: string, title: string): string {
  const body = markdown.trimStart();
  return body.startsWith('# ') ? markdown : `# ${title}\n\n${body}`;
}

/**
 * A `join` rule for remark-stringify: two block quotes side by side cannot be joined by a blank
 * line alone, so the stringifier puts an empty comment (`<!---->`) between them, as CommonMark
 * renderers that merge them, and markdownlint's MD028, want.
 */
export function separateQuotes(left: Nodes, right: Nodes): boolean | undefined {
  return left.type === 'blockquote' && right.type === 'blockquote' ? false : undefined;
}
