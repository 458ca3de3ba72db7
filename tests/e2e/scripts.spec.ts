// The site's scripts: bundled by Rspack, and the Japanese text they render reads right whatever
// charset a server sends them with (the minifier writes it as \uXXXX escapes; a server without a
// charset for scripts leaves the page's own UTF-8 to apply).
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFiles} from './support/build-files';
import {gotoHydrated} from './support/guards';

test("the scripts were bundled by Rspack, the faster bundler that Docusaurus v4's future flags turn on", () => {
  const runtime = builtFiles('.js', path.join(buildDir, 'assets', 'js')).find((file) => path.basename(file).startsWith('runtime~main.'));
  expect(runtime).toBeDefined();
  // Rspack's runtime marks the script tags it adds with data-rspack (webpack's with data-webpack).
  expect(fs.readFileSync(runtime!, 'utf8')).toContain('data-rspack');
});

test('a page rendered by its scripts reads right when scripts come without a charset', async ({page}) => {
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-type': 'text/javascript'}});
  });
  await gotoHydrated(page, '/');
  // Client-side navigation: the glossary is rendered from its script, not from its HTML.
  await page.locator('.navbar').getByRole('link', {name: '用語集'}).click();
  await expect(page.locator('article h1')).toHaveText('用語集');
  await expect(page.locator('article h3').first()).toHaveText('アカウント ID');
  // Prefetches still passing through the route would fail as the page closes: an error of the run.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

/** The scripts a page's HTML preloads (plugins/route-script-preload). */
const scriptPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((match) => match[1]);

test("the search page's HTML preloads its route's scripts: each one the page runs, each fetched once; doc pages preload none", async ({page, baseURL}) => {
  const preloaded = scriptPreloads(fs.readFileSync(path.join(buildDir, 'search', 'index.html'), 'utf8'));
  expect(preloaded.length).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(baseURL!)) fetched.push(new URL(request.url()).pathname);
  });
  // Without a query: the search worker and its client are not loaded, so every script but the entry is the route's.
  await gotoHydrated(page, '/search');
  const routeScripts = fetched.filter((file) => !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(file));
  expect([...new Set(routeScripts)].sort()).toEqual([...preloaded].sort());
  expect(routeScripts).toHaveLength(preloaded.length);
  expect(scriptPreloads(fs.readFileSync(path.join(buildDir, 'social-login', 'setup', 'index.html'), 'utf8'))).toEqual([]);
});
