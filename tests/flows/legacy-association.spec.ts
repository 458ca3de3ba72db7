// A member's providers in the legacy version, as /social-login/legacy/social-login/overview teaches
// them: a provider added with an association token, removed with dissociate, and an account that
// became a user of its own merged into the member's (map says 16, then merge_user), each with its
// Webhook event at the receiver the pages teach.
import {test, expect} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, runFlow} from './support';

const flow = runFlow('legacy-webhook');
const [taroLine] = testUsers;
const taroGoogle = testUsers.find((account) => account.provider === 'google' && account.name === taroLine.name)!;

test('a member adds Google, removes it, then merges the Google user made by a plain login', async ({page}) => {
  const {standIn, sample} = flow();
  const {events} = sample.webhooks!;
  const operations = (operationId: string) => standIn.exchanges().filter((exchange) => exchange.operationId === operationId);
  const linkedProviders = () => standIn.legacy.providersOf(taroLine.identifier);

  await page.goto(sample.url);
  await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
  await page.getByRole('button', {name: `${taroLine.name} としてログインする`}).click();
  await page.getByLabel('お名前').fill(taroLine.name);
  await page.getByRole('button', {name: '登録する'}).click();
  await expect(page.locator('#providers')).toContainText('LINE：連携中');
  const memberId = await page.locator('#member-id').innerText();

  await check('legacy-login.associated', 'Google added with an association token: providers_of_user lists line and google', async () => {
    await page.getByRole('link', {name: 'Google と連携する'}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/legacy/login`));
    await page.getByRole('button', {name: `${taroGoogle.name} としてログインする`}).click();
    await expect(page.locator('#providers')).toContainText('Google：連携中');
    expect(operations('association_token')).toEqual([{operationId: 'association_token', status: 200}]);
    expect(linkedProviders()).toEqual(['line', 'google']);
  });

  await check('legacy-login.dissociated', 'Google removed: dissociate leaves line, and the dissociate event names google', async () => {
    await page.getByRole('button', {name: 'Google の連携を解除する'}).click();
    await expect(page.locator('#notice')).toHaveText('連携を解除しました。');
    await expect(page.locator('#providers')).toContainText('Google：Google と連携する');
    expect(operations('dissociate')).toEqual([{operationId: 'dissociate', status: 200}]);
    expect(linkedProviders()).toEqual(['line']);
    await expect.poll(() => events.map(({type}) => type)).toEqual(['map', 'dissociate']);
    expect(events[1].payload).toEqual({identifier: taroLine.identifier, primary_key: memberId, removed_providers: ['google'], providers: ['line']});
  });

  await check('legacy-login.merged', 'a plain Google login makes a user of its own; map says 16, merge_user moves google', async () => {
    // The login button's link, opened by the member who is logged in (no association token).
    await page.goto(`${sample.url}login?provider=google`);
    await page.getByRole('button', {name: `${taroGoogle.name} としてログインする`}).click();
    await expect(page.locator('#notice')).toHaveText('Google のアカウントを会員情報にまとめました。');
    expect(operations('map').at(-1)).toEqual({operationId: 'map', status: 400});
    expect(operations('merge_user')).toEqual([{operationId: 'merge_user', status: 200}]);
    expect(linkedProviders()).toEqual(['line', 'google']);
    expect(standIn.legacy.user(taroGoogle.identifier)).toBeUndefined();
    await expect.poll(() => events.map(({type}) => type)).toEqual(['map', 'dissociate', 'merge_user']);
    expect(events[2].payload).toEqual({
      source: {identifier: taroGoogle.identifier, primary_key: null},
      dest: {identifier: taroLine.identifier, primary_key: memberId},
      moved_providers: ['google'],
    });
    await expect(page.locator('#providers')).toContainText('Google：連携中');
  });
});
