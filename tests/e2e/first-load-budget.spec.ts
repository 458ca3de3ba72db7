// Every route of the contract downloads at most the first-load budget on its first load, measured
// as the page-weight benchmark measures it (scripts/lib/first-load.ts): the production build served
// gzip-compressed as the nginx recipe serves it, prefetches of linked pages apart. Bytes do not
// depend on the machine, so the budget is a test; timings stay in the benchmarks.
import {test, expect} from '@playwright/test';
import {routes} from './support/site';
import {buildDir} from '../../src/lib/siteDirs';
import {serveStatic} from '../../scripts/lib/static-server';
import {newContext} from '../../scripts/bench/lib/browser';
import {kb} from '../../scripts/bench/lib/report';
import {FIRST_LOAD_BUDGET_KB, firstLoad, firstLoader, firstLoadBytes} from '../../scripts/lib/first-load';

// A few shards each sweep their routes (in one page, scripts/lib/first-load.ts
// firstLoader), dealt round-robin, so that the workers stay busy; soft assertions named after the
// route gather every route over the budget.
const SHARDS = 4;

let server: Awaited<ReturnType<typeof serveStatic>>;
test.beforeAll(async () => {
  server = await serveStatic(buildDir);
});
test.afterAll(() => server.close());

for (let shard = 0; shard < SHARDS; shard += 1) {
  const targets = routes.filter((_, index) => index % SHARDS === shard);
  test(`first load ≤ ${FIRST_LOAD_BUDGET_KB} KB: routes ${shard + 1}/${SHARDS} (${targets.length} pages)`, async ({browser}) => {
    test.setTimeout(targets.length * 10_000);
    const context = await newContext(browser);
    const loadFirst = await firstLoader(context);
    for (const route of targets) {
      const bytes = firstLoadBytes(await loadFirst(server.url + encodeURI(route.path)));
      expect.soft(bytes, `${route.path}: ${kb(bytes)} KB`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);
    }
    // The sweep loads route after route in one page: its last load must count what a fresh
    // context's first load of that route counts, or it would pass a page that is over.
    const last = server.url + encodeURI(targets.at(-1)!.path);
    expect(firstLoadBytes(await loadFirst(last)), 'the sweep counts what a fresh context counts').toBe(
      firstLoadBytes(await firstLoad(await newContext(browser), last)),
    );
    await context.close();
  });
}
