/**
 * What plugins/paint-first relies on inside @docusaurus/core: its client bundle has one entry,
 * client/clientEntry.js, which hydrates the page when evaluated, after client/preload.js has
 * loaded the page's route components. tests/unit/paint-first.test.ts names what moved when core
 * changes.
 */
import path from 'node:path';
import {coreClientDir} from '../shared/docusaurusCore';

export const coreClientEntry = path.join(coreClientDir, 'clientEntry.js');

export const corePreload = path.join(coreClientDir, 'preload.js');
