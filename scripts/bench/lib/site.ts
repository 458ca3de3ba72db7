// A private copy of the site for benchmarks, so they never touch the working tree's build/ or
// .docusaurus/, and a static server that answers like a static host (gzip for text files).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {siteDir} from './report';

// Build output, installed packages and tool results: top-level folders a copy does without.
const NOT_COPIED = new Set(['node_modules', 'build', 'build-variant', '.docusaurus', '.git', 'bench-results', 'test-results', 'playwright-report']);

/** Copies the committed-or-not working tree (without build output and node_modules) to a temp folder. */
export function copySite(name: string): string {
  const dir = path.join(os.tmpdir(), `socialplus-bench-${name}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(siteDir, dir, {recursive: true, filter: (source) => !NOT_COPIED.has(path.relative(siteDir, source))});
  linkModules(dir);
  return dir;
}

/**
 * Our installed packages for a copy without installing: node_modules is a folder of links to the
 * working tree's packages, but its .cache (the bundler's persistent cache) is the copy's own, so a
 * cold build here empties nothing the working tree or other copies use.
 */
export function linkModules(dir: string): void {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry !== '.cache') fs.symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(modules, entry));
  }
}

/** Builds the copy (with another config file of the copy if given); returns the build folder. */
export function buildSite(dir: string, configFile?: string): string {
  execFileSync('npx', ['docusaurus', 'build', ...(configFile ? ['--config', configFile] : [])], {cwd: dir, stdio: 'ignore'});
  return path.join(dir, 'build');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'application/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain', '.xml': 'text/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

/** Serves a build like the nginx recipe: dir/index.html for a path, 404.html for unknown paths, gzip level 6. */
/**
 * Each file compressed once, as a static host or a CDN serves it: compressing a 2 MB index on
 * every request put tens of milliseconds of this machine's CPU into the measured download.
 */
const compressed = new Map<string, ReturnType<typeof zlib.gzipSync>>();
function gzipped(file: string, body: Buffer): ReturnType<typeof zlib.gzipSync> {
  const key = `${file}:${fs.statSync(file).mtimeMs}`;
  let zipped = compressed.get(key);
  if (!zipped) compressed.set(key, (zipped = zlib.gzipSync(body, {level: 6})));
  return zipped;
}

export async function serveBuild(buildDir: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = [pathname, path.posix.join(pathname, 'index.html')];
    let file = candidates.map((c) => path.join(buildDir, c)).find((f) => f.startsWith(buildDir) && fs.existsSync(f) && fs.statSync(f).isFile());
    let status = 200;
    if (!file) {
      file = path.join(buildDir, '404.html');
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
    }
    const extension = path.extname(file);
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = {'Content-Type': TYPES[extension] ?? 'application/octet-stream'};
    if (COMPRESSIBLE.has(extension) && /gzip/.test(String(req.headers['accept-encoding']))) {
      body = gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The navbar's search box. */
export const SEARCH_BOX = '.navbar__items--right input.navbar__search-input';

/** A page of each search area (src/config/search.ts), and the home page, which searches all of them. */
export const SEARCH_AREA_PAGES: {area: string; page: string}[] = [
  {area: 'message', page: '/message/'},
  {area: 'social-login/legacy', page: '/social-login/legacy/'},
  {area: 'social-login', page: '/social-login/'},
  {area: 'all areas (home)', page: '/'},
];

/** One page of each kind, as issue 8 names them. */
export const PAGE_KINDS: {kind: string; path: string}[] = [
  {kind: 'home', path: '/'},
  {kind: 'guide', path: '/social-login/setup'},
  {kind: 'API page', path: '/social-login/references/api/map'},
  {kind: 'tag page', path: '/tags/line'},
  {kind: 'blog post', path: '/blog/new-welcome'},
  {kind: 'search page', path: '/search?q=%E3%83%AD%E3%82%B0%E3%82%A4%E3%83%B3'},
  {kind: 'glossary', path: '/glossary'},
  {kind: 'slugger', path: '/slugger/'},
];
