// Login with the one-time-token version, as /social-login/legacy/social-login/overview teaches it:
// the sample site (samples/legacy-login/) against the stand-in, from the login button to map.
import {test, expect} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, runFlow} from './support';

const flow = runFlow('legacy-login');
const person = testUsers[0];

test('first login, registration and map, then a second login straight in', async ({page, browser}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);

  await check('legacy-login.provider-screen', 'in a private window, the login button opens the login provider\'s screen', async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
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
    expect(standIn.exchanges().filter(({operationId}) => operationId === 'authenticated_user')).toEqual([{operationId: 'authenticated_user', status: 200}]);
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
    await second.getByRole('link', {name: 'LINE でログイン'}).click();
    await second.getByRole('button', {name: `${person.name} としてログインする`}).click();
    await expect(second.getByRole('heading', {level: 1})).toHaveText('ログインしました');
    await expect(second.locator('#member-id')).toHaveText(memberId);
    await context.close();
  });
});
