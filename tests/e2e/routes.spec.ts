// Every route of the contract answers 200 from the production build with its title, lang="ja",
// the noindex robots meta, its sidebar (or none), the navbar's current section and, on docs with a
// sidebar, breadcrumbs.
// The checks read the HTML as served: one page fetches each route and parses it with Chromium's
// own parser (DOMParser), without loading its styles and images or laying it out. A navigation per
// route took ten times as long. Whether the breadcrumbs show needs a layout: that is checked on a
// page of each sidebar, navigated to with scripts off. Soft assertions named after the route
// gather every failure, so one bad route hides no other.
import {test, expect, type Page} from '@playwright/test';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import {docTitle, expectedTitle, routes, sidebarRoots, type Route} from './support/site';
import {buildDir} from '../../src/lib/siteDirs';

/** What the checks need from the route's HTML as served, parsed in the page; null when not 200. */
async function readServed(page: Page, routePath: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    if (response.status !== 200) return {status: response.status};
    const document = new DOMParser().parseFromString(await response.text(), 'text/html');
    const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
    // As Playwright's toHaveText sees it.
    const text = (el: Element | undefined) =>
      el?.textContent
        ?.replace(/[\u200b\u00ad]/g, '')
        .replace(/\s+/g, ' ')
        .trim() ?? null;
    const sidebars = all(document, '.theme-doc-sidebar-container');
    const inSidebars = (selector: string) => sidebars.flatMap((s) => all(s, selector));
    return {
      status: response.status,
      title: document.title,
      lang: document.documentElement.getAttribute('lang'),
      robots: all(document, 'meta[name="robots"]').map((m) => m.getAttribute('content')),
      sidebars: sidebars.length,
      sidebarRoot: inSidebars('a.menu__link')[0]?.getAttribute('href') ?? null,
      activeLinks: inSidebars('a.menu__link--active[aria-current="page"]').map((a) => a.getAttribute('href')),
      breadcrumbs: all(document, 'nav.theme-doc-breadcrumbs').length,
      navbarLinks: all(document, '.navbar__items a[href]').map((a) => a.getAttribute('href')),
      navbarCurrent: all(document, '.navbar__items a[aria-current="page"]').map((a) => a.getAttribute('href')),
      h1: text(all(document, 'article h1')[0]),
    };
  }, encodeURI(routePath));
}

/**
 * The navbar's current link on a page outside the sidebars: a doc is in the section its path is under
 * (the v1 error page, under the message docs); any other page is current only when the navbar links
 * to it (the glossary).
 */
function currentWithoutSidebar(route: Route, navbarLinks: (string | null)[]): string[] {
  const section = Object.values(sidebarRoots)
    .filter((root) => root !== '/' && route.path.startsWith(root))
    .sort((a, b) => b.length - a.length)[0];
  if (route.kind === 'doc' && section) return [section];
  return navbarLinks.includes(route.path) ? [route.path] : [];
}

async function checkRoute(page: Page, route: Route): Promise<void> {
  const where = (what: string) => `${route.path}: ${what}`;
  const seen = await readServed(page, route.path);
  expect.soft(seen.status, where('HTTP status')).toBe(200);
  // Any other page (an error page, say) would only add noise below.
  if (!('title' in seen)) return;

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
    expect.soft(seen.breadcrumbs, where('breadcrumbs')).toBe(1);
    // The navbar marks the section: its link to the first page of this sidebar, and nothing else.
    expect.soft(seen.navbarCurrent, where('navbar current section')).toEqual([sidebarRoots[route.sidebar]]);
  } else {
    expect.soft(seen.sidebars, where('sidebar count')).toBe(0);
    expect.soft(seen.navbarCurrent, where('navbar current section')).toEqual(currentWithoutSidebar(route, seen.navbarLinks ?? []));
  }
  const h1 = docTitle(route.path);
  if (h1) expect.soft(seen.h1, where('article h1')).toBe(h1);
}

test('every route as served: status, title, lang, robots, sidebar, breadcrumbs and heading', async ({page}) => {
  // Any page of the site will do: it only makes the fetches same-origin.
  await page.goto('/no-such-page');
  for (const route of routes) await checkRoute(page, route);
});

test.describe('laid out without scripts', () => {
  test.use({javaScriptEnabled: false});

  test('the breadcrumbs show on a page of each sidebar', async ({page}) => {
    const sidebars = [...new Set(routes.flatMap((route) => (route.kind === 'doc' && route.sidebar ? [route.sidebar] : [])))];
    for (const sidebar of sidebars) {
      const route = routes.find((candidate) => candidate.kind === 'doc' && candidate.sidebar === sidebar)!;
      await page.goto(encodeURI(route.path), {waitUntil: 'domcontentloaded'});
      await expect.soft(page.locator('nav.theme-doc-breadcrumbs'), `${route.path}: breadcrumbs visible`).toBeVisible();
    }
  });
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
