/**
 * Route prefetching in idle time (the Lighthouse target of every page kind): replaces the object @docusaurus/core mounts on
 * window.docusaurus with ./client.ts, which keeps core's behaviour and takes the work of many
 * visible links off the page's first seconds. Measured with `npm run bench:profile` (BENCHMARKS.md).
 * Core would not need this if it built its route → chunks table once and scheduled prefetches in
 * idle time: upstream/docusaurus-route-prefetch.md is the issue to file.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {redirectImport} from '../shared/redirectImport';
import {issuer, request} from './upstream';

export default function routePrefetch(): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {plugins: [redirectImport(currentBundler, request, (file) => issuer.test(file), path.join(__dirname, 'client.ts'))]};
    },
  };
}
