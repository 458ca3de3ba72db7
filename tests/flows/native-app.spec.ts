// Native app integration, as /social-login/legacy/native-app-integration/overview says to check it:
// the test plays the smartphone app with Playwright's request API (an app is not a browser) and
// uses Chromium where the app opens the OS's browser; the legacy sample site (samples/legacy-login/)
// is the site's server, against the stand-in's injection API and its providers' SDK login.
import {test, expect, type APIRequestContext} from '@playwright/test';
import {registeredApp, testUsers, type SdkTokens, type TestUser} from '../../stand-in/users';
import {createCodeChallenge, createCodeVerifier} from '../../examples/social-login/pkce';
import {check, heldRedirect, runFlow, twiceAtOnce, callsTo} from './support';

const flow = runFlow('legacy-login');
const lineAccount = testUsers[0];
const yahooAccount = testUsers.find((account) => account.provider === 'yahoo')!;

/** The app's SDK login with the stand-in's provider: the tokens it hands the app. */
async function sdkLogin(request: APIRequestContext, account: TestUser, app = registeredApp): Promise<SdkTokens> {
  const answer = await request.post(`${flow().standIn.providerOrigin}/sdk/login`, {form: {provider: account.provider, person: account.identifier, app}});
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SdkTokens;
}

/** The injection API, called by the app with what its SDK gave (no API key). */
function inject(request: APIRequestContext, provider: string, tokens: SdkTokens) {
  const {legacy} = flow().standIn;
  return request.post(`${legacy.origin}/${legacy.accountId}/${legacy.serviceId}/${provider}/inject`, {
    data: {access_token: tokens.access_token, ...(tokens.id_token ? {signing_key: tokens.id_token} : {})},
  });
}

/** The app session the site's server returns for a one-time token sent in the body. */
async function appSession(request: APIRequestContext, token: string): Promise<{session: string; member_id: string | null}> {
  const answer = await request.post(`${flow().sample.url}app/session`, {data: {token}});
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {session: string; member_id: string | null};
}

/** The member an app session stands for, as the site's server reads it. */
async function memberOf(request: APIRequestContext, session: string): Promise<string | null> {
  const answer = await request.get(`${flow().sample.url}app/me`, {headers: {Authorization: `Bearer ${session}`}});
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as {member_id: string | null}).member_id;
}

test('an app logs in with its SDK and the injection API, and the same account logs in from a browser', async ({page, request}) => {
  const {standIn, sample} = flow();
  let tokens: SdkTokens = {access_token: ''};

  await check('native-app.enabled', "with 「ネイティブアプリ連携」 on, the app's SDK login reaches the injection API", async () => {
    tokens = await sdkLogin(request, lineAccount);
    const refused = await inject(request, 'line', tokens);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({status: 'failed', error: {code: 12}});
    standIn.legacy.nativeApp.enabled = true;
  });

  let oneTimeToken = '';
  await check('native-app.inject', 'the injection API answers 200 and a one-time token', async () => {
    const answer = await inject(request, 'line', tokens);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {status: string; token: string; expires_in: number};
    expect(body.status).toBe('ok');
    expect(body.token).toMatch(/^[0-9a-f]+$/);
    oneTimeToken = body.token;
  });

  await check('native-app.exchanged', "the site's server exchanges the token from the body; last_logged_in_provider is the app's provider", async () => {
    const exchanged = () => callsTo(standIn, 'authenticated_user');
    const before = exchanged().length;
    const inQuery = await request.post(`${sample.url}app/session?token=${oneTimeToken}`);
    expect(inQuery.status()).toBe(400);
    const {session, member_id: memberId} = await appSession(request, oneTimeToken);
    // No member yet: the temporary session that registration takes.
    expect(memberId).toBeNull();
    expect(await memberOf(request, session)).toBeNull();
    expect(exchanged().slice(before)).toEqual([{operationId: 'authenticated_user', status: 200}]);
    expect(standIn.legacy.user(lineAccount.identifier)).toMatchObject({last_logged_in_provider: 'line', login_count: 1});
  });

  await check('native-app.same-user', 'the same account logs in from a browser as the same user', async () => {
    await page.goto(sample.url);
    await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
    await page.getByRole('button', {name: `${lineAccount.name} としてログインする`}).click();
    await page.getByLabel('お名前').fill(lineAccount.name);
    await page.getByRole('button', {name: '登録する'}).click();
    const memberId = await page.locator('#member-id').textContent();
    expect(memberId).toMatch(/^member-\d{6}$/);
    // The browser's login was the same user's second one; the app's next login is that member's.
    expect(standIn.legacy.user(lineAccount.identifier)).toMatchObject({primary_key: memberId, login_count: 2});
    const {token} = (await (await inject(request, 'line', await sdkLogin(request, lineAccount))).json()) as {token: string};
    const {session, member_id: appMemberId} = await appSession(request, token);
    expect(appMemberId).toBe(memberId);
    expect(await memberOf(request, session)).toBe(memberId);
  });
});

