/**
 * Stands in for @docusaurus/core's client/docusaurus.js, the object core mounts on
 * window.docusaurus and its Link calls: prefetch(routePath) when a link scrolls into view,
 * preload(routePath) when it is hovered or focused. Same behaviour (nothing on 2g or save-data
 * connections, each route once), with two changes that keep the work off the page's first
 * seconds (the Lighthouse target of every page kind):
 * - prefetch only queues the route; the queue is worked through in idle time, a few
 *   milliseconds at a time, so a page with many visible links has no long task for it;
 * - a route's chunks come from a table built once (../shared/chunkTable.ts), and a chunk URL is
 *   prefetched once, not once per route that needs it, nor when the page already has it;
 * - a page still downloading what it shows first (the search page's first results) holds the
 *   queue until it is drawn (./hold.ts), so that prefetches do not share its connection.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {chunkNamesByRoute} from '../shared/chunkTable';
import preloadRoute from './upstream/preload';
import {prefetchHeld, whenHoldSettles} from './hold';

// Injected by Docusaurus's ChunkAssetPlugin: a chunk name's script URL.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

type Connection = {effectiveType?: string; saveData?: boolean};

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const prefetched = new Set<string>();
const preloaded = new Set<string>();
const requestedUrls = new Set<string>();
let chunkTable: Map<string, string[]> | undefined;

const supportsLinkPrefetch = (() => {
  try {
    return typeof document !== 'undefined' && document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function prefetchUrl(url: string): void {
  if (requestedUrls.has(url)) return;
  requestedUrls.add(url);
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  if (supportsLinkPrefetch) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    // Safari has no <link rel=prefetch>; core falls back to a request the cache keeps too.
    fetch(url, {credentials: 'include'}).catch(() => undefined);
  }
}

function prefetchRoute(routePath: string): void {
  chunkTable ??= chunkNamesByRoute(routesChunkNames);
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkTable.get(match.route.path) ?? []) {
      const url = __webpack_require__.gca(chunkName);
      // As in core: webpack may have merged the chunk into another one.
      if (url && !url.includes('undefined')) prefetchUrl(url);
    }
  }
}

type Queued = {routePath: string; done: () => void};
const queue: Queued[] = [];
let scheduled = false;

/** Works through the queue for about 8 ms of an idle period, then yields to the page. */
function drain(deadline?: IdleDeadline): void {
  scheduled = false;
  if (prefetchHeld()) return; // the last hold to settle schedules the queue again
  const until = performance.now() + Math.min(8, deadline?.timeRemaining() ?? 8);
  do {
    const next = queue.shift()!;
    prefetchRoute(next.routePath);
    next.done();
  } while (queue.length > 0 && performance.now() < until);
  schedule();
}

function schedule(): void {
  if (scheduled || queue.length === 0 || prefetchHeld()) return;
  scheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drain, {timeout: 2000});
  else setTimeout(drain, 50);
}

whenHoldSettles(schedule);

function prefetch(routePath: string): false | Promise<void> {
  if (isSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) return false;
  prefetched.add(routePath);
  return new Promise((done) => {
    queue.push({routePath, done});
    schedule();
  });
}

/** As core: load the route's components now (hover, focus). */
function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloaded.has(routePath)) return false;
  preloaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
