// Every internal link of the served build resolves: each href and src of every built page (links
// the theme and components render included) answers 200 from the server, and each #fragment names
// an id on its target page. External links are counted by host, not followed (the network is closed).
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtFiles} from './support/build-files';

const PRODUCTION_ORIGIN = 'https://docs.socialplus.jp';

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Values of one attribute in minified HTML, quoted or not. */
function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`<[a-z][^>]*?\\s${attribute}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'gi');
  return [...html.matchAll(pattern)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
}

const pagePath = (file: string) => {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return '/' + relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
};

test('every internal link and anchor of the served build resolves', async ({request, baseURL}) => {
  test.setTimeout(180_000);
  const external = new Map<string, number>();
  const targets = new Map<string, Set<string>>(); // target path → pages linking to it
  const anchors: {from: string; path: string; fragment: string}[] = [];

  for (const file of builtFiles('.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const from = pagePath(file);
    for (const raw of [...attributeValues(html, 'href'), ...attributeValues(html, 'src')]) {
      if (/^(mailto:|tel:|javascript:|data:)/i.test(raw)) continue;
      const url = new URL(raw.replace(PRODUCTION_ORIGIN, baseURL!), new URL(from, baseURL));
      if (url.origin !== new URL(baseURL!).origin) {
        external.set(url.host, (external.get(url.host) ?? 0) + 1);
        continue;
      }
      const target = decodeURIComponent(url.pathname) + url.search;
      // The not-found page names itself as canonical; it is served for unknown paths, never by its name.
      if (target === '/404.html') continue;
      if (!targets.has(target)) targets.set(target, new Set());
      targets.get(target)!.add(from);
      if (url.hash.length > 1) anchors.push({from, path: target, fragment: decodeURIComponent(url.hash.slice(1))});
    }
  }

  const broken: string[] = [];
  const idsOf = new Map<string, Set<string>>();
  for (const [target, pages] of targets) {
    const response = await request.get(encodeURI(target), {maxRedirects: 0});
    if (response.status() !== 200) {
      broken.push(`${target} answers ${response.status()} (linked from ${[...pages].slice(0, 3).join(', ')})`);
      continue;
    }
    if ((response.headers()['content-type'] ?? '').includes('text/html')) {
      const html = await response.text();
      idsOf.set(target, new Set([...attributeValues(html, 'id'), ...attributeValues(html, 'name')]));
    }
  }
  for (const {from, path: target, fragment} of anchors) {
    const ids = idsOf.get(target);
    if (ids && !ids.has(fragment)) broken.push(`${target}#${fragment} has no such id (linked from ${from})`);
  }

  console.log(
    `links: ${targets.size} internal targets, ${anchors.length} anchors; external links by host: ` +
      [...external].map(([host, count]) => `${host} ${count}`).join(', '),
  );
  expect(targets.size).toBeGreaterThan(300);
  expect(broken).toEqual([]);
});
