// What the interoperability checks share: the production build's published files, and the tools
// readers use, run as their command-line programs at the versions package.json pins.
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {buildDir, siteDir} from '../../src/lib/siteDirs.ts';
import {freePort} from '../lib/freePort.ts';

export {buildDir, siteDir};

/** The OpenAPI documents as the build publishes them at /openapi/. */
export function publishedDocuments(): {name: string; file: string}[] {
  const dir = path.join(buildDir, 'openapi');
  if (!fs.existsSync(dir)) throw new Error(`no ${dir}: run \`npm run build\` first (these checks read the production build)`);
  return fs
    .readdirSync(dir)
    .filter((entry) => entry.endsWith('.yaml'))
    .map((entry) => ({name: entry.replace(/\.yaml$/, ''), file: path.join(dir, entry)}))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const run = promisify(execFile);

/** A tool's program from node_modules/.bin, its output and exit status (never a throw for a non-zero exit). */
export async function tool(name: string, args: string[], options: {cwd?: string} = {}): Promise<{status: number; output: string}> {
  try {
    const {stdout, stderr} = await run(path.join(siteDir, 'node_modules', '.bin', name), args, {cwd: options.cwd ?? siteDir, maxBuffer: 64 * 1024 * 1024});
    return {status: 0, output: `${stdout}${stderr}`};
  } catch (error) {
    const failed = error as {code?: number | string; stdout?: string; stderr?: string; message: string};
    if (typeof failed.code !== 'number') throw error;
    return {status: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`};
  }
}

/** A Prism mock server of one document on a loopback port, started once and stopped with `stop`. */
export async function prismMock(file: string): Promise<{origin: string; stop: () => void}> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(siteDir, 'node_modules', '.bin', 'prism'), ['mock', '--host', '127.0.0.1', '--port', String(port), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start on ${port} within 60 s:\n${output}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}) before listening:\n${output}`));
    });
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}
