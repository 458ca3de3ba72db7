// The hybrid flow (code id_token), as /social-login/hybrid/overview teaches it: the sample site
// (samples/hybrid/) against the stand-in; the fragment read by the page, the checks on the server.
import {test, expect} from '@playwright/test';
import {check, heldPost, runFlow, twiceAtOnce, useUpCode, visitedUrls, callsTo} from './support';

const flow = runFlow('hybrid');

test('the fragment reaches the server, which checks nonce and c_hash, then the token request', async ({page}) => {
  const {standIn, sample} = flow();
  const visited = visitedUrls(page);
  await page.goto(sample.url);

  await check('hybrid.provider-screen', "the login button opens the login provider's screen", async () => {
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/login`));
  });

  await check('hybrid.fragment', 'the redirect URI is reached with #code=…&id_token=…&state=…', async () => {
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
    await expect(page.locator('#result')).not.toBeEmpty();
    const arrival = visited.find((url) => new URL(url).pathname === '/auth/callback');
    const fragment = new URLSearchParams(new URL(arrival!).hash.slice(1));
    expect([...fragment.keys()].sort()).toEqual(['code', 'id_token', 'state']);
  });

  await check('hybrid.fragment-cleared', 'the page reads the fragment and clears it from the address bar', async () => {
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.locator('#greeting')).toHaveText('山田 太郎 さん、ログインしています…');
  });

  await check('hybrid.redirect-id-token-verified', "the server verifies the redirect's ID Token, nonce and c_hash included", async () => {
    await expect(page.locator('#result')).toHaveText('ログインしました');
  });

  await check('hybrid.same-sub', 'the token request succeeds and both ID Tokens name the same sub', async () => {
    expect(callsTo(standIn, 'token')).toEqual([{operationId: 'token', status: 200}]);
    await expect(page.locator('#result')).toHaveAttribute('data-sub', /^[0-9a-f]{40}$/);
  });
});

test('a code changed on its way to the server fails the c_hash check, and no token request is sent', async ({page}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);
  await check('hybrid.code-swapped', 'a rewritten code fails the c_hash check', async () => {
    await page.route('**/auth/callback', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const form = new URLSearchParams(route.request().postData() ?? '');
      form.set('code', `${form.get('code')}x`);
      await route.continue({postData: form.toString()});
    });
    const tokensBefore = callsTo(standIn, 'token').length;
    await page.getByRole('link', {name: 'LINE でログイン'}).click();
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
    await expect(page.locator('#result')).toHaveText('ログインできませんでした（c_hash）');
    expect(callsTo(standIn, 'token').length).toBe(tokensBefore);
  });
});

test("the page's post sent twice at the same moment: one logs in, the other stops at the state check", async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(sample.url);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const form = await heldPost(page, '/auth/callback', () => page.getByRole('button', {name: '山田 太郎 として同意する'}).click());
  const before = tokenRequests();
  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const answers = await twiceAtOnce(() => page.request.post(`${sample.url}auth/callback`, {form}));
  const outcomes = (await Promise.all(answers.map(async (answer) => `${answer.status()} ${await answer.text()}`))).sort();
  expect(outcomes).toEqual([expect.stringMatching(/^200 \{"sub":"[0-9a-f]{40}"\}$/), '400 {"error":"state"}']);
  expect(tokenRequests() - before).toBe(1);
});

test('a token request refused with invalid_grant is not sent again: the page says the login did not finish', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(sample.url);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const form = await heldPost(page, '/auth/callback', () => page.getByRole('button', {name: '山田 太郎 として同意する'}).click());
  await useUpCode(page, standIn, sample.client!, form.code);
  const before = tokenRequests();
  const answer = await page.request.post(`${sample.url}auth/callback`, {form});
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({error: 'token'});
  expect(tokenRequests() - before).toBe(1);
});
