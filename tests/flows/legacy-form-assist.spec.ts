// The legacy form assist, as /social-login/legacy/form-assist/{overview,implementation} say to check
// it: the registration form's input buttons of the legacy sample, the profile from
// authenticated_user with add_profile, converted by the page's rules, then a member linked with map.
import {test, expect, type Page} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, heldPost, heldRedirect, runFlow, twiceAtOnce, webApi, callsTo} from './support';

test.describe.configure({mode: 'serial'});
const flow = runFlow('legacy-login');
const taroYahoo = testUsers.find((account) => account.provider === 'yahoo')!;
const ichiro = testUsers.find((account) => account.name === '鈴木 一郎')!;

async function assist(page: Page, url: string, button: string, account: (typeof testUsers)[number]) {
  await page.goto(`${url}register/assist`);
  await page.getByRole('link', {name: button}).click();
  await page.getByRole('button', {name: `${account.name} としてログインする`}).click();
}

test('the input button fills the form by the rules, the member is registered as sent and linked, and logs in again', async ({page, browser}) => {
  const {standIn, sample} = flow();
  await check('legacy-fa.login', 'the input button leads to the provider, where the account logs in', async () => {
    await page.goto(`${sample.url}register/assist`);
    await page.getByRole('link', {name: 'Yahoo! JAPAN ID で入力'}).click();
    await expect(page).toHaveTitle('yahoo のログイン（スタンドイン）');
    await page.getByRole('button', {name: `${taroYahoo.name} としてログインする`}).click();
  });
  await check('legacy-fa-impl.all-items', 'an account with every item: the values by the conversion rules', async () => {
    await expect(page.getByLabel('姓')).toHaveValue('山田');
    await expect(page.getByLabel('名', {exact: true})).toHaveValue('太郎');
    await expect(page.getByLabel('セイ')).toHaveValue('ヤマダ');
    await expect(page.getByLabel('メイ')).toHaveValue('タロウ');
    await expect(page.getByLabel('メールアドレス')).toHaveValue(taroYahoo.email);
    await expect(page.getByLabel('郵便番号')).toHaveValue('150-0001');
    await expect(page.getByLabel('都道府県')).toHaveValue('東京都');
    // No provider gives a phone number.
    await expect(page.getByLabel('電話番号')).toHaveValue('');
  });
  await check('legacy-fa.filled', 'back on the form, the chosen items hold values', async () => {
    await expect(page.getByLabel('姓')).not.toHaveValue('');
  });
  await check('legacy-fa.rewritten', 'a value rewritten before sending is the one registered', async () => {
    await page.getByLabel('名', {exact: true}).fill('太一');
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
    await expect(page.getByText('山田 太一 さん')).toBeVisible();
  });
  const memberId = await page.locator('#member-id').innerText();
  await check('legacy-fa.linked', "the manager's user list shows the member ID linked", async () => {
    expect(standIn.legacy.user(taroYahoo.identifier)?.primary_key).toBe(memberId);
  });
  await check('legacy-fa-impl.linked', 'the registered member ID is linked to the user', async () => {
    expect(standIn.legacy.user(taroYahoo.identifier)?.primary_key).toBe(memberId);
  });
  await check('legacy-fa.login-again', 'in a new session, the same provider logs the member in', async () => {
    const context = await browser.newContext();
    const again = await context.newPage();
    await again.goto(`${sample.url}login?provider=yahoo`);
    await again.getByRole('button', {name: `${taroYahoo.name} としてログインする`}).click();
    await expect(again.locator('#member-id')).toHaveText(memberId);
    await context.close();
  });
  await check('legacy-fa-impl.registered', 'the same account on the input button again is sent to log in', async () => {
    await assist(page, sample.url, 'Yahoo! JAPAN ID で入力', taroYahoo);
    await expect(page.locator('#notice')).toHaveText('このアカウントは登録済みです。');
  });
  await check('legacy-fa-impl.missing-items', 'an account without an address or a name leaves those fields empty', async () => {
    await assist(page, sample.url, 'LINE で入力', ichiro);
    await expect(page.getByLabel('メールアドレス')).toHaveValue(ichiro.email);
    await expect(page.getByLabel('郵便番号')).toHaveValue('');
    await expect(page.getByLabel('都道府県')).toHaveValue('');
    await expect(page.getByLabel('姓')).toHaveValue('');
  });
  await check('legacy-fa-impl.cancel', "a cancel on the provider's screen comes back to the empty form", async () => {
    await page.goto(`${sample.url}register/assist`);
    await page.getByRole('link', {name: 'Yahoo! JAPAN ID で入力'}).click();
    await page.getByRole('button', {name: 'キャンセル'}).click();
    await expect(page).toHaveURL(`${sample.url}register/assist`);
    await expect(page.getByLabel('姓')).toHaveValue('');
  });
});

