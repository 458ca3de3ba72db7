// Every route of the contract answers 200 from the production build with its title, lang="ja",
// the noindex robots meta, its sidebar (or none) and, on docs with a sidebar, breadcrumbs.
// A test per route cost ~5 s each here, so a few shards each sweep their routes in one page, reading
// each route in one round trip (every action also costs a trace snapshot). Soft assertions named
// after the route gather every failure, so one bad route hides no other.
import {test, expect, type Page} from '@playwright/test';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import {docTitle, expectedTitle, routes, sidebarRoots, type Route} from './support/site';
import {buildDir} from '../../src/lib/siteDirs';

// A multiple of the two CI workers, so both stay busy; routes are dealt round-robin for balance.
const SHARDS = 4;
// The trace's screencast cost about as much as the checks; its DOM snapshots remain for debugging.
test.use({trace: {mode: 'retain-on-failure', screenshots: false}});

/** What the checks need from the server-rendered page, read in one evaluate. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
    // As Playwright's toHaveText and toBeVisible see them.
    const text = (el: Element | undefined) =>
      el?.textContent
        ?.replace(/[\u200b\u00ad]/g, '')
        .replace(/\s+/g, ' ')
        .trim() ?? null;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const sidebars = all(document, '.theme-doc-sidebar-container');
    const inSidebars = (selector: string) => sidebars.flatMap((s) => all(s, selector));
    return {
      title: document.title,
      lang: document.documentElement.getAttribute('lang'),
      robots: all(document, 'meta[name="robots"]').map((m) => m.getAttribute('content')),
      sidebars: sidebars.length,
      sidebarRoot: inSidebars('a.menu__link')[0]?.getAttribute('href') ?? null,
      activeLinks: inSidebars('a.menu__link--active[aria-current="page"]').map((a) => a.getAttribute('href')),
      breadcrumbs: all(document, 'nav.theme-doc-breadcrumbs').map(visible),
      h1: text(all(document, 'article h1')[0]),
    };
  });
}

async function checkRoute(page: Page, route: Route): Promise<void> {
  const where = (what: string) => `${route.path}: ${what}`;
  // Server-rendered HTML carries everything checked here, so the sweep need not wait for images.
  const response = await page.goto(encodeURI(route.path), {waitUntil: 'domcontentloaded'});
  expect.soft(response?.status(), where('HTTP status')).toBe(200);
  // Any other page (an error page, say) would only add noise below.
  if (response?.status() !== 200) return;
  const seen = await readPage(page);

  const title = expectedTitle(route);
  if (title instanceof RegExp) expect.soft(seen.title, where('title')).toMatch(title);
  else expect.soft(seen.title, where('title')).toBe(title);
  expect.soft(seen.lang, where('lang')).toBe('ja');
  expect.soft(seen.robots, where('robots meta')).toEqual([expect.stringMatching(/noindex/)]);
  if (route.kind === 'doc' && route.sidebar) {
    expect.soft(seen.sidebars, where('sidebar count')).toBe(1);
    // The right sidebar: its first link is the root of that area, and this page is active in it.
    expect.soft(seen.sidebarRoot, where('sidebar root link')).toBe(sidebarRoots[route.sidebar]);
    expect.soft(seen.activeLinks, where('active sidebar link')).toEqual([route.path]);
    expect.soft(seen.breadcrumbs, where('breadcrumbs visible')).toEqual([true]);
  } else {
    expect.soft(seen.sidebars, where('sidebar count')).toBe(0);
  }
  const h1 = docTitle(route.path);
  if (h1) expect.soft(seen.h1, where('article h1')).toBe(h1);
}

test.describe('server-rendered routes', () => {
  // The checks are on the HTML as served; without scripts the page is static once parsed, so
  // a single read is final (no retrying assertions needed) and pages load faster.
  test.use({javaScriptEnabled: false});

  for (let shard = 0; shard < SHARDS; shard += 1) {
    const targets = routes.filter((_, index) => index % SHARDS === shard);
    test(`routes ${shard + 1}/${SHARDS} (${targets.length} pages)`, async ({page}) => {
      // About 1 s a route here; the default 30 s is for one page.
      test.setTimeout(targets.length * 10_000);
      for (const route of targets) {
        await test.step(`${route.kind} ${route.path}`, () => checkRoute(page, route));
      }
    });
  }
});

test('the build holds the contract routes and no other page', () => {
  const pages = filesUnder(buildDir, {name: /\.html$/, skip: (name) => name === 'assets'}).map((file) => path.relative(buildDir, file));
  const toRoute = (file: string) => {
    if (file === '404.html') return null;
    const route = '/' + file.replace(/index\.html$/, '').replace(/\.html$/, '');
    return route;
  };
  const built = pages
    .map(toRoute)
    .filter((r): r is string => r !== null)
    .sort();
  // Docusaurus writes /guidelines to guidelines/index.html; compare without the trailing slash.
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  expect(built.map(strip)).toEqual(routes.map((r) => strip(r.path)).sort());
  expect(pages).toContain('404.html');
});

test('an unknown path shows the Japanese not-found page', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toContainText('ページが見つかりません');
});
