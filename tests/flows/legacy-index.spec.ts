// The three checks of /social-login/legacy/ against the legacy login sample and the stand-in: the
// callback's status, the one-time token exchanged to the same user twice, and a cancel.
import {test, expect, type Page} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, runFlow, webApi} from './support';

const flow = runFlow('legacy-login');
const person = testUsers[2];

/**
 * Logs in from the sample's button and returns the query of the callback URL the provider's screen
 * redirects to. The browser stops there, so the token is left for the test to exchange as the
 * site's server does (a redirected request cannot be intercepted at the callback itself).
 */
async function callbackQuery(page: Page, url: string, action: string): Promise<URLSearchParams> {
  let location = '';
  const atConsent = (target: URL) => target.pathname === '/legacy/consent';
  await page.route(atConsent, async (route) => {
    location = (await route.fetch({maxRedirects: 0})).headers().location ?? '';
    await route.fulfill({status: 204});
  });
  await page.goto(url);
  await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
  await page.getByRole('button', {name: action}).click();
  await expect.poll(() => location).not.toBe('');
  await page.unroute(atConsent);
  const callback = new URL(location);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${url}social/callback`);
  return callback.searchParams;
}

test('the checks of /social-login/legacy/: authorized, the same user twice, canceled', async ({page}) => {
  const {standIn, sample} = flow();
  let first = new URLSearchParams();
  await check('legacy.authorized', 'from the login button through the provider, the callback URL gets status=authorized', async () => {
    first = await callbackQuery(page, sample.url, `${person.name} としてログインする`);
    expect(first.get('status')).toBe('authorized');
  });
  await check('legacy.same-identifier', 'the site server exchanges the one-time token; two logins of one user give one user.identifier', async () => {
    const second = await callbackQuery(page, sample.url, `${person.name} としてログインする`);
    const identifiers: string[] = [];
    for (const query of [first, second]) {
      const answer = (await (await webApi(page, standIn, 'legacy', 'authenticated_user', {token: query.get('token')!})).json()) as {
        status: string;
        user: {identifier: string};
      };
      expect(answer, JSON.stringify(answer)).toMatchObject({status: 'ok'});
      identifiers.push(answer.user.identifier);
    }
    expect(identifiers[0]).toMatch(/^[0-9a-f]{40}$/);
    expect(identifiers[1]).toBe(identifiers[0]);
  });
  await check('legacy.canceled', 'a cancel on the provider screen: the callback URL gets status=canceled', async () => {
    const query = await callbackQuery(page, sample.url, 'キャンセル');
    expect(query.get('status')).toBe('canceled');
  });
});
