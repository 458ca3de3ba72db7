// What the flow tests share: a flow's sample site and the stand-in, started in the worker that
// drives them, and `check`, which runs one step of a page's 「動作を確かめる」 list under the id
// the page gives it and records it as executed (./steps.spec.ts counts them).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {startStandIn, type StandIn} from '../../stand-in';
import {flows, type RunningSample} from '../../samples/flows';
import {siteDir} from '../../src/lib/siteDirs';

/** Where each executed step leaves a file named by its id; Playwright empties test-results/ at each run. */
export const executedStepsDir = path.join(siteDir, 'test-results', 'flow-steps');

export type RunningFlow = {standIn: StandIn; sample: RunningSample};

/** Starts the flow's sample and a stand-in of its own before the file's tests, and stops them after. */
export function runFlow(name: string): () => RunningFlow {
  const flow = flows.find((candidate) => candidate.name === name);
  if (!flow) throw new Error(`no flow "${name}" in samples/flows.ts`);
  let running: RunningFlow | undefined;
  test.beforeAll(async () => {
    const standIn = await startStandIn();
    running = {standIn, sample: await flow.start(standIn, 0)};
  });
  test.afterAll(async () => {
    await running?.sample.close();
    await running?.standIn.close();
  });
  // Whatever a test did, the stand-in sent nothing its OpenAPI document does not allow.
  test.afterEach(() => {
    expect(running?.standIn.violations() ?? []).toEqual([]);
  });
  return () => running!;
}

/** Runs step `id` of a flow page's 「動作を確かめる」 list and records it as executed once it passed. */
export async function check(id: string, title: string, body: () => Promise<void>): Promise<void> {
  await test.step(`${id}: ${title}`, body);
  fs.mkdirSync(executedStepsDir, {recursive: true});
  fs.writeFileSync(path.join(executedStepsDir, id), '');
}

/** Every URL the page's main frame was at, fragment included, in order. */
export function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** A Web API request to the stand-in as a site's server sends it: the version's host, its API key as `key`. */
export function webApi(page: Page, standIn: StandIn, version: 'oidc' | 'legacy', operation: string, params: Record<string, string> = {}) {
  const [origin, key] = version === 'oidc' ? [standIn.oidcOrigin, standIn.apiKey] : [standIn.legacy.origin, standIn.legacy.apiKey];
  return page.request.get(`${origin}/api/${operation}?${new URLSearchParams({key, ...params})}`);
}
