/**
 * Every reach into @docusaurus/core's internals for the route prefetcher sits in this folder:
 * the module replaced (client/docusaurus.js, which clientEntry mounts on window.docusaurus and
 * Link calls), how clientEntry imports it, and ./preload.ts (core's preloader, reused in the
 * browser). ../client.ts also reads what core generates for it: @generated/routes,
 * @generated/routesChunkNames and the bundle runtime's __webpack_require__.gca (chunk name →
 * script URL, added by core's ChunkAssetPlugin). tests/unit/route-prefetch.test.ts names what
 * moved when core changes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {coreClientDir} from '../../shared/docusaurusCore';

/** The core version this was written against; package.json pins it exactly. */
export const coreVersion = '3.10.2';
export {coreClientDir};

/** The replaced module, and the SHA-256 of the version read when writing ../client.ts. */
export const replaced = {
  file: path.join(coreClientDir, 'docusaurus.js'),
  sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
};

/** clientEntry.js imports the module as "./docusaurus"; only that import is redirected. */
export const request = /^\.[\\/]docusaurus(\.js)?$/;
export const issuer = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

export const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
