// `npm run sample` (scripts/sample.ts), as a reader runs it: the list of flows, a clear message for
// an unknown name, a port in use and an old Node.js, a started flow whose printed address answers,
// and every flow page telling the reader how to start it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {siteDir} from '../../src/lib/siteDirs.ts';
import {flows} from '../../samples/flows.ts';
import {nodeProblem} from '../../scripts/sample.ts';
import {examplesNodeMajor} from '../../src/data/values/site.ts';
import {freePort} from '../lib/freePort.ts';

const script = path.join(siteDir, 'scripts', 'sample.ts');
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {cwd: siteDir, encoding: 'utf8'});

test('--list prints every flow, one ASCII name a line', () => {
  const {status, stdout} = run('--list');
  assert.equal(status, 0);
  assert.deepEqual(
    stdout.trim().split('\n'),
    flows.map((flow) => flow.name),
  );
  assert.ok(flows.every((flow) => /^[a-z0-9-]+$/.test(flow.name)));
});

test('an unknown flow name is refused with the list of names', () => {
  const {status, stderr} = run('no-such-flow');
  assert.equal(status, 2);
  assert.match(stderr, /フロー「no-such-flow」はありません/);
  for (const flow of flows) assert.ok(stderr.includes(flow.name));
});

test('a Node.js older than the pages state is refused by name; that one and newer ones run', () => {
  const older = `v${examplesNodeMajor - 1}.99.0`;
  assert.equal(nodeProblem(older), `Node.js ${examplesNodeMajor} 以上が必要です（いまは ${older}）。`);
  for (const version of [`${examplesNodeMajor}.0.0`, `v${examplesNodeMajor + 2}.1.0`]) assert.equal(nodeProblem(version), undefined, version);
});

test('a port in use is named, and nothing is left running', async (t) => {
  const port = await freePort();
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => taken.close(resolve)));
  const {status, stderr} = run(flows[0].name, '--port', String(port - 2));
  assert.equal(status, 1);
  assert.match(stderr, new RegExp(`ポート ${port - 1} から ${port + 2} のどれかを、ほかのプログラムが使っています`));
});

for (const flow of flows) {
  test(`${flow.name}: the flow starts and the address it prints answers 200`, async (t) => {
    const port = await freePort(5);
    const child = spawn(process.execPath, ['--import', 'tsx', script, flow.name, '--port', String(port)], {cwd: siteDir});
    t.after(() => child.kill());
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address within 30 s:\n${output}`)), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // The legacy samples are opened as localhost: their callback URL may be http only there.
        const line = output.split('\n').find((candidate) => /^http:\/\/(?:127\.0\.0\.1|localhost):\d+\/$/.test(candidate));
        if (line) {
          clearTimeout(timer);
          resolve(line);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    });
    assert.equal(url, `http://${flow.name.startsWith('legacy') ? 'localhost' : '127.0.0.1'}:${port}/`);
    assert.equal((await fetch(url)).status, 200);
  });
}

test('every flow page says how to run it: a 「手元で動かす」 section whose commands name flows that exist', () => {
  const names = new Set(flows.map((flow) => flow.name));
  const problems: string[] = [];
  for (const page of new Set(flows.flatMap((flow) => flow.pages))) {
    const source = fs.readFileSync(path.join(siteDir, page), 'utf8');
    const section = /^## 手元で動かす\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(source)?.[1];
    if (!section) {
      problems.push(`${page}: no 「手元で動かす」 section`);
      continue;
    }
    const named = [...section.matchAll(/npm run sample -- ([\w-]+)/g)].map((match) => match[1]);
    if (named.length === 0) problems.push(`${page}: 「手元で動かす」 names no flow`);
    for (const name of named.filter((candidate) => !names.has(candidate))) problems.push(`${page}: no flow "${name}"`);
  }
  assert.deepEqual(problems, []);
});
