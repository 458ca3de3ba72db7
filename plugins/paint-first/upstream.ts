/**
 * What plugins/paint-first relies on inside @docusaurus/core: its client bundle has one entry,
 * client/clientEntry.js, which hydrates the page when evaluated. tests/unit/paint-first.test.ts
 * names what moved when core changes.
 */
import path from 'node:path';

export const coreClientEntry = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'clientEntry.js');
