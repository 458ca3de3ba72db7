// Login with the one-time-token version, as /social-login/legacy/social-login/overview teaches it:
// the sample site (samples/legacy-login/) against the stand-in, from the login button to map.
import {test, expect} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, heldPost, heldRedirect, runFlow, twiceAtOnce, callsTo} from './support';

const flow = runFlow('legacy-login');
const person = testUsers[0];

test('first login, registration and map, then a second login straight in', async ({page, browser}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);

  await check('legacy-login.provider-screen', "in a private window, the login button opens the login provider's screen", async () => {
    await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/legacy/login`));
  });

  await check('legacy-login.callback', 'after the login the browser is back at the callback URL', async () => {
    const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/social/callback');
    await page.getByRole('button', {name: `${person.name} としてログインする`}).click();
    const url = new URL((await callback).url());
    expect(url.searchParams.get('status')).toBe('authorized');
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]+$/);
  });

  await check('legacy-login.token-exchanged', 'authenticated_user answers status ok', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText('会員登録');
    expect(callsTo(standIn, 'authenticated_user')).toEqual([{operationId: 'authenticated_user', status: 200}]);
  });

  let memberId = '';
  await check('legacy-login.member-linked', 'after registration the user has the member ID in the manager', async () => {
    await page.getByLabel('お名前').fill('山田 太郎');
    await page.getByRole('button', {name: '登録する'}).click();
    memberId = (await page.locator('#member-id').textContent()) ?? '';
    expect(memberId).toMatch(/^member-\d{6}$/);
    expect(standIn.legacy.user(person.identifier)?.primary_key).toBe(memberId);
  });

  await check('legacy-login.second-login', 'a second login goes straight in, without the registration page', async () => {
    const context = await browser.newContext();
    const second = await context.newPage();
    await second.goto(sample.url);
    await second.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
    await second.getByRole('button', {name: `${person.name} としてログインする`}).click();
    await expect(second.getByRole('heading', {level: 1})).toHaveText('ログインしました');
    await expect(second.locator('#member-id')).toHaveText(memberId);
    await context.close();
  });
});

test.describe('every result at the callback URL, each shown as /social-login/legacy/social-login/callback-parameters says', () => {
  // One at a time: two of them switch the login provider off or break its secret in the stand-in.
  test.describe.configure({mode: 'serial'});

  const login = async (page: import('@playwright/test').Page, url: string, link = 'LINE でログイン') => {
    await page.goto(url);
    await page.getByRole('link', {name: link, exact: true}).click();
  };

  test('authorized logs in or registers; canceled goes back to the login page; a reused callback stops at state', async ({page}) => {
    const {sample} = flow();
    let callbackUrl = '';
    await check('legacy-login.authorized', "status=authorized leads to the member's login or to registration", async () => {
      await login(page, sample.url);
      const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/social/callback');
      await page.getByRole('button', {name: `${testUsers[1].name} としてログインする`}).click();
      callbackUrl = (await callback).url();
      expect(new URL(callbackUrl).searchParams.get('status')).toBe('authorized');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('会員登録');
    });

    await check('legacy-login.reused-callback', 'the same callback URL opened again is not exchanged: the login page shows', async () => {
      const exchangesBefore = flow()
        .standIn.exchanges()
        .filter(({operationId}) => operationId === 'authenticated_user').length;
      await page.goto(callbackUrl);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('ログイン');
      await expect(page.locator('#notice')).toHaveText('ログインできませんでした。もう一度お試しください。');
      expect(
        flow()
          .standIn.exchanges()
          .filter(({operationId}) => operationId === 'authenticated_user').length,
      ).toBe(exchangesBefore);
    });

    await check('legacy-login.canceled', "cancel on the provider's screen: status=canceled and the login page", async () => {
      await login(page, sample.url);
      await page.getByRole('button', {name: 'キャンセル'}).click();
      await expect(page.locator('#notice')).toHaveText('ログインを取り消しました。');
    });
  });

  test('signup_refused, invalid_request and provider_error each get their own message', async ({page}) => {
    const {standIn, sample} = flow();
    await check('legacy-login.signup-refused', 'the login-only URL with an account not yet linked: reason=signup_refused and the way to register', async () => {
      // The third test person has never logged in to this service.
      await login(page, sample.url, 'LINE でログイン（登録済みの方）');
      const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/social/callback');
      await page.getByRole('button', {name: `${testUsers[2].name} としてログインする`}).click();
      expect(new URL((await callback).url()).searchParams.get('reason')).toBe('signup_refused');
      await expect(page.locator('#notice')).toContainText('このアカウントは登録されていません');
    });

    await check('legacy-login.provider-disabled', 'a provider switched off: reason=invalid_request and a generic error', async () => {
      standIn.legacy.provider('line').enabled = false;
      try {
        const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/social/callback');
        await login(page, sample.url);
        expect(new URL((await callback).url()).searchParams.get('reason')).toBe('invalid_request');
        await expect(page.locator('#notice')).toHaveText('ログインできませんでした。もう一度お試しください。');
      } finally {
        standIn.legacy.provider('line').enabled = true;
      }
    });

    await check('legacy-login.provider-error', 'a wrong client secret: reason=provider_error and its message', async () => {
      standIn.legacy.provider('line').secretValid = false;
      try {
        await login(page, sample.url);
        const callback = page.waitForRequest((request) => new URL(request.url()).pathname === '/social/callback');
        await page.getByRole('button', {name: `${testUsers[0].name} としてログインする`}).click();
        expect(new URL((await callback).url()).searchParams.get('reason')).toBe('provider_error');
        await expect(page.locator('#notice')).toContainText('ログインプロバイダーでエラーが起きました');
      } finally {
        standIn.legacy.provider('line').secretValid = true;
      }
    });
  });
});

test('sent twice at the same moment, the callback URL is exchanged once and the registration form registers once', async ({page}) => {
  const {standIn, sample} = flow();
  const calls = (operationId: string) => standIn.exchanges().filter((exchange) => exchange.operationId === operationId);
  // The Google account: no other test of this file logs in with it.
  const account = testUsers.find((candidate) => candidate.provider === 'google')!;
  const logIn = async () => {
    await page.goto(`${sample.url}login?provider=google`);
    return heldRedirect(page, () => page.getByRole('button', {name: `${account.name} としてログインする`}).click());
  };

  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const callbackUrl = await logIn();
  const exchanges = calls('authenticated_user').length;
  const callbacks = await twiceAtOnce(() => page.request.get(callbackUrl, {maxRedirects: 0}));
  expect(callbacks.map((answer) => `${answer.status()} ${answer.headers().location}`).sort()).toEqual(['302 /?notice=error', '302 /register']);
  expect(calls('authenticated_user').slice(exchanges)).toEqual([{operationId: 'authenticated_user', status: 200}]);

  // A login of its own (which of the two answers above saved the session last is not known), then the form twice.
  await page.goto(await logIn());
  await expect(page.getByRole('heading', {level: 1})).toHaveText('会員登録');
  await page.getByLabel('お名前').fill(account.name);
  const form = await heldPost(page, '/register', () => page.getByRole('button', {name: '登録する'}).click());
  const maps = calls('map').length;
  const registrations = await twiceAtOnce(() => page.request.post(`${sample.url}register`, {form, maxRedirects: 0}));
  expect(registrations.map((answer) => `${answer.status()} ${answer.headers().location}`)).toEqual(['302 /', '302 /']);
  expect(calls('map').slice(maps)).toEqual([{operationId: 'map', status: 200}]);
});

test('an exchange at the callback URL that fails is not sent again: the login page asks to log in again', async ({page}) => {
  const {standIn, sample} = flow();
  const exchanges = () => callsTo(standIn, 'authenticated_user');
  const before = exchanges().length;
  standIn.faults.add({document: 'social-login-legacy', operationId: 'authenticated_user', status: 500, times: 1});
  try {
    await page.goto(`${sample.url}login?provider=yahoo`);
    await page.getByRole('button', {name: `${testUsers.find((account) => account.provider === 'yahoo')!.name} としてログインする`}).click();
    await expect(page.locator('#notice')).toHaveText('ログインできませんでした。もう一度お試しください。');
  } finally {
    standIn.faults.clear();
  }
  expect(exchanges().slice(before)).toEqual([{operationId: 'authenticated_user', status: 500}]);
});
