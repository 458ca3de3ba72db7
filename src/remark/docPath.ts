/** A page's path for build error messages, relative to the site root as a writer finds it in the tree. */
import path from 'node:path';
import {siteDir} from '../lib/siteDirs';

/** The part of a VFile the plugins read: its path, or the first of its history. */
export type DocFile = {path?: string; history?: string[]};

export function docPathOf(file: DocFile): string {
  return path.relative(siteDir, file.path ?? file.history?.[0] ?? '(unknown doc)');
}
