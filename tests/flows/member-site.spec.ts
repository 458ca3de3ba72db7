// The introduction's scenes, as /social-login/introduction/* say to check them, one member's story
// in order against the member site sample (samples/member-site/) and the stand-in: registration,
// login, the member's page, adding Google, removing it, linking an existing member, a provider
// switched off, withdrawal. Serial: each scene starts from where the one before left the service.
import {test, expect, type Page} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, heldPost, heldRedirect, runFlow, twiceAtOnce, useUpCode, webApi, callsTo} from './support';

test.describe.configure({mode: 'serial'});
const flow = runFlow('member-site');
const [taro, hanako, ichiro] = testUsers;
const taroGoogle = testUsers.find((account) => account.provider === 'google')!;
const googleSetting = '4b7e9d02';

/** Logs in with a provider account from the login page. */
async function socialLogin(page: Page, url: string, provider: 'LINE' | 'Google', account: (typeof testUsers)[number]) {
  await page.goto(`${url}login`);
  await page.getByRole('link', {name: `${provider} でログイン`}).click();
  await page.getByRole('button', {name: `${account.name} として同意する`}).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', {name: 'ログアウト'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('ログイン');
}

/** The claims of the last ID Token the site verified, from its log. */
function lastIdToken(log: string[] | undefined): Record<string, string> {
  const line = (log ?? []).filter((entry) => entry.startsWith('ID Token: ')).at(-1) ?? '';
  return Object.fromEntries(
    line
      .replace('ID Token: ', '')
      .split(' ')
      .map((pair) => pair.split('=') as [string, string]),
  );
}

const rowOf = (page: Page, provider: string) => page.locator(`#login-methods tr[data-provider="${provider}"]`);

