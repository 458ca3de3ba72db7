// The pages say which Node.js the code examples are tested on (site.examplesNode in
// src/data/values/site.ts). The test scripts run on that Node.js when the machine's is older
// (scripts/lib/on-stated-node.sh); these tests run in the same Node.js as the example tests beside
// them, so they fail when the examples ran on an older one, or, in CI, on another one than the
// pages name. The copies of the version that cannot read the module must agree with it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {examplesNodeMajor} from '../../src/data/values/site.ts';
import {siteDir} from '../lib/content.ts';

const major = (version: string) => Number(/\d+/.exec(version)?.[0]);

test('the examples run on the Node.js the pages state or a newer one, and in CI on that one', () => {
  const running = major(process.versions.node);
  assert.ok(running >= examplesNodeMajor, `the pages say Node.js ${examplesNodeMajor}; the examples ran on the older ${process.version}`);
  if (process.env.CI === 'true')
    assert.equal(running, examplesNodeMajor, `the pages say CI tests the examples on Node.js ${examplesNodeMajor}; CI ran them on ${process.version}`);
});

test("package.json's engines and the workflows' containers name the Node.js the pages state", () => {
  const {engines} = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {engines: {node: string}};
  assert.match(engines.node, /^>=\d+$/, 'engines.node is a minimum major version');
  assert.equal(major(engines.node), examplesNodeMajor, 'package.json engines.node');
  for (const name of ['ci.yml', 'deploy.yml']) {
    const workflow = fs.readFileSync(path.join(siteDir, '.github', 'workflows', name), 'utf8');
    const images = [...workflow.matchAll(/container: node:(\d+)-/g)].map((match) => Number(match[1]));
    assert.deepEqual(images, [examplesNodeMajor], `${name} runs in a container of another Node.js`);
  }
});
