// The pages say which Node.js the code examples are tested on (site.examplesNode in
// src/data/values/site.ts). This fails when the Node.js running these tests, the deploy workflow's
// container or the README names another major version, so the pages cannot claim a version CI
// does not run.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {examplesNodeMajor} from '../../src/data/values/site.ts';
import {siteDir} from '../lib/content.ts';

test('the example tests run on the Node.js major version the pages name', () => {
  const major = Number(process.versions.node.split('.')[0]);
  assert.equal(major, examplesNodeMajor, `the pages say Node.js ${examplesNodeMajor}; these tests run on ${process.versions.node}: update src/data/values/site.ts`);
});

test('the deploy workflow and the README use the same Node.js major version', () => {
  const workflow = fs.readFileSync(path.join(siteDir, '.github', 'workflows', 'deploy.yml'), 'utf8');
  assert.match(workflow, new RegExp(`container: node:${examplesNodeMajor}-`), 'deploy.yml runs the tests in another Node.js');
  const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');
  assert.match(readme, new RegExp(`Node\\.js ${examplesNodeMajor} `), 'README names another Node.js');
});