test('the story of a member, scene by scene', async ({page}) => {
  // One story of some thirty steps and a dozen logins: the default 30 s is the time of one page's checks.
  test.setTimeout(120_000);
  const {standIn, sample} = flow();
  const api = (operation: string, params: Record<string, string>) => webApi(page, standIn, 'oidc', operation, params);
  const providersOf = async (primaryKey: string) =>
    ((await (await api('providers_of_user', {primary_key: primaryKey})).json()) as {providers: {provider: string}[]}).providers.map(({provider}) => provider);

  // Registration.
  await check('registration.form-filled', 'LINE で登録 shows the form filled with the name and the e-mail address', async () => {
    await page.goto(`${sample.url}register`);
    await page.getByRole('link', {name: 'LINE で登録'}).click();
    await page.getByRole('button', {name: `${taro.name} として同意する`}).click();
    await expect(page.getByLabel('お名前')).toHaveValue(taro.name);
    await expect(page.getByLabel('メールアドレス')).toHaveValue(taro.email);
  });
  let memberId = '';
  await check('registration.completed', 'the form is sent and the registration completes', async () => {
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('登録が完了しました');
    memberId = await page.locator('#member-id').innerText();
  });
  await check('intro.register-new', 'a new account registers', async () => {
    expect(memberId).toMatch(/^member-\d{6}$/);
  });
  const taroSub = lastIdToken(sample.log).sub;
  await check('registration.providers-of-user', 'providers_of_user with the member ID names the sub of the registration', async () => {
    const answer = (await (await api('providers_of_user', {primary_key: memberId})).json()) as {user: {identifier: string}};
    expect(answer.user.identifier).toBe(taroSub);
  });
  await check('registration.login', 'after logging out, the same account logs in with the member ID in the ID Token, without the form', async () => {
    await page.goto(`${sample.url}mypage`);
    await logOut(page);
    await socialLogin(page, sample.url, 'LINE', taro);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('マイページ');
    expect(lastIdToken(sample.log).primary_key).toBe(memberId);
  });
  await check('social-login.member-id', "after the member ID is linked, the next login's ID Token carries it as primary_key", async () => {
    expect(lastIdToken(sample.log).primary_key).toBe(memberId);
  });
  await check('intro.login-again', 'logged out, the same account logs in', async () => {
    await expect(page.locator('#member-id')).toHaveText(memberId);
  });
  await check('login.member', 'a registered account logs in and lands logged in', async () => {
    await expect(page.locator('#member-id')).toHaveText(memberId);
  });
  await check('login.claims', 'the ID Token carries the member ID and the provider of the button', async () => {
    expect(lastIdToken(sample.log)).toMatchObject({primary_key: memberId, provider: 'line'});
  });
  await check('registration.already', 'LINE で登録 again with the same account says it is registered', async () => {
    await logOut(page);
    await page.goto(`${sample.url}register`);
    await page.getByRole('link', {name: 'LINE で登録'}).click();
    await page.getByRole('button', {name: `${taro.name} として同意する`}).click();
    await expect(page.locator('#notice')).toHaveText('登録済みです。ログインしました。');
  });

  // The member's page.
  await check('mypage.rows', 'LINE only: LINE is linked, the others are not', async () => {
    await expect(rowOf(page, 'line')).toContainText('連携中');
    await expect(rowOf(page, 'google')).toContainText('未連携');
  });
  await check('mypage.last-not-removable', 'with no other way to log in, LINE offers no removal', async () => {
    await expect(rowOf(page, 'line').getByRole('link', {name: '解除する'})).toHaveCount(0);
  });
  await check('dissociate.last-one', "the last provider's removal leads to withdrawal instead", async () => {
    await page.goto(`${sample.url}mypage/social/disconnect?provider=line`);
    await expect(page.getByText('ほかのログイン方法がないため解除できません。')).toBeVisible();
    await expect(page.getByRole('link', {name: '退会の手続き'})).toHaveAttribute('href', '/withdraw');
  });

  // Adding Google.
  await check('associate.start', "連携する on Google's row opens Google's login", async () => {
    await page.goto(`${sample.url}mypage`);
    await rowOf(page, 'google').getByRole('link', {name: '連携する'}).click();
    await expect(page).toHaveTitle('google のログイン（スタンドイン）');
  });
  await check('associate.connected', 'back from Google: Google と連携しました', async () => {
    await page.getByRole('button', {name: `${taroGoogle.name} として同意する`}).click();
    await expect(page.locator('#notice')).toHaveText('Google と連携しました。');
  });
  await check('mypage.connect', "Google's row says linked", async () => {
    await expect(rowOf(page, 'google')).toContainText('連携中');
  });
  await check('associate.providers', 'providers_of_user lists line and google', async () => {
    expect(await providersOf(memberId)).toEqual(['line', 'google']);
  });
  await check('associate.google-login', "logged in with Google: the LINE login's sub and the member ID", async () => {
    await logOut(page);
    await socialLogin(page, sample.url, 'Google', taroGoogle);
    await expect(page.locator('#member-id')).toHaveText(memberId);
    expect(lastIdToken(sample.log)).toMatchObject({sub: taroSub, primary_key: memberId, provider: 'google'});
  });
  await check('intro.connect-and-login', 'after linking Google, Google logs the member in', async () => {
    await expect(page.getByRole('heading', {level: 1})).toHaveText('マイページ');
  });
  await check('associate.other-member', "another member linking the same Google account is told it is another member's", async () => {
    await logOut(page);
    await socialLogin(page, sample.url, 'LINE', hanako);
    await rowOf(page, 'google').getByRole('link', {name: '連携する'}).click();
    await page.getByRole('button', {name: `${taroGoogle.name} として同意する`}).click();
    await expect(page.locator('#notice')).toHaveText('このアカウントは別の会員に連携されています。');
  });

  // Removing Google.
  await check('dissociate.done', 'Google removed after the confirmation', async () => {
    await logOut(page);
    await socialLogin(page, sample.url, 'LINE', taro);
    await rowOf(page, 'google').getByRole('link', {name: '解除する'}).click();
    await expect(page.getByText('Google との連携を解除すると、Google ではログインできなくなります。')).toBeVisible();
    await page.getByRole('button', {name: '解除する'}).click();
    await expect(page.locator('#notice')).toHaveText('Google との連携を解除しました。');
  });
  await check('intro.disconnect-one', 'one link removed from the member page', async () => {
    await expect(rowOf(page, 'google')).toContainText('未連携');
  });
  await check('dissociate.providers', 'providers_of_user has no google', async () => {
    expect(await providersOf(memberId)).toEqual(['line']);
  });
  await check('dissociate.unregistered', 'logged out, Google logs in as no member: the unregistered page', async () => {
    await logOut(page);
    await socialLogin(page, sample.url, 'Google', taroGoogle);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('このアカウントは会員に登録されていません');
  });

  // An account that is no member's, linked to a member who logs in with a password.
  await check('login.unregistered', 'an account never registered gets the unregistered page', async () => {
    await socialLogin(page, sample.url, 'LINE', ichiro);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('このアカウントは会員に登録されていません');
  });
  await check('login.link-existing', 'linked to an existing member through the password login, LINE alone logs that member in next time', async () => {
    await page.getByRole('link', {name: 'すでに会員の方はログインして連携する'}).click();
    await page.getByLabel('会員 ID').fill('member-000900');
    await page.getByLabel('パスワード').fill('jiro-password');
    await page.getByRole('button', {name: 'ログイン', exact: true}).click();
    await expect(page.locator('#notice')).toHaveText('LINE でログインできるようになりました。');
    await logOut(page);
    await socialLogin(page, sample.url, 'LINE', ichiro);
    await expect(page.locator('#member-id')).toHaveText('member-000900');
  });

  // A provider switched off in the manager.
  await check('mypage.provider-disabled', "a provider switched off leaves the member's page once the cache is cleared", async () => {
    await expect(rowOf(page, 'google')).toHaveCount(1);
    standIn.setLoginProviderEnabled(googleSetting, false);
    try {
      await page.request.post(`${sample.url}admin/providers-cache/clear`);
      await page.reload();
      await expect(rowOf(page, 'google')).toHaveCount(0);
      await expect(rowOf(page, 'line')).toHaveCount(1);
    } finally {
      standIn.setLoginProviderEnabled(googleSetting, true);
      await page.request.post(`${sample.url}admin/providers-cache/clear`);
    }
  });

  // Withdrawal.
  await check('withdraw.done', 'a member withdraws from the member page', async () => {
    await logOut(page);
    await socialLogin(page, sample.url, 'LINE', taro);
    await page.getByRole('link', {name: '退会する'}).click();
    await page.getByRole('button', {name: '退会する'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('退会が完了しました');
  });
  await check('withdraw.gone', 'providers_of_user with the member ID answers code 7', async () => {
    const answer = await api('providers_of_user', {primary_key: memberId});
    expect(answer.status()).toBe(404);
    expect(((await answer.json()) as {error: {code: number}}).error.code).toBe(7);
  });
  await check('withdraw.new-sub', 'the same account logs in with another sub and no member ID: the unregistered page', async () => {
    await socialLogin(page, sample.url, 'LINE', taro);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('このアカウントは会員に登録されていません');
    const claims = lastIdToken(sample.log);
    expect(claims.sub).not.toBe(taroSub);
    expect(claims.primary_key).toBe('null');
  });
  await check('intro.withdraw-unregistered', 'after withdrawal the same account is treated as unregistered', async () => {
    expect(standIn.oidcUserOf(taro)?.primaryKey).toBeNull();
  });
});

test('the redirect URI sent twice at the same moment: one request logs the member in, the other is sent to log in again', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(`${sample.url}login`);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const url = await heldRedirect(page, () => page.getByRole('button', {name: `${hanako.name} として同意する`}).click());
  const before = tokenRequests();
  // Both read the same session before either answer saves it: only the single-use state tells them apart.
  const answers = await twiceAtOnce(() => page.request.get(url, {maxRedirects: 0}));
  const outcomes = answers.map((answer) => `${answer.status()} ${decodeURIComponent(answer.headers().location ?? '')}`).sort();
  expect(outcomes).toEqual(['302 /login?notice=ログインをやり直してください。', '302 /mypage']);
  expect(tokenRequests() - before).toBe(1);
});

test('the registration form sent twice at the same moment: one submission registers and links, the other registers nothing', async ({page}) => {
  const {standIn, sample} = flow();
  const maps = () => callsTo(standIn, 'map');
  // After the story's withdrawal, 山田 太郎's LINE account is no member's again.
  await page.goto(`${sample.url}register`);
  await page.getByRole('link', {name: 'LINE で登録'}).click();
  await page.getByRole('button', {name: `${taro.name} として同意する`}).click();
  await expect(page.getByLabel('お名前')).toHaveValue(taro.name);
  const form = await heldPost(page, '/register/form', () => page.getByRole('button', {name: '登録する'}).click());
  const before = maps().length;
  const answers = await twiceAtOnce(() => page.request.post(`${sample.url}register/form`, {form, maxRedirects: 0}));
  const outcomes = (
    await Promise.all(
      answers.map(async (answer) =>
        answer.status() === 200
          ? /<h1>(.*?)<\/h1>/.exec(await answer.text())?.[1]
          : `${answer.status()} ${decodeURIComponent(answer.headers().location ?? '')}`,
      ),
    )
  ).sort();
  // The other is refused by the single-use account, or finds the session the first one replaced.
  expect(outcomes).toEqual([expect.stringMatching(/^302 \/(login\?notice=ログインをやり直してください。|register)$/), '登録が完了しました']);
  expect(maps().slice(before)).toEqual([{operationId: 'map', status: 200}]);
});

// What the pages prescribe after a failure, and what a withdrawal under way blocks. Each test starts
// from where the one before left 山田 太郎's accounts (a member again after the registration above).

/** Logs 山田 太郎 in with LINE through 「LINE で登録」, which registers him when his account is no member's; his member ID. */
async function taroAsMember(page: Page, url: string): Promise<string> {
  await page.goto(`${url}register`);
  await page.getByRole('link', {name: 'LINE で登録'}).click();
  await page.getByRole('button', {name: `${taro.name} として同意する`}).click();
  if ((await page.getByRole('heading', {level: 1}).innerText()) === '会員情報の入力') {
    await page.getByRole('button', {name: '登録する'}).click();
    await page.getByRole('link', {name: 'マイページ'}).click();
  }
  await expect(page.getByRole('heading', {level: 1})).toHaveText('マイページ');
  return page.locator('#member-id').innerText();
}

async function withdraw(page: Page) {
  await page.getByRole('link', {name: '退会する'}).click();
  await page.getByRole('button', {name: '退会する'}).click();
}

test('a withdrawal whose delete_user fails once is retried and completes', async ({page}) => {
  const {standIn, sample} = flow();
  const deletes = () => callsTo(standIn, 'delete_user');
  await taroAsMember(page, sample.url);
  const before = deletes().length;
  standIn.faults.add({document: 'social-login', operationId: 'delete_user', status: 500, times: 1});
  try {
    await withdraw(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('退会が完了しました');
  } finally {
    standIn.faults.clear();
  }
  expect(deletes().slice(before)).toEqual([
    {operationId: 'delete_user', status: 500},
    {operationId: 'delete_user', status: 200},
  ]);
});

test('a withdrawal whose delete_user keeps failing: the member logs in nowhere until the batch finishes it', async ({page, browser}) => {
  test.setTimeout(60_000);
  const {standIn, sample} = flow();
  const api = (operation: string, params: Record<string, string>) => webApi(page, standIn, 'oidc', operation, params);
  const memberId = await taroAsMember(page, sample.url);
  // The same member, logged in on another device.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await taroAsMember(other, sample.url);

  standIn.faults.add({document: 'social-login', operationId: 'delete_user', status: 500});
  try {
    await withdraw(page);
    // Four calls, 1 + 2 + 4 seconds apart, then the withdrawal is accepted and left to the batch.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('退会を受け付けました', {timeout: 15_000});
    expect((await api('providers_of_user', {primary_key: memberId})).status()).toBe(200);
    await other.goto(`${sample.url}mypage`);
    await expect(other.getByRole('heading', {level: 1})).toHaveText('ログイン');
    await socialLogin(page, sample.url, 'LINE', taro);
    await expect(page.locator('#notice')).toHaveText('退会の手続き中のため、ログインできません。');
  } finally {
    standIn.faults.clear();
    await otherDevice.close();
  }

  expect((await page.request.post(`${sample.url}admin/withdrawals/retry`)).status()).toBe(204);
  expect((await api('providers_of_user', {primary_key: memberId})).status()).toBe(404);
  await socialLogin(page, sample.url, 'LINE', taro);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('このアカウントは会員に登録されていません');
});

test('linking an account to a member who has another account of its provider: merge_user says 15 and the member is told', async ({page}) => {
  const {standIn, sample} = flow();
  // 山田 太郎's LINE account is no member's; 高橋 次郎 (member-000900) has 鈴木 一郎's LINE account.
  await socialLogin(page, sample.url, 'LINE', taro);
  await page.getByRole('link', {name: 'すでに会員の方はログインして連携する'}).click();
  await page.getByLabel('会員 ID').fill('member-000900');
  await page.getByLabel('パスワード').fill('jiro-password');
  await page.getByRole('button', {name: 'ログイン', exact: true}).click();
  await expect(page.locator('#notice')).toHaveText(
    'この会員には別の LINE アカウントが連携されています。使うアカウントを決めて、もう一方の連携を解除してください。',
  );
  expect(
    standIn
      .exchanges()
      .filter(({operationId}) => operationId === 'merge_user')
      .at(-1),
  ).toEqual({operationId: 'merge_user', status: 409});
  expect(standIn.oidcUserOf(taro)?.primaryKey).toBeNull();
});

test('a registration whose map keeps failing completes, and the next login makes the map', async ({page}) => {
  test.setTimeout(60_000);
  const {standIn, sample} = flow();
  const api = (operation: string, params: Record<string, string>) => webApi(page, standIn, 'oidc', operation, params);
  await page.goto(`${sample.url}register`);
  await page.getByRole('link', {name: 'LINE で登録'}).click();
  await page.getByRole('button', {name: `${taro.name} として同意する`}).click();
  standIn.faults.add({document: 'social-login', operationId: 'map', status: 500});
  let memberId = '';
  try {
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('登録が完了しました', {timeout: 15_000});
    memberId = await page.locator('#member-id').innerText();
    expect((await api('providers_of_user', {primary_key: memberId})).status()).toBe(404);
  } finally {
    standIn.faults.clear();
  }
  await page.getByRole('link', {name: 'マイページ'}).click();
  await logOut(page);
  await socialLogin(page, sample.url, 'LINE', taro);
  await expect(page.locator('#member-id')).toHaveText(memberId);
  expect(standIn.oidcUserOf(taro)?.primaryKey).toBe(memberId);
});

test('a registration whose map fails once is retried and linked at once', async ({page}) => {
  const {standIn, sample} = flow();
  const maps = () => callsTo(standIn, 'map');
  // 山田 太郎's Google account: a user of its own since its link was removed in the story.
  await page.goto(`${sample.url}register`);
  await page.getByRole('link', {name: 'Google で登録'}).click();
  await page.getByRole('button', {name: `${taroGoogle.name} として同意する`}).click();
  const before = maps().length;
  standIn.faults.add({document: 'social-login', operationId: 'map', status: 500, times: 1});
  try {
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('登録が完了しました');
  } finally {
    standIn.faults.clear();
  }
  expect(maps().slice(before)).toEqual([
    {operationId: 'map', status: 500},
    {operationId: 'map', status: 200},
  ]);
  expect(standIn.oidcUserOf(taroGoogle)?.primaryKey).toBe(await page.locator('#member-id').innerText());
});

test('an ID Token whose member ID the site no longer has logs nobody in, and the site logs it', async ({page}) => {
  const {standIn, sample} = flow();
  // As after a withdrawal that deleted the member but not its user: the member ID points at no member.
  const sub = standIn.oidcUserOf(taro)!.identifier;
  expect((await webApi(page, standIn, 'oidc', 'map', {identifier: sub, primary_key: 'member-999999', overwrite: 'true'})).status()).toBe(200);
  await socialLogin(page, sample.url, 'LINE', taro);
  await expect(page.locator('#notice')).toHaveText('このアカウントではログインできません。お問い合わせください。');
  expect(sample.log).toContain(`login refused: primary_key member-999999 of sub ${sub} is no member of the site`);
});

test('a token request refused with invalid_grant is not sent again: the login page asks to log in again', async ({page}) => {
  const {standIn, sample} = flow();
  const tokenRequests = () => callsTo(standIn, 'token').length;
  await page.goto(`${sample.url}login`);
  await page.getByRole('link', {name: 'LINE でログイン'}).click();
  const url = await heldRedirect(page, () => page.getByRole('button', {name: `${hanako.name} として同意する`}).click());
  await useUpCode(page, standIn, sample.client!, new URL(url).searchParams.get('code')!);
  const before = tokenRequests();
  await page.goto(url);
  await expect(page.locator('#notice')).toHaveText('ログインをやり直してください。');
  expect(tokenRequests() - before).toBe(1);
});
