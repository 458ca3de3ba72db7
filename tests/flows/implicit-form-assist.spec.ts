// The implicit flow with form assist, as /social-login/implicit/overview and
// /social-login/form-assist/overview teach it: the sample registration form
// (samples/implicit-form-assist/) with the stand-in's form assist script; the nonce made when the
// button is pressed, compared and deleted when the form is sent.
import {test, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {check, heldPost, runFlow, twiceAtOnce, visitedUrls, webApi, callsTo} from './support';

const flow = runFlow('implicit-form-assist');

/** The details of the form assist events the page logs (`socialplus:filled` and `socialplus:error`). */
function formAssistEvents(page: Page): {type: string; detail: Record<string, unknown>}[] {
  const events: {type: string; detail: Record<string, unknown>}[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const [type, detail] = message.args();
    if (!/^socialplus:/.test(message.text())) return;
    void Promise.all([type.jsonValue(), detail?.jsonValue()]).then(([name, value]) =>
      events.push({type: name as string, detail: value as Record<string, unknown>}),
    );
  });
  return events;
}

const mapCalls = (standIn: ReturnType<typeof flow>['standIn']) => callsTo(standIn, 'map');

test('the form is filled, sent, verified with the nonce of the button press, and linked; the same ID Token again is refused', async ({page}) => {
  const {standIn, sample} = flow();
  const visited = visitedUrls(page);
  const events = formAssistEvents(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await check('form-assist.script-loaded', 'the script loads with 200 and the console shows no error', async () => {
    const script = page.waitForResponse((response) => response.url().endsWith('/form-assist/v1/form-assist.js'));
    await page.goto(`${sample.url}register`);
    expect((await script).status()).toBe(200);
    expect(consoleErrors).toEqual([]);
  });

  await check('form-assist.listeners', 'the page registers its listeners for both events and logs event.detail', async () => {
    // The page's own script, so that they are there when the page loads again after the provider.
    const listening = await page.evaluate(() => document.querySelector('script:not([src])')?.textContent ?? '');
    expect(listening).toContain("addEventListener('socialplus:filled'");
    expect(listening).toContain("addEventListener('socialplus:error'");
  });

  let nonceFromButton = '';
  await check('form-assist.nonce-request', 'the button posts to data-nonce-url, which answers 200 with a nonce', async () => {
    // Read on its way: the page navigates away right after, and its body goes with it.
    let answer: {method: string; status: number; body: {nonce?: string}} | undefined;
    await page.route('**/register/form-assist-nonce', async (route) => {
      const response = await route.fetch();
      answer = {method: route.request().method(), status: response.status(), body: (await response.json()) as {nonce?: string}};
      await route.fulfill({response});
    });
    await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
    await expect.poll(() => answer).toBeDefined();
    expect(answer).toMatchObject({method: 'POST', status: 200});
    nonceFromButton = answer!.body.nonce ?? '';
    expect(nonceFromButton).toMatch(/^[\w-]{32}$/);
  });

  await check('implicit.provider-screen', "the button opens the login provider's screen", async () => {
    await expect(page).toHaveURL(new RegExp(`^${standIn.providerOrigin}/login`));
  });

  let arrival = '';
  await check('implicit.fragment', 'the redirect URI is reached with #id_token=…&state=…', async () => {
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
    await expect(page.locator('#form-assist-result')).not.toBeEmpty();
    arrival = visited.find((url) => new URL(url).hash.startsWith('#id_token='))!;
    expect([...new URLSearchParams(new URL(arrival).hash.slice(1)).keys()].sort()).toEqual(['id_token', 'state']);
  });

  await check('form-assist.fragment-cleared', 'back on the form page, the address bar has no #id_token=', async () => {
    expect(page.url()).toBe(`${sample.url}register`);
  });

  await check('form-assist.fields-filled', 'the fields are filled, and socialplus:filled names what was filled and what was missing', async () => {
    await expect(page.getByLabel('お名前')).toHaveValue('山田 太郎');
    await expect(page.getByLabel('メールアドレス')).toHaveValue('taro@example.com');
    await expect.poll(() => events.map(({type}) => type)).toEqual(['socialplus:filled']);
    // A LINE user: a display name and an e-mail address, no kana and no address.
    expect(events[0].detail).toEqual({
      provider: 'line',
      filled: ['name', 'email', 'id_token'],
      missing: ['family_name_kana', 'given_name_kana', 'postal_code', 'region'],
      registered: false,
    });
  });

  await check('implicit.form-filled', 'the page read the fragment, filled the form and cleared the address bar', async () => {
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.locator('#form-assist-result')).toHaveText('入力しました。内容を確かめてください。');
  });

  let sentForm: Record<string, string> = {};
  await check('form-assist.submitted', 'the hidden field holds the ID Token; the server verifies it and links the member with map', async () => {
    const idToken = await page.locator('input[name="socialplus_id_token"]').inputValue();
    expect(idToken).toBe(new URLSearchParams(new URL(arrival).hash.slice(1)).get('id_token'));
    const sending = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/register'));
    await page.getByRole('button', {name: '登録する'}).click();
    sentForm = Object.fromEntries(new URLSearchParams((await sending).postData() ?? ''));
    await expect(page.locator('#result')).toHaveText('ソーシャルアカウントと紐付けました。');
    expect(mapCalls(standIn)).toEqual([{operationId: 'map', status: 200}]);
  });

  await check('implicit.server-verified', 'the nonce in the session when the form is sent is the one made at the button press', async () => {
    expect(sample.log).toContain(`form assist: nonce created ${nonceFromButton}`);
    expect(sample.log).toContain(`form assist: nonce in the session at sending ${nonceFromButton}`);
    expect((sample.log ?? []).filter((line) => line.includes('ID Token not used'))).toEqual([]);
  });

  await check('implicit.replay-refused', 'the same ID Token sent again fails the nonce comparison', async () => {
    const again = await page.request.post(`${sample.url}register`, {form: sentForm});
    expect(await again.text()).toContain('ソーシャルアカウントとは紐付けずに登録しました。');
    expect((sample.log ?? []).at(-1)).toBe('form assist: ID Token not used (nonce)');
    expect(mapCalls(standIn)).toHaveLength(1);
  });
});

