// The GitHub Pages workflow publishes only what passed the README's test command.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteDir} from '../lib/content';

type Step = {uses?: string; run?: string; with?: Record<string, string>};
type Workflow = {permissions: Record<string, string>; jobs: Record<string, {needs?: string; steps: Step[]}>};

const workflow = yaml.load(fs.readFileSync(path.join(siteDir, '.github', 'workflows', 'deploy.yml'), 'utf8')) as Workflow;
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');

test('the build job runs the README test command before it uploads build/', () => {
  const steps = workflow.jobs['test-and-build']!.steps;
  const testCommand = /npm ci && npm test/.exec(readme)?.[0];
  assert.ok(testCommand, 'the README names its test command');
  const testStep = steps.findIndex((step) => step.run === testCommand);
  const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(testStep >= 0 && upload > testStep, 'tests run, then the upload');
  assert.equal(steps[upload]!.with?.path, 'build');
});

test('the build job checks out the whole history, for the pages\' last-updated dates', () => {
  const checkout = workflow.jobs['test-and-build']!.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
  assert.ok(checkout, 'a checkout step');
  assert.equal(String(checkout.with?.['fetch-depth']), '0');
});

test('deploying waits for the tests and may write to Pages', () => {
  assert.equal(workflow.jobs.deploy!.needs, 'test-and-build');
  assert.ok(workflow.jobs.deploy!.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')));
  assert.equal(workflow.permissions.pages, 'write');
  assert.equal(workflow.permissions['id-token'], 'write');
});