test("an app logs in through the OS's browser: the code of its link URL gives the session once, and only with its verifier", async ({page, request}) => {
  const {standIn, sample} = flow();

  /** The app opens the OS's browser at the site's login start URL and logs in; the code its link URL brings. */
  async function browserLogin(codeVerifier: string): Promise<string> {
    const link = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/app/opened');
    await page.goto(`${sample.url}app/login?${new URLSearchParams({provider: 'yahoo', code_challenge: await createCodeChallenge(codeVerifier)})}`);
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/legacy/login`));
    await page.getByRole('button', {name: `${yahooAccount.name} としてログインする`}).click();
    const code = new URL((await link).url()).searchParams.get('code');
    expect(code).toMatch(/^[\w-]{43}$/);
    return code!;
  }
  const trade = (code: string, codeVerifier: string) => request.post(`${sample.url}app/session/code`, {data: {code, code_verifier: codeVerifier}});
  // Another test of this file may have logged the same account in before.
  const loginsBefore = Number(standIn.legacy.user(yahooAccount.identifier)?.login_count ?? 0);

  await check('native-app.verifier-changed', 'a changed verifier sent with the code gets no session', async () => {
    const codeVerifier = createCodeVerifier();
    const code = await browserLogin(codeVerifier);
    const changed = await trade(code, createCodeVerifier());
    expect(changed.status()).toBe(400);
    expect(await changed.json()).toEqual({error: 'invalid_code'});
    // The code went with its first use, the right verifier now included.
    expect((await trade(code, codeVerifier)).status()).toBe(400);

    const secondVerifier = createCodeVerifier();
    const second = await browserLogin(secondVerifier);
    const answer = await trade(second, secondVerifier);
    expect(answer.status()).toBe(200);
    const {session} = (await answer.json()) as {session: string};
    expect(await memberOf(request, session)).toBeNull();
    expect(standIn.legacy.user(yahooAccount.identifier)).toMatchObject({last_logged_in_provider: 'yahoo', login_count: loginsBefore + 2});
    // Used once: the same code again is refused.
    expect((await trade(second, secondVerifier)).status()).toBe(400);
  });
});

test("sent twice at the same moment, the app login's callback URL is exchanged once and its code gives one session", async ({page}) => {
  const {standIn, sample} = flow();
  const exchanges = () => callsTo(standIn, 'authenticated_user');
  const codeVerifier = createCodeVerifier();
  await page.goto(`${sample.url}app/login?${new URLSearchParams({provider: 'yahoo', code_challenge: await createCodeChallenge(codeVerifier)})}`);
  const callbackUrl = await heldRedirect(page, () => page.getByRole('button', {name: `${yahooAccount.name} としてログインする`}).click());
  const before = exchanges().length;
  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const callbacks = await twiceAtOnce(() => page.request.get(callbackUrl, {maxRedirects: 0}));
  const links = callbacks.map((answer) => new URL(answer.headers().location ?? '', sample.url));
  expect(links.map((link) => [...link.searchParams.keys()].join()).sort()).toEqual(['code', 'error']);
  expect(exchanges().slice(before)).toEqual([{operationId: 'authenticated_user', status: 200}]);

  // The code of the link URL, traded twice at once: one session.
  const code = links.map((link) => link.searchParams.get('code')).find(Boolean)!;
  const trades = await twiceAtOnce(() => page.request.post(`${sample.url}app/session/code`, {data: {code, code_verifier: codeVerifier}}));
  expect(trades.map((answer) => answer.status()).sort()).toEqual([200, 400]);
});
