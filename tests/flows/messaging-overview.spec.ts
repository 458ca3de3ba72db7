// The first delivery to a staff member, as /message says to check it after the setup: the staff
// member adds the LINE official account as a friend (the stand-in's follow event), then the sample
// back office (samples/messaging-sender/) links their member ID and sends them a text message.
import {test, expect} from '@playwright/test';
import {sendSeconds} from '../../stand-in/messaging';
import {check, runFlow} from './support';

const flow = runFlow('messaging-sender');

test('a staff member who added the friend gets a text message sent to their member ID', async ({page}) => {
  const {standIn, sample} = flow();
  const memberId = 'member-000901';
  const text = 'テスト配信です。';
  let lineUid = '';

  await check('messaging-overview.friend-added', 'adding the LINE official account as a friend lists an end user in the manager', async () => {
    const listed = standIn.messaging.endUsers().length;
    lineUid = standIn.messaging.friendAdded();
    expect(standIn.messaging.endUsers()).toHaveLength(listed + 1);
    expect(standIn.messaging.endUser({type: 'line_uid', value: lineUid})?.identifiers).toEqual([{type: 'line_uid', value: lineUid}]);
  });

  await check('messaging-overview.identifier-added', 'creating an end user with their member ID adds it to the same end user', async () => {
    const listed = standIn.messaging.endUsers().length;
    await page.goto(sample.url);
    await page.getByLabel('会員 ID').first().fill(memberId);
    await page.getByLabel('LINE のユーザー ID').fill(lineUid);
    await page.getByRole('button', {name: 'エンドユーザーを登録する'}).click();
    await expect(page.locator('#identifiers li')).toHaveText([`primary_key：${memberId}`, `line_uid：${lineUid}`]);
    expect(standIn.messaging.endUsers()).toHaveLength(listed);
    expect(standIn.messaging.endUser({type: 'line_uid', value: lineUid})?.identifiers).toEqual([
      {type: 'primary_key', value: memberId},
      {type: 'line_uid', value: lineUid},
    ]);
  });

  await check('messaging-overview.delivered', 'a text message to the member ID reaches their LINE', async () => {
    await page.goto(sample.url);
    await page.getByLabel('宛先の会員 ID').fill(memberId);
    await page.getByLabel('本文').fill(text);
    await page.getByRole('button', {name: 'テキストメッセージを送る'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('送信状況');
    standIn.advanceClock(sendSeconds);
    expect(standIn.messaging.receivedOnLine(lineUid)).toEqual([{type: 'text', text}]);
  });

  await check('messaging-overview.success', 'the message status is success', async () => {
    await page.reload();
    await expect(page.locator('#status')).toHaveText('success');
  });
});
