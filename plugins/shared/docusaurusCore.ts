// Where @docusaurus/core's browser code is: the plugins that reach into it (route-prefetch,
// paint-first) name their files from here.
import path from 'node:path';

export const coreClientDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
