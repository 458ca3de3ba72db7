// A tiny static file server for builds other than the main one (the e2e variant build).
// `mount` is the URL prefix the folder is served under ('/' or '/variant/').
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export async function serveStatic(dir: string, mount = '/'): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file: string | null = null;
    if (pathname.startsWith(mount)) {
      const candidate = path.join(dir, pathname.slice(mount.length));
      if (!candidate.startsWith(dir)) file = null;
      else if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) file = candidate;
      else if (fs.existsSync(path.join(candidate, 'index.html'))) file = path.join(candidate, 'index.html');
    }
    if (!file) {
      res.writeHead(404, {'Content-Type': types['.html']});
      res.end(fs.readFileSync(path.join(dir, '404.html')));
      return;
    }
    res.writeHead(200, {'Content-Type': types[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
