// Receiving the legacy Webhooks, as /social-login/legacy/webhook-references/event-received teaches
// it: the receiver of the page (examples/legacy/webhook-receiver.ts) registered with the stand-in,
// and a member registered in the legacy sample site, which sends the map event.
import {test, expect, type Browser} from '@playwright/test';
import {testUsers} from '../../stand-in/users';
import {webhookRetryMinutes} from '../../src/data/values/legacy';
import {check, runFlow} from './support';

const flow = runFlow('legacy-webhook');

/** Logs in as `person` in the sample site, in a window of its own, and registers: a map. */
async function register(browser: Browser, url: string, person: (typeof testUsers)[number]): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('link', {name: 'LINE でログイン', exact: true}).click();
  await page.getByRole('button', {name: `${person.name} としてログインする`}).click();
  await page.getByLabel('お名前').fill(person.name);
  await page.getByRole('button', {name: '登録する'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('ログインしました');
  await context.close();
}

/** Sends a delivery again to the Webhook URL, as it was or with another signature. */
const resend = (url: string, body: string, signature: string) =>
  fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json; charset=utf-8', 'x-socialplus-signature': signature}, body});

test('a map event arrives once; a duplicate and a wrong signature change nothing', async ({browser}) => {
  const {standIn, sample} = flow();
  const {events} = sample.webhooks!;
  await check('legacy-webhook.delivered', 'a map answered 200 and processed once', async () => {
    await register(browser, sample.url, testUsers[0]);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0].type).toBe('map');
    expect(standIn.legacy.webhookDeliveries().map(({status}) => status)).toEqual([200]);
  });
  const [first] = standIn.legacy.webhookDeliveries();
  const receiverUrl = standIn.legacy.webhookUrl()!;

  await check('legacy-webhook.duplicate', 'the same event again: 200, nothing processed', async () => {
    expect((await resend(receiverUrl, first.body, first.signature)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.length).toBe(1);
  });

  await check('legacy-webhook.bad-signature', 'a changed signature: 401, nothing processed', async () => {
    const changed = `${first.signature.slice(0, -2)}${first.signature.endsWith('A=') ? 'B=' : 'A='}`;
    expect((await resend(receiverUrl, first.body, changed)).status).toBe(401);
    expect(events.length).toBe(1);
  });
});

test('an event the receiver missed comes again with the same event_id, signed as at first even after the API key changed', async ({browser}) => {
  const {standIn, sample} = flow();
  const {events, apiKeys} = sample.webhooks!;
  const receiverUrl = standIn.legacy.webhookUrl()!;
  const arrived = events.length;

  await check('legacy-webhook.redelivered', 'the receiver down, then up: the redelivery has the same event_id and is processed once', async () => {
    standIn.legacy.registerWebhook('http://127.0.0.1:9/webhooks/socialplus');
    await register(browser, sample.url, testUsers[1]);
    const missed = standIn.legacy.webhookDeliveries().at(-1)!;
    expect(missed.status).toBe('no answer');
    standIn.legacy.registerWebhook(receiverUrl);
    standIn.advanceClock(webhookRetryMinutes[0] * 60);
    await standIn.legacy.redeliverDue();
    await expect.poll(() => events.length).toBe(arrived + 1);
    expect(events.at(-1)!.event_id).toBe(missed.eventId);
  });

  await check('legacy-webhook.key-overlap', 'after the key is replaced, a receiver with both keys takes the redelivery signed with the old one', async () => {
    standIn.legacy.registerWebhook('http://127.0.0.1:9/webhooks/socialplus');
    await register(browser, sample.url, testUsers[2]);
    const missed = standIn.legacy.webhookDeliveries().at(-1)!;
    // The key is replaced while the event waits; the receiver restarts with the new key and the old.
    const oldKey = apiKeys[0];
    const newKey = standIn.legacy.rotateApiKey();
    apiKeys.splice(0, apiKeys.length, newKey, oldKey);
    standIn.legacy.registerWebhook(receiverUrl);
    standIn.advanceClock(webhookRetryMinutes[0] * 60);
    await standIn.legacy.redeliverDue();
    const redelivered = standIn.legacy.webhookDeliveries().at(-1)!;
    expect(redelivered.eventId).toBe(missed.eventId);
    expect(redelivered.signature).toBe(missed.signature);
    expect(redelivered.status).toBe(200);
    await expect.poll(() => events.at(-1)?.event_id).toBe(missed.eventId);
  });
});
