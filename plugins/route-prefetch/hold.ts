/**
 * The route prefetch plugin's one client API for pages: a page still downloading what it shows
 * first (the search page's first results) holds the queue of prefetches until that is drawn, so
 * that prefetches do not share its connection. ./client.ts reads the holds; without that module in
 * the bundle, a hold changes nothing.
 */
const holds = new Set<Promise<unknown>>();
let onRelease: () => void = () => undefined;

/** Keeps queued prefetches waiting until `settled` settles (whether it succeeds or fails). */
export function holdPrefetchUntil(settled: Promise<unknown>): void {
  const hold: Promise<unknown> = settled
    .catch(() => undefined)
    .finally(() => {
      holds.delete(hold);
      onRelease();
    });
  holds.add(hold);
}

/** Whether a page holds the queue now. */
export const prefetchHeld = (): boolean => holds.size > 0;

/** The queue's scheduler, called each time a hold settles. */
export function whenHoldSettles(callback: () => void): void {
  onRelease = callback;
}
