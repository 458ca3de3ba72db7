// The stand-in's legacy Web API beyond what the browser flows reach: an association token works
// once, within its lifetime; dissociate refuses a provider the user does not
// have (9) and the last one (13); merge_user refuses the same user (10) and two users linked with
// the same provider (15); map refuses a member ID linked to another user (16); the injection API
// gives a one-time token for an SDK's token only as its page says.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {startStandIn, type StandIn} from '../../stand-in/index.ts';
import {registeredApp, testUsers, type SdkTokens} from '../../stand-in/users.ts';
import {siteValue} from '../../src/data/values.ts';

const callback = 'http://localhost:9/cb?state=s';
const [taroLine, hanakoLine, ichiroLine] = testUsers;
const taroGoogle = testUsers.find((account) => account.provider === 'google')!;

async function standInFor(t: TestContext): Promise<StandIn> {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  standIn.legacy.registerCallbackHost('localhost');
  return standIn;
}

/** Logs in with `account` through `loginUrl` (the social login URL by default); the callback URL it comes back to. */
async function logIn(standIn: StandIn, account: (typeof testUsers)[number], loginUrl?: string): Promise<URL> {
  const url = new URL(loginUrl ?? `${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/${account.provider}/authenticate`);
  url.searchParams.set('callback', callback);
  const start = await fetch(url, {redirect: 'manual'});
  const location = new URL(start.headers.get('location')!);
  if (location.origin !== standIn.providerOrigin) return location;
  const request = location.searchParams.get('request')!;
  const consent = await fetch(`${standIn.providerOrigin}/legacy/consent`, {
    method: 'POST',
    body: new URLSearchParams({request, person: account.identifier}),
    redirect: 'manual',
  });
  return new URL(consent.headers.get('location')!);
}

async function api(
  standIn: StandIn,
  operation: string,
  params: Record<string, string>,
): Promise<{status: number; body: {status: string; error?: {code: number}; url?: string; providers?: string[]}}> {
  const response = await fetch(`${standIn.legacy.origin}/api/${operation}?${new URLSearchParams({key: standIn.legacy.apiKey, ...params})}`);
  return {status: response.status, body: (await response.json()) as never};
}

const errorCode = async (answer: Promise<Awaited<ReturnType<typeof api>>>) => (await answer).body.error?.code;

test('an association token adds its account once; reused or expired, it is invalid_request', async (t) => {
  const standIn = await standInFor(t);
  await logIn(standIn, taroLine);
  const issue = async () => (await api(standIn, 'association_token', {identifier: taroLine.identifier, target_provider: 'google'})).body.url!;
  const first = await issue();
  assert.equal((await logIn(standIn, taroGoogle, first)).searchParams.get('status'), 'authorized');
  assert.deepEqual(standIn.legacy.providersOf(taroLine.identifier), ['line', 'google']);
  assert.equal((await logIn(standIn, taroGoogle, first)).searchParams.get('reason'), 'invalid_request');
  // Google is linked now: a token for it is refused (15).
  assert.equal(await errorCode(api(standIn, 'association_token', {identifier: taroLine.identifier, target_provider: 'google'})), 15);
  await api(standIn, 'dissociate', {identifier: taroLine.identifier, target_provider: 'google'});
  const expiring = await issue();
  standIn.advanceClock(Number(siteValue('legacy.associationTokenLifetime').value) * 60 + 1);
  assert.equal((await logIn(standIn, taroGoogle, expiring)).searchParams.get('reason'), 'invalid_request');
  assert.deepEqual(standIn.legacy.providersOf(taroLine.identifier), ['line']);
  assert.deepEqual(standIn.violations(), []);
});

test('dissociate refuses a provider the user lacks (9) and the last one unless nowarn (13)', async (t) => {
  const standIn = await standInFor(t);
  await logIn(standIn, taroLine);
  assert.equal(await errorCode(api(standIn, 'dissociate', {identifier: taroLine.identifier, target_provider: 'google'})), 9);
  assert.equal(await errorCode(api(standIn, 'dissociate', {identifier: taroLine.identifier, target_provider: 'line'})), 13);
  assert.deepEqual((await api(standIn, 'dissociate', {identifier: taroLine.identifier, target_provider: 'line', nowarn: 'true'})).body.providers, []);
  assert.deepEqual(standIn.violations(), []);
});

