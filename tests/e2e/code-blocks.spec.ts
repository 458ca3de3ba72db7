// Code blocks are highlighted at build time (src/remark/highlightCode.ts): every block of a known
// language arrives with its tokens in the HTML, its text reaches the page's script once (in the
// tokens), no Prism reaches the browser, token colours follow the colour mode, and the copy button
// still copies the code exactly. The app takes over the server-rendered blocks and tabs as they
// are, and the blocks still take the colour mode the reader chose.
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {gotoHydrated, hydrated, renderedAfterHydration, switchToDark} from './support/guards';
import {buildDir, builtFiles} from './support/build-files';

const PAGE = '/message/messaging-api-references/messages/post-text-message';
/** A page of examples in tabs, each a code block. */
const TABS_PAGE = '/social-login/authorization-code/token';

test('every code block of a known language is highlighted in the built HTML', () => {
  const plain: string[] = [];
  let blocks = 0;
  for (const file of builtFiles('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [, language, body] of html.matchAll(/<pre[^>]*class="?prism-code language-(\w+)[^>]*>([\s\S]*?)<\/pre>/g)) {
      blocks += 1;
      if (language !== 'text' && !/class="?token [a-z]/.test(body)) plain.push(`${path.relative(buildDir, file)} (${language})`);
    }
  }
  expect(blocks, 'code blocks in the build').toBeGreaterThan(100);
  expect(plain).toEqual([]);
});

test("a code block's text reaches the page's script once, inside its tokens, not again as the block's text", () => {
  const html = fs.readFileSync(path.join(buildDir, 'social-login', 'authentication', 'id_token', 'index.html'), 'utf8');
  const blocks = [...html.matchAll(/<pre[^>]*class="?prism-code language-ts[^>]*>([\s\S]*?)<\/pre>/g)].map(([, body]) => body);
  // Lines of several tokens (in the tokens they are pieces) that a script would write as they are:
  // no quotes, escapes or non-ASCII.
  const lines = blocks
    .flatMap((body) => body.split(/<\/div>/))
    .filter((line) => (line.match(/class="?token /g) ?? []).length >= 3)
    .map((line) => line.replace(/<[^>]+>/g, '').trim())
    .filter((line) => line.length >= 30 && /^[\x20-\x7e]+$/.test(line) && !/['"\\&<>]/.test(line));
  expect(lines.length, 'long lines of several tokens in the TypeScript blocks of the ID Token page').toBeGreaterThan(10);
  const scripts = builtFiles('.js', path.join(buildDir, 'assets', 'js')).map((file) => fs.readFileSync(file, 'utf8'));
  expect(lines.filter((line) => scripts.some((script) => script.includes(line)))).toEqual([]);
});

test('no Prism in the JavaScript of the site', () => {
  // Prism's grammar code, or its list of components (prismjs/components.json: "prism-core.js").
  const withPrism = builtFiles('.js', path.join(buildDir, 'assets', 'js')).filter((file) =>
    /languages\.insertBefore|Prism\.languages\.javascript|components\/prism-core\.js/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(withPrism).toEqual([]);
});

test('token colours follow the colour mode', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const string = page.locator('pre.language-bash .token.string').first();
  const plain = page.locator('pre.language-bash .token-line').first();
  const colour = (locator: typeof string) => locator.evaluate((el) => getComputedStyle(el).color);
  const light = await colour(string);
  expect(light).not.toBe(await colour(plain));
  await switchToDark(page);
  expect(await colour(string)).not.toBe(light);
});

test('the copy button copies the code exactly', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('pre.language-bash')})
    .first();
  const shown = (await block.locator('pre code .token-line').allTextContents()).join('\n');
  await block.hover();
  await block.getByRole('button', {name: 'クリップボードにコードをコピー'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("curl -X POST 'https://msgapi.socialplus.jp/v2/messages/text'");
  expect(copied).toBe(shown);
});

test('the app takes over the server-rendered code blocks and tabs without building them again', async ({page}) => {
  await page.addInitScript(() => {
    // Before the app starts (it waits for the first paint): every element the server sent.
    document.addEventListener('DOMContentLoaded', () => {
      const sent = new WeakSet(document.querySelectorAll('article *'));
      const count = (selector: string) => {
        const elements = [...document.querySelectorAll(`article ${selector}`)];
        return {all: elements.length, rebuilt: elements.filter((element) => !sent.has(element)).length};
      };
      Object.assign(window, {counts: () => ({tabs: count('[role="tabpanel"]'), blocks: count('pre'), lines: count('.token-line')})});
    });
  });
  await gotoHydrated(page, TABS_PAGE);
  await renderedAfterHydration(page);
  const counts = await page.evaluate(() => (window as unknown as {counts: () => Record<string, {all: number; rebuilt: number}>}).counts());
  for (const [kind, {all}] of Object.entries(counts)) expect(all, `${kind} on ${TABS_PAGE}`).toBeGreaterThan(1);
  const rebuilt = Object.fromEntries(Object.entries(counts).map(([kind, {rebuilt}]) => [kind, rebuilt]));
  expect(rebuilt, 'elements the app built again').toEqual({tabs: 0, blocks: 0, lines: 0});
});

test('a reader who chose dark mode gets dark code blocks on the next visit', async ({page}) => {
  await gotoHydrated(page, PAGE);
  const background = () =>
    page
      .locator('.theme-code-block pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  const light = await background();
  await switchToDark(page);
  const dark = await background();
  expect(dark).not.toBe(light);
  await page.reload();
  await hydrated(page);
  await expect.poll(background).toBe(dark);
});
