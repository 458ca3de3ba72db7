// The search plugin's last build step on fixtures: a build folder holding the upstream plugin's
// index files as it writes them for the site (every area's with the same entries, no lunr index:
// buildLunrIndex is off), then the site's files written in their place.
import fs from 'node:fs';
import path from 'node:path';
import {writeIndexFiles} from '../../plugins/search';
import type {SearchDocument} from '../../plugins/search/upstream/shapes';
import {tempDir} from './tempDir';

/** The file name pattern the fixtures' files are written under (a fixed hash). */
export const fixtureFileName = 'search-index{dir}-feedbeef.json';

/** A folder after writeIndexFiles for these entries and areas, and what it returned. */
export function writeFixtureIndexes(documents: SearchDocument[][], areas: string[]) {
  const dir = tempDir('search-build-');
  const upstream = documents.map((kind) => ({documents: kind}));
  for (const area of ['', ...areas])
    fs.writeFileSync(path.join(dir, `search-index${area ? `-${area.replace(/\//g, '-')}` : ''}-0123abcd.json`), JSON.stringify(upstream));
  // No readings: these fixtures test the files, not the words' readings.
  return {dir, written: writeIndexFiles(dir, areas, '/', fixtureFileName, () => [])};
}
