// The legacy login's buttons, social login URLs and callback URLs, as
// /social-login/legacy/social-login/{login-button,authenticate-url,callback-url} say to check them:
// the legacy sample site against the stand-in.
import {test, expect, devices} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, runFlow, webApi} from './support';
import type {Page} from '@playwright/test';

const flow = runFlow('legacy-login');

/** Every URL the page requested, redirects included (a redirect is not a navigation of the frame). */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => void urls.push(request.url()));
  return urls;
}
const [taro, , ichiro] = testUsers;

/** The social login URL of `provider`, with `callback` as its callback URL. */
const loginUrl = (standIn: ReturnType<typeof flow>['standIn'], callback: string, loginOnly = false) =>
  `${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/line/authenticate${loginOnly ? '/login' : ''}?callback=${encodeURIComponent(callback)}`;

test('a social login URL opened by hand: the provider, then the callback URL with status and the query it had', async ({page}) => {
  const {standIn, sample} = flow();
  // A callback URL of the registered host that the site does not serve: only its address is read.
  const callback = `${sample.url}probe?state=7c1e9a3f&from=docs`;

  await check('legacy-urls.opened', 'the URL opens in the address bar', async () => {
    const response = await page.goto(loginUrl(standIn, callback));
    expect(response?.status()).toBe(200);
  });
  await check('legacy-urls.provider-screen', "the login provider's screen shows, not the error screen", async () => {
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/legacy/login`));
    await expect(page.getByRole('button', {name: `${taro.name} としてログインする`})).toBeVisible();
  });
  await check('legacy-urls.callback-query-kept', 'back at the callback URL with status, and its own query (state) kept', async () => {
    await page.getByRole('button', {name: `${taro.name} としてログインする`}).click();
    await page.waitForURL(/\/probe\?/);
    const back = new URL(page.url()).searchParams;
    expect(back.get('status')).toBe('authorized');
    expect(back.get('state')).toBe('7c1e9a3f');
    expect(back.get('from')).toBe('docs');
  });
  await check('legacy-urls.signup-refused', 'the login-only URL with an account never linked returns reason=signup_refused', async () => {
    await page.goto(loginUrl(standIn, callback, true));
    await page.getByRole('button', {name: `${ichiro.name} としてログインする`}).click();
    await page.waitForURL(/\/probe\?/);
    const back = new URL(page.url()).searchParams;
    expect([back.get('status'), back.get('reason')]).toEqual(['failed', 'signup_refused']);
  });
});

test('callback URLs: the service lists the registered host; a registered one comes back, another gets the error screen; no token stays', async ({page}) => {
  const {standIn, sample} = flow();
  await check('legacy-callback-url.service', 'the service API names this service and the registered callback domain', async () => {
    const answer = await webApi(page, standIn, 'legacy', 'service');
    const {service} = (await answer.json()) as {service: {service_id: string; callback_domains: string[]}};
    expect(service.service_id).toBe(standIn.legacy.serviceId);
    expect(service.callback_domains).toContain(new URL(sample.url).hostname);
  });
  const visited = requestedUrls(page);
  await check('legacy-callback-url.registered', 'with the registered host, the login comes back to the callback URL', async () => {
    await page.goto(sample.url);
    await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
    await page.getByRole('button', {name: `${taro.name} としてログインする`}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/会員登録|ログインしました/);
    expect(visited.some((url) => new URL(url).pathname === '/social/callback')).toBe(true);
  });
  await check('legacy-callback-url.token-gone', 'after the callback, the address bar holds no token', async () => {
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  });
  await check('legacy-callback-url.unregistered', "another host's callback URL shows ソーシャルPLUS's error screen", async () => {
    const response = await page.goto(loginUrl(standIn, 'https://other.example.com/social/callback?state=x'));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('エラー');
  });
});

test('login buttons: shown on a computer and a phone, each opens its provider, the callback is percent-encoded, and status and state come back', async ({
  browser,
}) => {
  const {standIn, sample} = flow();
  await check('legacy-login-button.devices', 'the buttons show on a computer and a phone', async () => {
    for (const device of [devices['Desktop Chrome'], devices['Pixel 7']]) {
      const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = device;
      const context = await browser.newContext({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});
      const page = await context.newPage();
      await page.goto(sample.url);
      for (const name of ['LINE でログイン', 'Google でログイン']) await expect(page.getByRole('link', {name, exact: true})).toBeInViewport();
      await context.close();
    }
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await check('legacy-login-button.provider-screens', "each button opens its provider's screen", async () => {
    for (const [name, provider] of [
      ['LINE でログイン', 'line'],
      ['Google でログイン', 'google'],
    ]) {
      await page.goto(sample.url);
      await page.getByRole('link', {name, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/legacy/login`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(`${provider} のログイン（スタンドイン）`);
    }
  });
  await check('legacy-login-button.encoded', 'the callback of the social login URL is percent-encoded', async () => {
    const redirect = await page.request.get(`${sample.url}login`, {maxRedirects: 0});
    const location = redirect.headers().location;
    expect(location).toMatch(/[?&]callback=http%3A%2F%2Flocalhost%3A\d+%2Fsocial%2Fcallback%3Fstate%3D[0-9a-f]+(&|$)/);
  });
  await check('legacy-login-button.status-authorized', 'the login ends at the callback URL with status=authorized and the state', async () => {
    const visited = requestedUrls(page);
    await page.goto(sample.url);
    await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
    await page.getByRole('button', {name: `${taro.name} としてログインする`}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/会員登録|ログインしました/);
    const callback = new URL(visited.find((url) => new URL(url).pathname === '/social/callback')!);
    expect(callback.searchParams.get('status')).toBe('authorized');
    expect(callback.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  });
  await context.close();
});
