/** Where the remark plugins are: the site root, and a page's path from it for build error messages. */
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..', '..');

/** The part of a VFile the plugins read: its path, or the first of its history. */
export type DocFile = {path?: string; history?: string[]};

/** The page's path relative to the site root, as a writer finds it in the tree. */
export function docPathOf(file: DocFile): string {
  return path.relative(siteDir, file.path ?? file.history?.[0] ?? '(unknown doc)');
}
