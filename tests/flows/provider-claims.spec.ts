// What each login provider's ID Token carries, checked as /social-login/available-profiles and
// /social-login/providers/overview say: a login through each provider setting of the stand-in with
// the setup page's authorization request, the ID Token verified with the pages' code, its claims
// held to the table of src/data/providerProfiles.ts, and grant_profile returning the same items.
import {test, expect, type Page} from '@playwright/test';
import {requestToken} from '../../examples/social-login/token-request';
import {verifyIdToken, type IdTokenClaims} from '../../examples/social-login/verify-id-token';
import {claimCell, oidcClaims, type ProviderId} from '../../src/data/providerProfiles';
import {localAuthorizationUrl} from '../../samples/setup/app';
import {setupCheckCode} from '../../samples/setup/pageCode';
import type {StandIn} from '../../stand-in';
import type {RunningSample} from '../../samples/flows';
import {check, runFlow, webApi, callsTo} from './support';

const flow = runFlow('setup');
/** The stand-in's login provider settings (stand-in/index.ts). */
const settings: {provider: ProviderId; identifier: string}[] = [
  {provider: 'line', identifier: '8f3a2c1d'},
  {provider: 'yahoo', identifier: '5c2e8a41'},
  {provider: 'google', identifier: '4b7e9d02'},
];
const scope = 'openid profile email address';

/** The setup page's authorization request for one provider setting and the scope above, then the token request and the ID Token's checks. */
async function logIn(page: Page, standIn: StandIn, sample: RunningSample, setting: (typeof settings)[number]): Promise<IdTokenClaims> {
  const {clientId, clientSecret, redirectUri} = sample.client!;
  const url = new URL(
    localAuthorizationUrl({standInOrigin: standIn.oidcOrigin, apiKey: standIn.apiKey, clientId, clientSecret, redirectUri}, setupCheckCode().authorizationUrl),
  );
  url.pathname = `/oauth2/authorize/${setting.provider}/${setting.identifier}`;
  url.searchParams.set('scope', scope);
  await page.goto(url.toString());
  await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
  await expect(page.locator('#code')).not.toBeEmpty();
  const {id_token} = await requestToken({code: await page.locator('#code').innerText(), redirectUri, clientId, clientSecret}, {baseUrl: standIn.oidcOrigin});
  return verifyIdToken(id_token, {issuer: standIn.oidcOrigin, clientId, nonce: url.searchParams.get('nonce')!});
}

/**
 * The claims the table says a login must carry on the stand-in: ○ without a condition, and △,
 * whose conditions the stand-in's settings meet (Yahoo! JAPAN's attribute review approved, LINE's
 * e-mail permission granted). A ○ with a condition (Google's name parts, when the account has
 * them) may be absent; a × must be.
 */
function expectedClaims(provider: ProviderId) {
  const required: string[] = [];
  const allowed: string[] = [];
  for (const claim of oidcClaims.filter(({scope: claimScope}) => scope.split(' ').includes(claimScope))) {
    const {availability, note} = claimCell(claim, provider);
    if (availability !== 'no') allowed.push(claim.claim);
    if (availability === 'conditional' || (availability === 'yes' && (!note || note === '表示名'))) required.push(claim.claim);
  }
  return {required, allowed};
}

test('each provider setting: a login, its ID Token verified, its claims as the table says, grant_profile the same', async ({page}) => {
  const {standIn, sample} = flow();
  const tokens = new Map<ProviderId, IdTokenClaims>();
  const profileClaimNames = oidcClaims.map(({claim}) => claim);

  await check('providers.enabled', 'each setting is on: the providers API lists its identifier', async () => {
    const listed = async () =>
      ((await (await webApi(page, standIn, 'oidc', 'providers')).json()) as {providers: {login_provider_identifier: string}[]}).providers.map(
        (entry) => entry.login_provider_identifier,
      );
    expect(await listed()).toEqual(expect.arrayContaining(settings.map(({identifier}) => identifier)));
    standIn.setLoginProviderEnabled('4b7e9d02', false);
    expect(await listed()).not.toContain('4b7e9d02');
    standIn.setLoginProviderEnabled('4b7e9d02', true);
  });

  await check('available-profiles.login-each', 'the chosen scope, a login with each provider', async () => {
    for (const setting of settings) tokens.set(setting.provider, await logIn(page, standIn, sample, setting));
    expect([...tokens.keys()]).toEqual(settings.map(({provider}) => provider));
  });

  await check('available-profiles.verified', 'each ID Token verifies (signature, iss, aud, exp, nonce) and has a payload to read', async () => {
    for (const claims of tokens.values()) expect(claims.sub).toMatch(/^[0-9a-f]{40}$/);
  });

  await check('providers.login', "a login with each setting's identifier, as the setup page's check does", async () => {
    expect(callsTo(standIn, 'token')).toEqual(settings.map(() => ({operationId: 'token', status: 200})));
  });

  await check('providers.provider-claim', "each ID Token's provider is the setting's provider", async () => {
    for (const [provider, claims] of tokens) expect(claims.provider).toBe(provider);
  });

  const claimsAsTable = async () => {
    for (const [provider, claims] of tokens) {
      const {required, allowed} = expectedClaims(provider);
      const present = Object.keys(claims).filter((name) => profileClaimNames.includes(name));
      expect.soft(present, `${provider}: every ○ and △ claim`).toEqual(expect.arrayContaining(required));
      expect
        .soft(
          present.filter((name) => !allowed.includes(name)),
          `${provider}: no × claim`,
        )
        .toEqual([]);
    }
    expect(test.info().errors).toEqual([]);
  };
  await check('available-profiles.as-table', 'the ○ items are there, the △ ones as their conditions say, no ×', claimsAsTable);
  await check('providers.claims-as-table', 'the claims arrive as the available profiles table says', claimsAsTable);

  await check('available-profiles.grant-profile', 'with profiles kept, grant_profile returns the same items', async () => {
    for (const [provider, claims] of tokens) {
      const answer = (await (await webApi(page, standIn, 'oidc', 'grant_profile', {identifier: claims.sub})).json()) as {profile: Record<string, unknown>};
      const items = Object.fromEntries(Object.entries(claims).filter(([name]) => profileClaimNames.includes(name)));
      expect(answer.profile, provider).toEqual(items);
    }
  });
});