test('the profile: the consent screen lists the items, authenticated_user with add_profile returns them, and the profile API the same', async ({page}) => {
  const {standIn, sample} = flow();
  const api = async (operation: string, params: Record<string, string>) =>
    (await (await webApi(page, standIn, 'legacy', operation, params)).json()) as Record<string, unknown>;
  await check('legacy-profile.consent', "the provider's consent screen lists the items the service asks for", async () => {
    const callback = `${sample.url}probe?state=profile`;
    await page.goto(
      `${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/yahoo/authenticate?callback=${encodeURIComponent(callback)}`,
    );
    await expect(page.getByText('（提供する情報：氏名、フリガナ、メールアドレス、住所）')).toBeVisible();
    await page.getByRole('button', {name: `${taroYahoo.name} としてログインする`}).click();
    await page.waitForURL(/\/probe\?/);
  });
  let answer: Record<string, unknown> = {};
  await check('legacy-profile.answer', 'the answer with add_profile has profile, email and address, and an empty phone', async () => {
    const token = new URL(page.url()).searchParams.get('token')!;
    answer = await api('authenticated_user', {token, add_profile: 'true'});
    expect(answer.profile).toMatchObject({family_name: '山田', given_name: '太郎', family_name_kana: 'ヤマダ', given_name_kana: 'タロウ'});
    expect(answer.email).toEqual([{email: taroYahoo.email, verified: true, provider: 'yahoo'}]);
    expect(answer.address).toEqual([{postal_code: '1500001', region: '東京都', locality: '渋谷区', street_address: null, country: 'JP', provider: 'yahoo'}]);
    expect(answer.phone).toEqual([]);
  });
  await check('legacy-profile.same', 'the profile API returns the same values for the same user', async () => {
    const profile = await api('profile', {identifier: taroYahoo.identifier});
    for (const part of ['profile', 'email', 'phone', 'address']) expect(profile[part]).toEqual(answer[part]);
  });
});

test('sent twice at the same moment, the form assist callback is exchanged once and the filled form registers once', async ({page}) => {
  const {standIn, sample} = flow();
  const calls = (operationId: string) => standIn.exchanges().filter((exchange) => exchange.operationId === operationId);
  // 佐藤 花子's LINE account: no other test of this file registers it.
  const hanako = testUsers.find((account) => account.name === '佐藤 花子')!;
  const press = async () => {
    await page.goto(`${sample.url}register/assist`);
    await page.getByRole('link', {name: 'LINE で入力'}).click();
    return heldRedirect(page, () => page.getByRole('button', {name: `${hanako.name} としてログインする`}).click());
  };

  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const callbackUrl = await press();
  const exchanges = calls('authenticated_user').length;
  const callbacks = await twiceAtOnce(() => page.request.get(callbackUrl, {maxRedirects: 0}));
  expect(callbacks.map((answer) => `${answer.status()} ${answer.headers().location ?? ''}`.trim()).sort()).toEqual(['200', '302 /register/assist']);
  expect(calls('authenticated_user').slice(exchanges)).toEqual([{operationId: 'authenticated_user', status: 200}]);

  // A press of its own (which of the two answers above saved the session last is not known), then the form twice.
  await page.goto(await press());
  await expect(page.getByLabel('メールアドレス')).toHaveValue(hanako.email);
  await page.getByLabel('姓').fill('佐藤');
  await page.getByLabel('名', {exact: true}).fill('花子');
  const form = await heldPost(page, '/register/assist', () => page.getByRole('button', {name: '登録する'}).click());
  const maps = calls('map').length;
  const registrations = await twiceAtOnce(() => page.request.post(`${sample.url}register/assist`, {form, maxRedirects: 0}));
  expect(registrations.map((answer) => `${answer.status()} ${answer.headers().location}`)).toEqual(['302 /', '302 /']);
  expect(calls('map').slice(maps)).toEqual([{operationId: 'map', status: 200}]);
});

test('an exchange that fails is not sent again: the empty form comes back, to press a button again', async ({page}) => {
  const {standIn, sample} = flow();
  const exchanges = () => callsTo(standIn, 'authenticated_user');
  const before = exchanges().length;
  standIn.faults.add({document: 'social-login-legacy', operationId: 'authenticated_user', status: 500, times: 1});
  try {
    await assist(page, sample.url, 'LINE で入力', ichiro);
    await expect(page).toHaveURL(`${sample.url}register/assist`);
    await expect(page.getByLabel('メールアドレス')).toHaveValue('');
  } finally {
    standIn.faults.clear();
  }
  expect(exchanges().slice(before)).toEqual([{operationId: 'authenticated_user', status: 500}]);
});

test('map after the form: 8 (registered in another window meanwhile) takes the member back, a 500 is sent again', async ({page}) => {
  const {standIn, sample} = flow();
  const maps = () => callsTo(standIn, 'map');
  const fillAndSend = async () => {
    await page.getByLabel('姓').fill('テスト');
    await page.getByLabel('名', {exact: true}).fill('会員');
    await page.getByRole('button', {name: '登録する'}).click();
  };

  // The account became another member's between the input button and the form's submission.
  await assist(page, sample.url, 'LINE で入力', ichiro);
  await expect(page.getByLabel('メールアドレス')).toHaveValue(ichiro.email);
  expect((await webApi(page, standIn, 'legacy', 'map', {identifier: ichiro.identifier, primary_key: 'member-900001'})).status()).toBe(200);
  await fillAndSend();
  await expect(page.locator('#notice')).toHaveText('このアカウントは登録済みです。');
  expect(maps().at(-1)).toEqual({operationId: 'map', status: 403});

  // A 500: the member stays registered and the same map goes again.
  const person = testUsers.find((account) => account.name === '山田 太郎' && account.provider === 'line')!;
  await assist(page, sample.url, 'LINE で入力', person);
  await expect(page.getByLabel('メールアドレス')).toHaveValue(person.email);
  const before = maps().length;
  standIn.faults.add({document: 'social-login-legacy', operationId: 'map', status: 500, times: 1});
  try {
    await fillAndSend();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
  } finally {
    standIn.faults.clear();
  }
  expect(maps().slice(before)).toEqual([
    {operationId: 'map', status: 500},
    {operationId: 'map', status: 200},
  ]);
  expect(standIn.legacy.user(person.identifier)?.primary_key).toBe(await page.locator('#member-id').innerText());
});
