// The authorization code flow with PKCE, as /social-login/authorization-code/overview teaches it:
// the sample site (samples/authorization-code/) against the stand-in, through real redirects.
import {test, expect} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, heldRedirect, runFlow, twiceAtOnce, useUpCode, webApi, callsTo} from './support';

const flow = runFlow('authorization-code');

test('login, redirect, token request and ID Token, then the same code once more', async ({page}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);

  await check('authorization-code.provider-screen', "the login button opens the login provider's screen", async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/login`));
    await expect(page.getByRole('heading', {level: 1})).toContainText('ログイン');
  });

  let code = '';
  await check('authorization-code.code-and-state', 'after consent the redirect URI receives code and state', async () => {
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
    const url = new URL((await callback).url());
    code = url.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(url.searchParams.get('state')).not.toBeNull();
  });

  await check('authorization-code.token-200', 'the token request succeeds with 200 and an id_token', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
    expect(callsTo(standIn, 'token')).toEqual([{operationId: 'token', status: 200}]);
  });

  await check('authorization-code.id-token-verified', 'the ID Token verifies: sub is a ソーシャルPLUS ID, provider the one used', async () => {
    await expect(page.locator('#sub')).toHaveText(/^[0-9a-f]{40}$/);
    await expect(page.locator('#provider')).toHaveText('line');
  });

  await check('authorization-code.code-reused', 'the same code sent again gives invalid_grant', async () => {
    const {clientId, clientSecret, redirectUri} = sample.client!;
    const response = await fetch(`${standIn.oidcOrigin}/oauth2/token`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret}),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as {error: string}).error).toBe('invalid_grant');
  });
});

test('refusing consent brings the reader back to the login page', async ({page}) => {
  const {sample} = flow();
  await page.goto(sample.url);
  await check('authorization-code.access-denied', 'a refusal returns error=access_denied and the login page shows', async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', {name: '同意しない'}).click();
    expect(new URL((await callback).url()).searchParams.get('error')).toBe('access_denied');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログイン');
    await expect(page.getByRole('link', {name: 'LINE でログイン'})).toBeVisible();
  });
});

test('the checks of /social-login/authentication/overview: state, the claims, a cancel, a code twice, the back button', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(sample.url);
  await check('authentication.provider-screen', "the login button opens the chosen provider's screen", async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await expect(page).toHaveTitle('line のログイン（スタンドイン）');
  });
  let callbackUrl = '';
  await check('authentication.state-checked', 'after consent, back at the redirect URI, the state check passes', async () => {
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', {name: '鈴木 一郎 として同意する'}).click();
    callbackUrl = (await callback).url();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
  });
  await check('authentication.claims', 'the ID Token verifies with iss the authorization host, aud the client ID, provider the one used', async () => {
    const line = (sample.log ?? []).filter((entry) => entry.startsWith('ID Token verified: ')).at(-1)!;
    expect(line).toMatch(new RegExp(`^ID Token verified: iss=${standIn.oidcOrigin} aud=${sample.client!.clientId} sub=[0-9a-f]{40} provider=line$`));
  });
  await check('authentication.back-button', 'the same redirect URI again fails the state check and logs nobody in twice', async () => {
    const before = tokenRequests();
    await page.goto(callbackUrl);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインを続けられません');
    expect(tokenRequests()).toBe(before);
  });
  await check('authentication.code-twice', 'the same code in a second token request is invalid_grant', async () => {
    const {clientId, clientSecret, redirectUri} = sample.client!;
    const code = new URL(callbackUrl).searchParams.get('code')!;
    const response = await page.request.post(`${standIn.oidcOrigin}/oauth2/token`, {
      form: {grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, client_secret: clientSecret},
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as {error: string}).error).toBe('invalid_grant');
  });
  await check('authentication.cancel', 'a cancel comes back with error=access_denied and the login page shows again', async () => {
    await page.goto(sample.url);
    if (await page.getByRole('button', {name: 'ログアウト'}).isVisible()) await page.getByRole('button', {name: 'ログアウト'}).click();
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', {name: '同意しない'}).click();
    expect(new URL((await callback).url()).searchParams.get('error')).toBe('access_denied');
    await expect(page.getByRole('link', {name: 'LINE でログイン'})).toBeVisible();
  });
});

test('the checks of /social-login/keep-profiles: the profile of a login is kept, deleted, and kept again at the next login', async ({page}) => {
  const {standIn, sample} = flow();
  const person = testUsers.find((candidate) => candidate.name === '佐藤 花子')!;
  const profileApi = async (operation: 'grant_profile' | 'delete_profile') =>
    (await (await webApi(page, standIn, 'oidc', operation, {identifier: person.identifier})).json()) as {status: string; profile?: object};
  const logIn = async () => {
    await page.goto(sample.url);
    if (await page.getByRole('button', {name: 'ログアウト'}).isVisible()) await page.getByRole('button', {name: 'ログアウト'}).click();
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await page.getByRole('button', {name: `${person.name} として同意する`}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
  };
  // What the sample's ID Token carries for a LINE account with scope openid profile email.
  const fromIdToken = {name: person.name, email: person.email};
  await check('keep-profiles.login', 'a test account logs in while profiles are kept', logIn);
  await check('keep-profiles.granted', "grant_profile's profile holds what the ID Token held", async () => {
    expect((await profileApi('grant_profile')).profile).toEqual(fromIdToken);
  });
  await check('keep-profiles.deleted', 'after delete_profile, grant_profile answers an empty profile', async () => {
    expect((await profileApi('delete_profile')).status).toBe('ok');
    expect((await profileApi('grant_profile')).profile).toEqual({});
  });
  await check('keep-profiles.back', 'the next login keeps the profile again', async () => {
    await logIn();
    expect((await profileApi('grant_profile')).profile).toEqual(fromIdToken);
  });
});

test('the checks of /social-login/: the provider screen, code and state, the verified ID Token, its provider', async ({page}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);
  await check('social-login.provider-screen', "the login button leads to the login provider's screen", async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/login`));
  });
  await check('social-login.code-and-state', 'after login and consent, the registered redirect URI receives code and state', async () => {
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/callback');
    await page.getByRole('button', {name: '佐藤 花子 として同意する'}).click();
    const url = new URL((await callback).url());
    expect(`${url.origin}${url.pathname}`).toBe(sample.client!.redirectUri);
    expect(url.searchParams.get('code')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
  });
  await check('social-login.id-token-verified', "the token request's ID Token passes the signature, iss, aud, exp and nonce checks", async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
    expect((sample.log ?? []).filter((entry) => entry.startsWith('ID Token verified: ') && entry.includes(`aud=${sample.client!.clientId} `))).not.toEqual([]);
  });
  await check('social-login.provider', "the ID Token's provider is the provider logged in with", async () => {
    await expect(page.locator('#provider')).toHaveText('line');
  });
});

test('the redirect URI sent twice at the same moment: one request logs in, the other stops at the state check', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(sample.url);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const url = await heldRedirect(page, () => page.getByRole('button', {name: '山田 太郎 として同意する'}).click());
  const before = tokenRequests();
  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const answers = await twiceAtOnce(() => page.request.get(url, {maxRedirects: 0}));
  const outcomes = answers.map((answer) => `${answer.status()} ${answer.headers().location ?? ''}`.trim()).sort();
  expect(outcomes).toEqual(['302 /', '400']);
  expect(tokenRequests() - before).toBe(1);
});

test('a token request refused with invalid_grant is not sent again: the login page asks to log in again', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(sample.url);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const url = await heldRedirect(page, () => page.getByRole('button', {name: '山田 太郎 として同意する'}).click());
  await useUpCode(page, standIn, sample.client!, new URL(url).searchParams.get('code')!);
  const before = tokenRequests();
  await page.goto(url);
  await expect(page.locator('#notice')).toHaveText('ログインをやり直してください。');
  await expect(page.getByRole('link', {name: 'LINE でログイン'})).toBeVisible();
  expect(tokenRequests() - before).toBe(1);
});
