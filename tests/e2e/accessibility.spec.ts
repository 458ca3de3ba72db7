// axe-core over every route of the contract in light mode, and one page of each kind in dark mode:
// no serious or critical violation of WCAG 2.1 A and AA.
// axe runs slowly on these machines, so each batch loads the site once, injects axe once, and then
// moves from route to route in the page (history.pushState + popstate, as in-site links do): the
// DOM checked is the one a reader gets after navigating, without a page load per route.
import {test, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import {expectedTitle, routes, SITE_TITLE, type Route} from './support/site';
import {gotoHydrated, settleColours, switchToDark} from './support/guards';
import {PAGE_KINDS} from '../../scripts/bench/lib/site';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BATCHES = 8;
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Target = {path: string; title: string | RegExp};

async function openSite(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  await page.addScriptTag({content: axeSource});
  await settleColours(page);
}

/** Serious and critical violations on the current page, one readable line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {run: (c: Document, o: object) => Promise<{violations: {id: string; impact?: string; nodes: {target: string[]; failureSummary?: string}[]}[]}>};
      }
    ).axe;
    // Only violations are read: axe then works out selectors and details for them alone (its
    // documented way to shorten a run), not for every passing node.
    const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
  }, WCAG);
  return found.map((line) => `${where}: ${line}`);
}

/** Goes to the target in the page and waits until it has rendered (its title is set after that). */
async function navigate(page: Page, target: Target): Promise<void> {
  const title = target.title instanceof RegExp ? {source: target.title.source, flags: target.title.flags} : {source: null, text: target.title};
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.path);
  await page.waitForFunction((t) => (t.source === null ? document.title === t.text : new RegExp(t.source, t.flags).test(document.title)), title);
}

async function sweep(page: Page, targets: Target[], mode: string): Promise<void> {
  const found: string[] = [];
  for (const target of targets) {
    await navigate(page, target);
    found.push(...(await violations(page, `${mode} ${target.path}`)));
  }
  expect(found).toEqual([]);
}

const asTarget = (route: Route): Target => ({
  path: route.path === '/search' ? '/search?q=ログイン' : route.path,
  title: expectedTitle(route),
});

for (let batch = 0; batch < BATCHES; batch += 1) {
  const targets = routes.filter((_, index) => index % BATCHES === batch).map(asTarget);
  test(`light mode, routes ${batch + 1}/${BATCHES} (${targets.length} pages)`, async ({page}) => {
    test.setTimeout(targets.length * 10_000);
    await openSite(page);
    await sweep(page, targets, 'light');
  });
}

test('dark mode, one page of each kind', async ({page}) => {
  test.setTimeout(120_000);
  await openSite(page);
  await switchToDark(page);
  // The benchmarks' page of each kind, by its route (the search page without its query).
  const targets = PAGE_KINDS.map(({path}) => asTarget(routes.find((route) => route.path === path.split('?')[0])!));
  targets.push({path: '/no-such-page', title: `ページが見つかりません | ${SITE_TITLE}`});
  await sweep(page, targets, 'dark');
});
