// The setup page's check, as /social-login/setup teaches it before any site code exists: its own
// authorization URL opened in the browser, and its own curl and node commands run in a shell with
// the local values put in (samples/setup/).
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {decodeJwt} from 'jose';
import {setupCheckCode} from '../../samples/setup/pageCode';
import {localAuthorizationUrl} from '../../samples/setup/app';
import {check, runFlow, callsTo} from './support';

const flow = runFlow('setup');
const code = setupCheckCode();

/** Runs one of the page's commands in bash, its example hosts replaced by the stand-in's. */
async function runPageCommand(command: string, origin: string, redirectUri: string, env: Record<string, string>): Promise<string> {
  const local = command
    .replaceAll('https://sample-shop.auth.socialplus.jp', origin)
    .replaceAll('https://api.socialplus.jp', origin)
    .replaceAll('https://shop.example.com/auth/callback', redirectUri);
  // FORCE_COLOR: Playwright sets it, and node would colour what step 6's command prints.
  const {stdout} = await promisify(execFile)('bash', ['-c', local], {env: {...process.env, FORCE_COLOR: '0', ...env}});
  return stdout;
}

test('the setup check: the authorization URL in a browser, then the token request, the decoding and the providers call by hand', async ({page}) => {
  const {standIn, sample} = flow();
  const {clientId, clientSecret, redirectUri} = sample.client!;
  const example = new URL(code.authorizationUrl);
  let authorizationUrl = '';
  await check('setup.authorization-url', "the page's URL, with the client ID and the redirect URI replaced", async () => {
    authorizationUrl = localAuthorizationUrl(
      {standInOrigin: standIn.oidcOrigin, apiKey: standIn.apiKey, clientId, clientSecret, redirectUri},
      code.authorizationUrl,
    );
    await page.goto(sample.url);
    await expect(page.locator('#authorization-url')).toHaveText(authorizationUrl);
    const local = new URL(authorizationUrl);
    expect(local.pathname).toBe(`/oauth2/authorize/line/${standIn.loginProviderIdentifier}`);
    expect(local.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(local.search).toContain(`redirect_uri=${encodeURIComponent(redirectUri)}`);
  });

  await check('setup.login-and-consent', 'opened in a private window, the provider asks for login and consent', async () => {
    await page.getByRole('link', {name: authorizationUrl}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/login`));
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
  });

  let authorizationCode = '';
  await check('setup.code-and-state', "the redirect URI's address has the code and the page's state", async () => {
    await expect(page).toHaveURL(new RegExp(`^${redirectUri}\\?`));
    const address = new URL(page.url());
    expect(address.searchParams.get('state')).toBe(example.searchParams.get('state'));
    authorizationCode = address.searchParams.get('code') ?? '';
    expect(authorizationCode).not.toBe('');
    await expect(page.locator('#code')).toHaveText(authorizationCode);
  });

  let tokenResponse: Record<string, unknown> = {};
  await check('setup.token-request', "the page's curl sends the token request within the code's lifetime", async () => {
    tokenResponse = JSON.parse(
      await runPageCommand(code.tokenRequest, standIn.oidcOrigin, redirectUri, {CODE: authorizationCode, CLIENT_ID: clientId, CLIENT_SECRET: clientSecret}),
    ) as Record<string, unknown>;
    expect(callsTo(standIn, 'token')).toEqual([{operationId: 'token', status: 200}]);
  });

  await check('setup.token-response', 'the answer is 200 with access_token, token_type, expires_in and id_token', async () => {
    expect(Object.keys(tokenResponse)).toEqual(expect.arrayContaining(['access_token', 'token_type', 'expires_in', 'id_token']));
    expect(tokenResponse.token_type).toBe('Bearer');
  });

  const idToken = String(tokenResponse.id_token);
  await check('setup.decode-payload', "the page's node command prints the ID Token's payload", async () => {
    const printed = await runPageCommand(code.decodeIdToken, standIn.oidcOrigin, redirectUri, {ID_TOKEN: idToken});
    expect(printed).toContain(`nonce: '${example.searchParams.get('nonce')}'`);
    expect(printed).toContain("provider: 'line'");
  });

  await check('setup.claims', 'iss is the authorization host, aud the client ID, nonce the one sent, provider line, primary_key null', async () => {
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({iss: standIn.oidcOrigin, aud: clientId, nonce: example.searchParams.get('nonce'), provider: 'line', primary_key: null});
    expect(claims.sub).toMatch(/^[0-9a-f]{40}$/);
  });

  await check('setup.providers', "the page's providers call lists the identifier the manager shows", async () => {
    const answer = JSON.parse(await runPageCommand(code.providersRequest, standIn.oidcOrigin, redirectUri, {API_KEY: standIn.apiKey})) as {
      providers: {login_provider_identifier: string}[];
    };
    expect(answer.providers.map((provider) => provider.login_provider_identifier)).toContain(example.pathname.split('/').at(-1));
  });
});