test('merge_user refuses one user twice (10) and two users with the same provider (15); map refuses a member ID of another user (16)', async (t) => {
  const standIn = await standInFor(t);
  for (const account of [hanakoLine, ichiroLine]) await logIn(standIn, account);
  assert.equal((await api(standIn, 'map', {identifier: hanakoLine.identifier, primary_key: 'member-000123'})).status, 200);
  assert.equal(await errorCode(api(standIn, 'map', {identifier: ichiroLine.identifier, primary_key: 'member-000123'})), 16);
  assert.equal(await errorCode(api(standIn, 'merge_user', {source_identifier: hanakoLine.identifier, dest_primary_key: 'member-000123'})), 10);
  assert.equal(await errorCode(api(standIn, 'merge_user', {source_identifier: ichiroLine.identifier, dest_primary_key: 'member-000123'})), 15);
  assert.equal(await errorCode(api(standIn, 'merge_user', {source_identifier: ichiroLine.identifier})), 5);
  assert.deepEqual(standIn.violations(), []);
});

test('inject answers a one-time token only for a token its provider issued to the registered app, with the errors of the injection API', async (t) => {
  const standIn = await standInFor(t);
  const taroYahoo = testUsers.find((account) => account.provider === 'yahoo')!;
  const sdkLogin = async (account: (typeof testUsers)[number], app = registeredApp) =>
    (await (
      await fetch(`${standIn.providerOrigin}/sdk/login`, {
        method: 'POST',
        body: new URLSearchParams({provider: account.provider, person: account.identifier, app}),
      })
    ).json()) as SdkTokens;
  const inject = async (provider: string, body: unknown, path = `${standIn.legacy.accountId}/${standIn.legacy.serviceId}`) => {
    const response = await fetch(`${standIn.legacy.origin}/${path}/${provider}/inject`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(body),
    });
    return {status: response.status, body: (await response.json()) as {token?: string; expires_in?: number; error?: {code: number}}};
  };
  const line = await sdkLogin(taroLine);
  const lineBody = {access_token: line.access_token, signing_key: line.id_token};
  // Off in the manager: 12, whatever the token.
  assert.equal((await inject('line', lineBody)).body.error?.code, 12);
  standIn.legacy.nativeApp.enabled = true;
  assert.equal((await inject('line', lineBody, `other-account/${standIn.legacy.serviceId}`)).body.error?.code, 7);
  assert.equal((await inject('yahoo', {access_token: (await sdkLogin(taroYahoo)).access_token})).body.error?.code, 7);
  assert.equal((await inject('line', {signing_key: line.id_token})).body.error?.code, 5);
  assert.equal((await inject('line', {access_token: line.access_token})).body.error?.code, 5);
  // A token of another provider's account, of another app, or with another login's ID Token: 6.
  assert.equal((await inject('google', {access_token: line.access_token})).body.error?.code, 6);
  assert.equal((await inject('google', {access_token: (await sdkLogin(taroYahoo)).access_token})).body.error?.code, 6);
  const otherApp = await sdkLogin(taroLine, 'another-app');
  assert.equal((await inject('line', {access_token: otherApp.access_token, signing_key: otherApp.id_token})).body.error?.code, 6);
  assert.equal((await inject('line', {access_token: line.access_token, signing_key: (await sdkLogin(taroLine)).id_token})).body.error?.code, 6);
  assert.equal(standIn.legacy.user(taroLine.identifier), undefined);
  standIn.legacy.provider('line').enabled = false;
  assert.equal((await inject('line', lineBody)).body.error?.code, 11);
  standIn.legacy.provider('line').enabled = true;

  const answer = await inject('line', lineBody);
  assert.equal(answer.status, 200);
  assert.equal(answer.body.expires_in, Number(siteValue('legacy.oneTimeTokenLifetime').value) * 60);
  const exchanged = await api(standIn, 'authenticated_user', {token: answer.body.token!});
  assert.equal(exchanged.status, 200);
  assert.deepEqual(standIn.legacy.user(taroLine.identifier)?.last_logged_in_provider, 'line');
  // A Google account with the Google SDK's token (no ID Token).
  assert.equal((await inject('google', {access_token: (await sdkLogin(taroGoogle)).access_token})).status, 200);
  assert.deepEqual(standIn.violations(), []);
});
