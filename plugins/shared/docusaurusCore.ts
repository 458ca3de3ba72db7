// Where @docusaurus/core is: the plugins that reach into it (route-prefetch, paint-first,
// route-script-preload) name their files from here.
import path from 'node:path';

export const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));

export const coreClientDir = path.join(coreDir, 'lib', 'client');
