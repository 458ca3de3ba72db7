// The stand-in's Webhook sender (stand-in/webhooks.ts) against the receiver the pages teach
// (examples/legacy/webhook-receiver.ts): a map through the Web API sends a signed event the
// document allows; a failed delivery comes again with the same event_id, body and signature on
// the site's schedule; the receiver processes an event once however often it comes; after the API
// key is replaced, a receiver that knows only one of the keys refuses what the other signed.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {startStandIn, type StandIn} from '../../stand-in/index.ts';
import {testUsers} from '../../stand-in/users.ts';
import {webhookRetryMinutes} from '../../src/data/values/legacy.ts';
import {createWebhookReceiver, type WebhookEvent} from '../../examples/legacy/webhook-receiver.ts';

async function listen(t: TestContext, server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A stand-in whose first test person has logged in once, so that map has a user to link. */
async function standInWithUser(t: TestContext): Promise<StandIn> {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  standIn.legacy.registerCallbackHost('localhost');
  const start = await fetch(
    `${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/line/authenticate?callback=${encodeURIComponent('http://localhost:9/cb?state=s')}`,
    {redirect: 'manual'},
  );
  const request = new URL(start.headers.get('location')!).searchParams.get('request')!;
  await fetch(`${standIn.providerOrigin}/legacy/consent`, {
    method: 'POST',
    body: new URLSearchParams({request, person: testUsers[0].identifier}),
    redirect: 'manual',
  });
  return standIn;
}

/** Links a member ID to the first test person, replacing one already linked. */
const map = (standIn: StandIn, primaryKey: string) =>
  fetch(
    `${standIn.legacy.origin}/api/map?${new URLSearchParams({key: standIn.legacy.apiKey, identifier: testUsers[0].identifier, primary_key: primaryKey, overwrite: 'true'})}`,
  );

test('a map sends one signed map event, which the receiver takes once', async (t) => {
  const standIn = await standInWithUser(t);
  const events: WebhookEvent[] = [];
  const receiver = createWebhookReceiver({apiKey: standIn.legacy.apiKey, handle: (event) => void events.push(event)});
  standIn.legacy.registerWebhook(`${await listen(t, receiver.server)}/webhooks/socialplus`);
  assert.equal((await map(standIn, 'member-000123')).status, 200);
  await receiver.idle();
  assert.deepEqual(
    standIn.legacy.webhookDeliveries().map(({type, attempt, status}) => ({type, attempt, status})),
    [{type: 'map', attempt: 1, status: 200}],
  );
  assert.equal(events.length, 1);
  assert.deepEqual(events[0].payload, {
    identifier: testUsers[0].identifier,
    primary_key: 'member-000123',
    previous_primary_key: null,
    mapped_at: (events[0].payload as {mapped_at: string}).mapped_at,
  });
  assert.match((events[0].payload as {mapped_at: string}).mapped_at, /\+09:00$/);
  assert.deepEqual(standIn.violations(), []);
});

test('a failed delivery comes again with the same event_id, body and signature, on the schedule, and is processed once', async (t) => {
  const standIn = await standInWithUser(t);
  const events: WebhookEvent[] = [];
  const receiver = createWebhookReceiver({apiKey: standIn.legacy.apiKey, handle: (event) => void events.push(event)});
  const receiverUrl = `${await listen(t, receiver.server)}/webhooks/socialplus`;
  // In front of the receiver: the first delivery reaches it, but its answer is lost (503).
  const seen: {body: string; signature: string}[] = [];
  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['x-socialplus-signature']);
      seen.push({body, signature});
      void fetch(receiverUrl, {method: 'POST', headers: {'Content-Type': 'application/json; charset=utf-8', 'x-socialplus-signature': signature}, body}).then(
        (answer) => {
          res.writeHead(seen.length === 1 ? 503 : answer.status).end();
        },
      );
    });
  });
  standIn.legacy.registerWebhook(`${await listen(t, front)}/webhooks/socialplus`);
  await map(standIn, 'member-000123');
  // Not yet due: nothing more is sent.
  standIn.advanceClock(webhookRetryMinutes[0] * 60 - 5);
  await standIn.legacy.redeliverDue();
  assert.equal(seen.length, 1);
  standIn.advanceClock(5);
  await standIn.legacy.redeliverDue();
  await receiver.idle();
  assert.deepEqual(
    standIn.legacy.webhookDeliveries().map(({attempt, status}) => ({attempt, status})),
    [
      {attempt: 1, status: 503},
      {attempt: 2, status: 200},
    ],
  );
  assert.equal(seen[1].body, seen[0].body);
  assert.equal(seen[1].signature, seen[0].signature);
  assert.equal(events.length, 1, 'the receiver processed the event once');
});

test('an event nobody answers is sent once and redelivered as many times as the schedule says, then no more', async (t) => {
  const standIn = await standInWithUser(t);
  standIn.legacy.registerWebhook('http://127.0.0.1:9/webhooks/socialplus');
  await map(standIn, 'member-000123');
  for (const minutes of [...webhookRetryMinutes, 60]) {
    standIn.advanceClock(minutes * 60);
    await standIn.legacy.redeliverDue();
  }
  const deliveries = standIn.legacy.webhookDeliveries();
  assert.equal(deliveries.length, 1 + webhookRetryMinutes.length);
  assert.equal(new Set(deliveries.map(({eventId}) => eventId)).size, 1);
});

test('after the API key is replaced, events are signed with the new key: a receiver that knows only the old one refuses them, one that knows both takes them', async (t) => {
  const standIn = await standInWithUser(t);
  const oldKey = standIn.legacy.apiKey;
  const newKey = standIn.legacy.rotateApiKey();
  const oldOnly = createWebhookReceiver({apiKey: oldKey, handle: () => undefined});
  standIn.legacy.registerWebhook(`${await listen(t, oldOnly.server)}/webhooks/socialplus`);
  await map(standIn, 'member-000123');
  const both = createWebhookReceiver({apiKey: [newKey, oldKey], handle: () => undefined});
  standIn.legacy.registerWebhook(`${await listen(t, both.server)}/webhooks/socialplus`);
  await map(standIn, 'member-000456');
  assert.deepEqual(
    standIn.legacy.webhookDeliveries().map(({status}) => status),
    [401, 200],
  );
});