test('a return whose state this page did not save stops at the state check', async ({page}) => {
  const {sample} = flow();
  const visited = visitedUrls(page);
  await page.goto(`${sample.url}register`);
  await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
  await page.getByRole('button', {name: '鈴木 一郎 として同意する'}).click();
  await expect(page.locator('#form-assist-result')).toHaveText('入力しました。内容を確かめてください。');
  const arrival = visited.find((url) => new URL(url).hash.startsWith('#id_token='))!;

  await check('implicit.state-mismatch', 'with the saved state gone, the same URL stops at the state check', async () => {
    const events = formAssistEvents(page);
    await page.evaluate(() => sessionStorage.clear());
    // Another page first: from the form page itself, only the fragment would change, with no load.
    await page.goto('about:blank');
    await page.goto(arrival);
    await expect(page.locator('#form-assist-result')).toHaveText('入力できませんでした。もう一度ボタンを押してください。');
    await expect.poll(() => events.map(({detail}) => detail.error)).toEqual(['state_mismatch']);
    await expect(page.getByLabel('お名前')).toHaveValue('');
  });
});

test('a refusal at the provider comes back as socialplus:error access_denied', async ({page}) => {
  const {sample} = flow();
  const events = formAssistEvents(page);
  await page.goto(`${sample.url}register`);
  await check('form-assist.canceled', "cancelling on the provider's consent screen gives error access_denied", async () => {
    await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
    await page.getByRole('button', {name: '同意しない'}).click();
    await expect(page.locator('#form-assist-result')).toHaveText('入力を取り消しました。');
    await expect.poll(() => events.map(({detail}) => detail.error)).toEqual(['access_denied']);
  });
});

