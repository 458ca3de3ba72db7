// What the flow tests share: a flow's sample site and the stand-in, started in the worker that
// drives them, and `check`, which runs one step of a page's 「動作を確かめる」 list under the id
// the page gives it and records it as executed (./steps.spec.ts counts them).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type APIResponse, type Page} from '@playwright/test';
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

const heldPage = {contentType: 'text/html', body: '<!doctype html><title>held back</title>'};

/**
 * Presses `press`, a button of the stand-in's provider screen whose answer redirects the browser
 * back to the site, and holds that redirect back: the site never gets the request, and the test
 * gets its URL to send itself, for example twice at the same moment.
 */
export async function heldRedirect(page: Page, press: () => Promise<void>): Promise<string> {
  let location: string | undefined;
  // The provider screen's form; the redirect it answers is not a request the browser lets a route see.
  const consent = (url: URL) => /^\/(legacy\/)?consent$/.test(url.pathname);
  await page.route(consent, async (route) => {
    location = (await route.fetch({maxRedirects: 0})).headers().location;
    await route.fulfill(heldPage);
  });
  await press();
  await expect.poll(() => location).toBeDefined();
  await page.unroute(consent);
  return location!;
}

/** Runs `act`, which makes the page post a form to `pathname` of the site, and holds the post back: the test gets its fields. */
export async function heldPost(page: Page, pathname: string, act: () => Promise<void>): Promise<Record<string, string>> {
  let form: Record<string, string> | undefined;
  const matches = (url: URL) => url.pathname === pathname;
  await page.route(matches, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    form = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
    // A form's navigation gets a page, a page's fetch an answer it can read; neither reaches the site.
    await route.fulfill(route.request().resourceType() === 'document' ? heldPage : {status: 409, json: {error: 'held back'}});
  });
  await act();
  await expect.poll(() => form).toBeDefined();
  await page.unroute(matches);
  return form!;
}

/** The same request sent twice at the same moment, with the page's cookies; the answers in the order sent. */
export function twiceAtOnce(send: () => Promise<APIResponse>): Promise<[APIResponse, APIResponse]> {
  return Promise.all([send(), send()]);
}

/**
 * Uses `code` up before the sample sends it, as a first token request that got no answer would have
 * (the stand-in marks a code used at its first request, even one it refuses): the sample's own
 * token request then gets invalid_grant.
 */
export async function useUpCode(page: Page, standIn: StandIn, client: NonNullable<RunningSample['client']>, code: string): Promise<void> {
  const answer = await page.request.post(`${standIn.oidcOrigin}/oauth2/token`, {
    form: {grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, client_id: client.clientId, client_secret: client.clientSecret},
  });
  expect(answer.status()).toBe(400);
}

/** The stand-in's recorded calls of one operation, in order. */
export function callsTo(standIn: StandIn, operationId: string) {
  return standIn.exchanges().filter((exchange) => exchange.operationId === operationId);
}
