// Sending through the Messaging API v2, as /message/messaging-api-references/getting-started says
// to check it: the sample back office (samples/messaging-sender/), which calls the example code of
// the reference pages, against the stand-in's Messaging API; statuses move on the stand-in's clock.
import {test, expect, type Page} from '@playwright/test';
import {deliveryEventSeconds, sendSeconds} from '../../stand-in/messaging';
import {testUsers} from '../../stand-in/users';
import {check, runFlow, callsTo} from './support';

const flow = runFlow('messaging-sender');

/** The status the page shows after reading it again. */
async function statusAfterReload(page: Page): Promise<string> {
  await page.reload();
  return page.locator('#status').innerText();
}

test('an end user, a text and a flex message that succeed, a notification that completes, and the errors', async ({page}) => {
  const {standIn, sample} = flow();
  await page.goto(sample.url);

  await check('messaging.end-user', 'the end user is created with the member ID and the LINE user ID (201)', async () => {
    await page.getByRole('button', {name: 'エンドユーザーを登録する'}).click();
    await expect(page.locator('#identifiers li')).toHaveText([`primary_key：member-000123`, `line_uid：${testUsers[0].providerUid}`]);
    expect(callsTo(standIn, 'createEndUser')).toEqual([{operationId: 'createEndUser', status: 201}]);
  });

  let statusPage = '';
  await check('messaging.text-accepted', 'a text message to the member ID is accepted with 202, identifier and status_url', async () => {
    await page.goto(sample.url);
    await page.getByRole('button', {name: 'テキストメッセージを送る'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('送信状況');
    expect(callsTo(standIn, 'sendTextMessage')).toEqual([{operationId: 'sendTextMessage', status: 202}]);
    statusPage = page.url();
    expect(new URL(statusPage).pathname).toMatch(/^\/messages\/[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  await check('messaging.text-success', 'the status moves from processing to success, with sent_at', async () => {
    await expect(page.locator('#status')).toHaveText('processing');
    await expect(page.locator('#sent-at')).toHaveCount(0);
    standIn.advanceClock(sendSeconds);
    expect(await statusAfterReload(page)).toBe('success');
    await expect(page.locator('#sent-at')).toHaveText(/^\d{4}-\d\d-\d\dT/);
  });

  await check('messaging.flex-success', 'a flex message succeeds the same way', async () => {
    await page.goto(sample.url);
    await page.getByRole('button', {name: 'フレックスメッセージを送る'}).click();
    await expect(page.locator('#status')).toHaveText('processing');
    standIn.advanceClock(sendSeconds);
    expect(await statusAfterReload(page)).toBe('success');
    expect(callsTo(standIn, 'sendFlexMessage')).toEqual([{operationId: 'sendFlexMessage', status: 202}]);
  });

  await check('messaging.line-uid-missing', 'a member ID without a LINE user ID is refused with 422 line_uid_not_found', async () => {
    await page.goto(sample.url);
    // An end user with a member ID only, as one registered before the member added the channel as a friend.
    await page.getByLabel('会員 ID').first().fill('member-000789');
    await page.getByLabel('LINE のユーザー ID').fill('');
    await page.getByRole('button', {name: 'エンドユーザーを登録する'}).click();
    await expect(page.locator('#identifiers li')).toHaveText(['primary_key：member-000789']);
    await page.goto(sample.url);
    await page.getByLabel('宛先の会員 ID').fill('member-000789');
    await page.getByRole('button', {name: 'テキストメッセージを送る'}).click();
    await expect(page.locator('#error')).toHaveText('422 line_uid_not_found（recipient.value）');
  });

  await check('messaging.notification-completed', 'a notification: result null, then delivered, then completed', async () => {
    await page.goto(sample.url);
    await page.getByRole('button', {name: '発送完了の通知を送る'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('配信状況');
    await expect(page.locator('#status')).toHaveText('null');
    standIn.advanceClock(sendSeconds);
    expect(await statusAfterReload(page)).toBe('delivered');
    standIn.advanceClock(deliveryEventSeconds);
    expect(await statusAfterReload(page)).toBe('completed');
  });

  await check('messaging.wrong-key', 'a wrong API key is answered 401 unauthorized', async () => {
    const answer = await page.request.post(`${standIn.messaging.origin}/v2/messages/text`, {
      headers: {'X-API-Key': 'mm-00000000000000000000000000000000'},
      data: {provider: 'line', recipient: {type: 'primary_key', value: 'member-000123'}, content: {type: 'text', text: 'x'}},
    });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toEqual({errors: [{path: '__global__', code: 'unauthorized'}]});
  });
});