test('an account already linked is reported as registered, and the server sends it to log in', async ({page}) => {
  const {standIn, sample} = flow();
  const events = formAssistEvents(page);
  await page.goto(`${sample.url}register`);
  await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
  await page.getByRole('button', {name: '佐藤 花子 として同意する'}).click();
  await expect(page.locator('#form-assist-result')).toHaveText('このアカウントは登録済みです。ログインしてください。');
  await expect.poll(() => events.map(({detail}) => detail.registered)).toEqual([true]);
  const mapsBefore = mapCalls(standIn).length;
  await page.getByRole('button', {name: '登録する'}).click();
  await expect(page.locator('#result')).toHaveText('このアカウントは登録済みです。ログインしてください。');
  expect(mapCalls(standIn)).toHaveLength(mapsBefore);
});

test('without a nonce from data-nonce-url the script reports nonce_unavailable and sends no authorization request', async ({page}) => {
  const {sample} = flow();
  const events = formAssistEvents(page);
  await page.route('**/register/form-assist-nonce', (route) => route.fulfill({status: 500, body: 'down'}));
  await page.goto(`${sample.url}register`);
  await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
  await expect.poll(() => events.map(({detail}) => detail.error)).toEqual(['nonce_unavailable']);
  expect(page.url()).toBe(`${sample.url}register`);
});

