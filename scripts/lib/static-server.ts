// The one static server of the scripts and tests: builds served as a static host serves them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'text/xml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml']);

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

/**
 * Serves a build like the nginx recipe: dir/index.html for a path, 404.html for unknown paths,
 * gzip level 6 for text. `mount` is the URL prefix the build is served under ('/' or '/variant/').
 */
export async function serveStatic(buildDir: string, mount = '/'): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const local = pathname.startsWith(mount) ? `/${pathname.slice(mount.length)}` : null;
    const candidates = local === null ? [] : [local, path.posix.join(local, 'index.html')];
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
