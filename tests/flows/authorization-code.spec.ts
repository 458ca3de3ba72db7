// The authorization code flow with PKCE, as /social-login/authorization-code/overview teaches it:
// the sample site (samples/authorization-code/) against the stand-in, through real redirects.
import {test, expect} from '@playwright/test';
import {check, runFlow} from './support';

const flow = runFlow('authorization-code');

test('login, redirect, token request and ID Token, then the same code once more', async ({page}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);

  await check('authorization-code.provider-screen', 'the login button opens the login provider\'s screen', async () => {
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
    expect(standIn.exchanges().filter(({operationId}) => operationId === 'token')).toEqual([{operationId: 'token', status: 200}]);
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
