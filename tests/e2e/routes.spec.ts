// Every route of the contract answers 200 from the production build with its title, lang="ja",
// the noindex robots meta, its sidebar (or none) and, on docs with a sidebar, breadcrumbs.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {docTitle, expectedTitle, routes, sidebarRoots} from './support/site';

for (const route of routes) {
  test(`${route.kind} ${route.path}`, async ({page}) => {
    // Server-rendered HTML carries everything checked here, so the test need not wait for images.
    const response = await page.goto(encodeURI(route.path), {waitUntil: 'domcontentloaded'});
    expect(response?.status(), 'HTTP status').toBe(200);
    await expect(page).toHaveTitle(expectedTitle(route));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const sidebar = page.locator('.theme-doc-sidebar-container');
    if (route.kind === 'doc' && route.sidebar) {
      await expect(sidebar).toHaveCount(1);
      // The right sidebar: its first link is the root of that area, and this page is active in it.
      await expect(sidebar.locator('a.menu__link').first()).toHaveAttribute('href', sidebarRoots[route.sidebar]!);
      await expect(sidebar.locator('a.menu__link--active[aria-current="page"]')).toHaveAttribute('href', route.path);
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    } else {
      await expect(sidebar).toHaveCount(0);
    }
    const title = docTitle(route.path);
    if (title) await expect(page.locator('article h1').first()).toHaveText(title);
  });
}

test('the build holds the contract routes and no other page', () => {
  const buildDir = path.join(__dirname, '..', '..', 'build');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name.endsWith('.html')) pages.push(path.relative(buildDir, full));
    }
  };
  walk(buildDir);
  const toRoute = (file: string) => {
    if (file === '404.html') return null;
    const route = '/' + file.replace(/index\.html$/, '').replace(/\.html$/, '');
    return route;
  };
  const built = pages.map(toRoute).filter((r): r is string => r !== null).sort();
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
