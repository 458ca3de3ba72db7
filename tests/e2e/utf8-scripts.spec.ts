// Scripts are minified as UTF-8 (plugins/utf8-scripts): the Japanese text in them is written as
// UTF-8, not as \uXXXX escapes, and reads right even from a server that sends scripts without a
// charset (the page's own UTF-8 then applies).
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFiles} from './support/build-files';
import {gotoHydrated} from './support/guards';

test('Japanese text in the scripts is UTF-8, not \\u escapes', () => {
  const scripts = builtFiles('.js', path.join(buildDir, 'assets', 'js')).map((file) => fs.readFileSync(file, 'utf8').toLowerCase());
  const word = 'ソーシャルPLUS';
  const escaped = [...word].map((c) => (c.charCodeAt(0) < 0x80 ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)).join('').toLowerCase();
  expect(scripts.filter((script) => script.includes(escaped)).length, `scripts with ${escaped}`).toBe(0);
  expect(scripts.filter((script) => script.includes(word.toLowerCase())).length).toBeGreaterThan(10);
});

test('the scripts were bundled by Rspack, the faster bundler that Docusaurus v4\'s future flags turn on', () => {
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
});
