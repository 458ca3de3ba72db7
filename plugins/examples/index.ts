/**
 * Publishes the example code of examples/ at /examples/… in the production build, as written: the
 * pages show parts of these files (src/remark/codeFromFile.ts) and link each whole file, and the
 * relative imports of a file resolve to its neighbours at the same URLs. `docusaurus start` serves
 * none, as for the OpenAPI documents.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteDir} from '../../src/lib/siteDirs';
import {filesUnder} from '../shared/files';

const examplesDir = path.join(siteDir, 'examples');

export default function examples(): Plugin {
  return {
    name: 'site-examples',
    postBuild({outDir}) {
      for (const file of filesUnder(examplesDir, {name: /\.ts$/})) {
        const target = path.join(outDir, 'examples', path.relative(examplesDir, file));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(file, target);
      }
    },
  };
}
