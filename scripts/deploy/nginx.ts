/**
 * Runs nginx with the recipe of deploy/nginx/ over a production build, on loopback, as the deploy
 * test and `npm run serve:nginx` need it: a private prefix folder holds the main configuration,
 * the recipe's snippets and the CSP generated from that build.
 */
import {spawn, execFileSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cspConf} from './csp';
import {siteDir} from '../../src/lib/siteDirs';

const recipeDir = path.join(siteDir, 'deploy', 'nginx');

export function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return 'nginx';
}

/** The main configuration around the recipe: what a distribution's nginx.conf would hold. */
function mainConf(prefix: string, buildDir: string, port: number): string {
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((f) => fs.existsSync(f));
  if (!mimeTypes) throw new Error('nginx mime.types not found (looked in /etc/nginx and /usr/local/nginx/conf)');
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp;
  proxy_temp_path ${prefix}/tmp;
  fastcgi_temp_path ${prefix}/tmp;
  uwsgi_temp_path ${prefix}/tmp;
  scgi_temp_path ${prefix}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${buildDir};
    include socialplus-docs/docs-site.conf;
  }
}
`;
}

export type RunningNginx = {url: string; prefix: string; stop: () => Promise<void>};

export async function startNginx({buildDir, port}: {buildDir: string; port: number}): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'socialplus-nginx-'));
  fs.mkdirSync(path.join(prefix, 'tmp'));
  fs.mkdirSync(path.join(prefix, 'socialplus-docs'));
  for (const file of fs.readdirSync(recipeDir).filter((f) => f.endsWith('.conf') && f !== 'example-server.conf')) {
    fs.copyFileSync(path.join(recipeDir, file), path.join(prefix, 'socialplus-docs', file));
  }
  fs.writeFileSync(path.join(prefix, 'socialplus-docs', 'csp.conf'), cspConf(buildDir));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, mainConf(prefix, buildDir, port));
  const binary = nginxBinary();
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-c', conf], {stdio: 'inherit'}); // a bad recipe fails here, clearly

  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', conf], {stdio: ['ignore', 'inherit', 'inherit']});
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${prefix}/error.log`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx did not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    prefix,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(prefix, {recursive: true, force: true});
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const port = Number(process.env.NGINX_PORT ?? 8080);
  startNginx({buildDir: path.join(siteDir, 'build'), port}).then(
    (nginx) => {
      console.log(`nginx serves build/ with the deploy recipe on ${nginx.url}/ (Ctrl+C stops it)`);
      const stop = () => void nginx.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
