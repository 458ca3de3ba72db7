/**
 * The server-rendered page is painted before the app's JavaScript runs (so that every page kind beats a stock page in Lighthouse). Scripts are
 * deferred, so when the HTML parses quickly and the scripts are already there, the browser ran the
 * whole app (about 100 ms at Lighthouse's 4× CPU slowdown) before its first paint, in one task
 * with the page's first layout: a later first paint and one long task. The client bundle's entry
 * now waits for the first paint (./entry.ts); it is the same bundle, so nothing more downloads.
 * Production builds only: the development server keeps core's entry and its hot reloading.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {coreClientEntry} from './upstream';

export default function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (config.entry !== coreClientEntry) {
        throw new Error(`paint-first: the client bundle's entry is no longer core's clientEntry (${JSON.stringify(config.entry)}); update plugins/paint-first`);
      }
      config.entry = path.join(__dirname, 'entry.ts');
      return {};
    },
  };
}
