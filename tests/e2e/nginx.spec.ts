// The deploy recipe (deploy/nginx/) serving the production build through a real nginx on loopback:
// security headers on every answer, gzip, caching by kind of file, the not-found page, the .html
// forms of a path, and pages that work under the Content-Security-Policy with nothing blocked.
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, switchToDark} from './support/guards';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startNginx, type RunningNginx} from '../../scripts/deploy/nginx';
import {buildDir, siteDir} from '../../src/lib/siteDirs';

const port = Number(process.env.NGINX_TEST_PORT ?? 8182);

// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({mode: 'serial'});
let nginx: RunningNginx;

test.beforeAll(async () => {
  execFileSync('bash', [path.join(siteDir, 'scripts', 'deploy', 'ensure-nginx.sh')], {stdio: 'inherit'});
  nginx = await startNginx({buildDir, port});
});
test.afterAll(async () => {
  await nginx?.stop();
});

const get = (pathname: string) => fetch(`${nginx.url}${encodeURI(pathname)}`, {headers: {'Accept-Encoding': 'gzip'}, redirect: 'manual'});
const firstAsset = (dir: string, pattern: RegExp) => `/${dir}/${fs.readdirSync(path.join(buildDir, dir)).find((f) => pattern.test(f))}`;

test('security headers are on pages, assets and error answers alike', async () => {
  const searchIndex = '/' + fs.readdirSync(buildDir).find((f) => /^search-index.*\.json$/.test(f));
  for (const pathname of ['/social-login/setup', firstAsset('assets/js', /^main\..*\.js$/), searchIndex, '/no-such-page']) {
    const response = await get(pathname);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp, pathname).toContain("frame-ancestors 'none'");
    expect(csp, pathname).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, pathname).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
    expect(response.headers.get('server'), pathname).toBe('nginx'); // no version number
  }
});

test('HTML, JavaScript and CSS are sent gzip-compressed', async () => {
  for (const pathname of ['/', firstAsset('assets/js', /^main\..*\.js$/), firstAsset('assets/css', /\.css$/)]) {
    const response = await get(pathname);
    expect(response.headers.get('content-encoding'), pathname).toBe('gzip');
    expect(response.headers.get('vary'), pathname).toContain('Accept-Encoding');
  }
});

test('hashed files are cached for a year, HTML is revalidated', async () => {
  const immutable = 'public, max-age=31536000, immutable';
  expect((await get(firstAsset('assets/js', /^main\..*\.js$/))).headers.get('cache-control')).toBe(immutable);
  expect((await get(firstAsset('assets/css', /\.css$/))).headers.get('cache-control')).toBe(immutable);
  expect((await get('/' + fs.readdirSync(buildDir).find((f) => /^search-index-message.*\.json$/.test(f)))).headers.get('cache-control')).toBe(immutable);
  for (const folder of fs.readdirSync(buildDir).filter((f) => /^search-(texts|postings)-/.test(f))) {
    expect((await get(`/${folder}/${fs.readdirSync(path.join(buildDir, folder))[0]}`)).headers.get('cache-control'), folder).toBe(immutable);
  }
  for (const pathname of ['/', '/social-login/setup', '/no-such-page']) {
    expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
  }
});

test('the OpenAPI documents are YAML in UTF-8, gzip-compressed, revalidated, with the security headers', async () => {
  const documents = fs.readdirSync(path.join(buildDir, 'openapi')).filter((name) => name.endsWith('.yaml'));
  expect(documents.length).toBeGreaterThan(0);
  for (const name of documents) {
    const response = await get(`/openapi/${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get('content-type'), name).toBe('application/yaml; charset=utf-8');
    expect(response.headers.get('content-encoding'), name).toBe('gzip');
    expect(response.headers.get('cache-control'), name).toBe('no-cache');
    expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    expect(await response.text(), name).toBe(fs.readFileSync(path.join(buildDir, 'openapi', name), 'utf8'));
  }
  expect((await get('/openapi/no-such-api.yaml')).status).toBe(404);
});

test("each page's Markdown and llms.txt are UTF-8 text, gzip-compressed and revalidated like the pages", async () => {
  const files = {
    '/social-login/setup.md': 'text/markdown; charset=utf-8',
    '/message/index.md': 'text/markdown; charset=utf-8',
    '/tags/ソーシャルログイン.md': 'text/markdown; charset=utf-8',
    '/llms.txt': 'text/plain; charset=utf-8',
    '/llms-full.txt': 'text/plain; charset=utf-8',
  };
  for (const [pathname, type] of Object.entries(files)) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('content-type'), pathname).toBe(type);
    expect(response.headers.get('content-encoding'), pathname).toBe('gzip');
    expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
    expect(await response.text(), pathname).toBe(fs.readFileSync(path.join(buildDir, pathname), 'utf8'));
  }
  expect((await get('/no-such-page.md')).status).toBe(404);
});

test('an unknown path answers 404 with the Japanese not-found page', async () => {
  const response = await get('/no/such/page');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('ページが見つかりません');
  expect((await get('/404.html')).status, 'the error page is not a page of its own').toBe(404);
});

test('a page answers under its path, with a trailing slash and as .html', async () => {
  for (const pathname of ['/guidelines', '/guidelines/', '/guidelines.html', '/social-login/setup/index.html']) {
    const response = await get(pathname);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('location'), pathname).toBeNull();
  }
  expect(await (await get('/guidelines.html')).text()).toMatch(/<title[^>]*>ガイドライン \| ソーシャルPLUS ドキュメント<\/title>/);
});

/** Records every CSP violation of the page, from the DOM event and from the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {__reportCspViolation: (t: string) => void}).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The network is closed: answer gtag.js with a stub so that its script-src rule is exercised too.
  await page.route(/googletagmanager\.com\/gtag\/js/, (route) => route.fulfill({contentType: 'text/javascript', body: 'window.__gtagLoaded = true;'}));
  return violations;
}

test('pages work under the Content-Security-Policy: docs, search, colour mode, analytics, not found', async ({page}) => {
  const violations = await watchCsp(page);
  await gotoHydrated(page, `${nginx.url}/social-login/setup`);
  await expect.poll(() => page.evaluate(() => (window as unknown as {__gtagLoaded?: boolean}).__gtagLoaded)).toBe(true);

  await switchToDark(page);

  // In-site navigation loads route chunks, the navbar search runs its worker and index.
  await page.locator('.navbar__items--right input.navbar__search-input').fill('ログイン');
  await expect(page.locator('.navbar__search [role="listbox"] [role="option"]').first()).toBeVisible({timeout: 20_000});
  await page.goto(`${nginx.url}/search?q=${encodeURIComponent('ID Token')}`);
  await expect(page.locator('article[class*="searchResultItem"]').first()).toBeVisible({timeout: 20_000});
  await page.goto(`${nginx.url}/no-such-page`);
  await expect(page.locator('h1')).toContainText('ページが見つかりません');
  expect(violations).toEqual([]);
});