test('the registration scene: a new member is filled in, sent and linked; the same account is sent to log in; a rewritten ID Token links nothing', async ({
  page,
}) => {
  const {standIn, sample} = flow();
  const person = testUsers.find((candidate) => candidate.name === '鈴木 一郎')!;
  const log = () => sample.log ?? [];
  const startRegistration = async () => {
    await page.goto(`${sample.url}register`);
    await page.getByRole('button', {name: 'LINE の情報で入力'}).click();
    await page.getByRole('button', {name: `${person.name} として同意する`}).click();
  };

  let sub = '';
  await check('intro-form-assist.filled', 'an account with no member yet fills the form', async () => {
    await startRegistration();
    await expect(page.getByLabel('お名前')).toHaveValue(person.name);
    const idToken = await page.locator('input[name="socialplus_id_token"]').inputValue();
    sub = (JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as {sub: string}).sub;
  });

  let memberId = '';
  await check('intro-form-assist.submitted', 'the form is sent and registered; the nonce of the button press is the one compared', async () => {
    const made = log()
      .filter((line) => line.startsWith('form assist: nonce created '))
      .at(-1)!
      .split(' ')
      .at(-1);
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.locator('#result')).toHaveText('ソーシャルアカウントと紐付けました。');
    expect(log()).toContain(`form assist: nonce in the session at sending ${made}`);
    memberId = await page.locator('#member-id').innerText();
  });

  await check('intro-form-assist.providers-of-user', "providers_of_user with the member ID names the ID Token's sub", async () => {
    const answer = await webApi(page, standIn, 'oidc', 'providers_of_user', {primary_key: memberId});
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as {user: {identifier: string}}).user.identifier).toBe(sub);
  });

  await check('intro-form-assist.login-suggested', 'the same account again is told to log in', async () => {
    await startRegistration();
    await expect(page.locator('#form-assist-result')).toHaveText('このアカウントは登録済みです。ログインしてください。');
  });

  await check('intro-form-assist.tampered', 'a rewritten ID Token in the hidden field fails on the server and links nothing', async () => {
    const maps = mapCalls(standIn).length;
    await startRegistration();
    const idTokenField = page.locator('input[name="socialplus_id_token"]');
    // The script fills the field after the provider returns; rewrite it only once it holds a JWT.
    await expect(idTokenField).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await idTokenField.evaluate((input: HTMLInputElement) => {
      const [header, payload, signature] = input.value.split('.');
      input.value = [header, payload, `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
    });
    await page.getByRole('button', {name: '登録する'}).click();
    await expect(page.locator('#result')).toHaveText('ソーシャルアカウントとは紐付けずに登録しました。');
    expect(log().at(-1)).toBe('form assist: ID Token not used (signature)');
    expect(mapCalls(standIn)).toHaveLength(maps);
  });
});

test('the field types: a Yahoo! JAPAN ID fills kana in hiragana, a hyphenated postal code and the prefecture; a value already there stays', async ({page}) => {
  const {sample} = flow();
  const events = formAssistEvents(page);
  // An e-mail address already in its field when the script runs (a logged-in member's, say): set as
  // soon as the field is parsed, before the deferred script.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const email = document.querySelector<HTMLInputElement>('input[name="email"]');
      if (!email) return;
      email.value = 'registered@example.com';
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  await check('field-types.returned', 'a test account presses the button and comes back to the form page', async () => {
    await page.goto(`${sample.url}register`);
    await page.getByRole('button', {name: 'Yahoo! JAPAN ID の情報で入力'}).click();
    await page.getByRole('button', {name: '山田 太郎 として同意する'}).click();
    await expect(page).toHaveURL(`${sample.url}register`);
  });
  await check('field-types.filled-missing', 'every type of the form is in filled or missing', async () => {
    await expect.poll(() => events.map(({type}) => type)).toEqual(['socialplus:filled']);
    const {filled, missing} = events[0].detail as {filled: string[]; missing: string[]};
    const types = await page.locator('[data-socialplus-field]').evaluateAll((fields) => fields.map((field) => (field as HTMLElement).dataset.socialplusField));
    expect([...filled, ...missing].sort()).toEqual([...new Set(types)].sort());
    expect(missing).toEqual([]);
  });
  await check('field-types.select-and-format', 'the prefecture is selected, the kana is in hiragana and the postal code has its hyphen', async () => {
    await expect(page.getByLabel('都道府県')).toHaveValue('13');
    await expect(page.getByLabel('せい')).toHaveValue('やまだ');
    await expect(page.getByLabel('めい')).toHaveValue('たろう');
    await expect(page.getByLabel('郵便番号')).toHaveValue('150-0001');
  });
  await check('field-types.not-overwritten', 'a field that had a value keeps it', async () => {
    await expect(page.getByLabel('メールアドレス')).toHaveValue('registered@example.com');
    await expect(page.getByLabel('お名前')).toHaveValue('山田 太郎');
  });
});

test('the form sent twice at the same moment with the same ID Token: one submission links the account, the other does not', async ({page}) => {
  const {standIn, sample} = flow();
  // The Yahoo! JAPAN account: no other test of this file registers it.
  const person = testUsers.find((candidate) => candidate.provider === 'yahoo')!;
  await page.goto(`${sample.url}register`);
  await page.getByRole('button', {name: 'Yahoo! JAPAN ID の情報で入力'}).click();
  await page.getByRole('button', {name: `${person.name} として同意する`}).click();
  await expect(page.locator('input[name="socialplus_id_token"]')).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const form = await heldPost(page, '/register', () => page.getByRole('button', {name: '登録する'}).click());
  const maps = mapCalls(standIn).length;
  // Both read the same session before either answer saves it: only the single-use nonce tells them apart.
  const answers = await twiceAtOnce(() => page.request.post(`${sample.url}register`, {form}));
  const results = (
    await Promise.all(answers.map(async (answer) => /<p id="result">(.*?)<\/p>/.exec(await answer.text())?.[1] ?? `HTTP ${answer.status()}`))
  ).sort();
  expect(results).toEqual(['ソーシャルアカウントとは紐付けずに登録しました。', 'ソーシャルアカウントと紐付けました。'].sort());
  expect(mapCalls(standIn).slice(maps)).toEqual([{operationId: 'map', status: 200}]);
});
