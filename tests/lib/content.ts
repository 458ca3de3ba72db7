// Helpers for tests that read the docs and blog sources.
import fs from 'node:fs';
import path from 'node:path';
import {contentFiles, siteDir} from '../../scripts/lib/content-files';

export {contentFiles, siteDir};
export const docsDir = path.join(siteDir, 'docs');

export function readContent(relative: string): string {
  return fs.readFileSync(path.join(siteDir, relative), 'utf8');
}
