// Runs examples/messaging-api/{end-users,messages,richmenus}.ts against the stand-in's Messaging API
// v2 (stand-in/messaging.ts), which holds every request to openapi/messaging-api-v2.yaml (method,
// path, X-API-Key, Content-Type, the exact key set of the JSON body) and keeps end users, segments,
// rich menus and messages, whose status moves on its clock.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, MessagingApiError, type MessagingClient} from '../../examples/messaging-api/client.ts';
import {messagingApiValues} from '../../src/data/values/messagingApi.ts';
import {rejectsWith, standInForFile, type Seen} from './support/messaging.ts';
import {sendSeconds} from '../../stand-in/messaging.ts';
import {testUsers} from '../../stand-in/users.ts';
import {
  createEndUser,
  attachTag,
  detachTag,
  addToEndUserSegment,
  removeFromEndUserSegment,
  type EndUserIdentifier,
} from '../../examples/messaging-api/end-users.ts';
import {
  sendTextMessage,
  sendFlexMessage,
  getMessageStatus,
  reservationTimeFrom,
  sendAndCheck,
  type FlexBubble,
  type Recipient,
} from '../../examples/messaging-api/messages.ts';
import {setRichMenuRecipients, setRichMenuForAll} from '../../examples/messaging-api/richmenus.ts';

/** A value of the data module the pages print (src/data/values/messagingApi.ts). */
function limit(name: string): number {
  const value = messagingApiValues.values[name]?.value;
  assert.equal(typeof value, 'number', `messagingApi.${name} has no numeric value`);
  return value!;
}

const SEGMENT = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const RICHMENU = 'f0e1d2c3-b4a5-4968-8776-655443322110';
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const [taro] = testUsers;

// Assignable to both EndUserIdentifier and Recipient.
const member: {type: 'primary_key'; value: string} = {type: 'primary_key', value: 'member-000123'};

/** Member `index` as a recipient; each of member-0 … member-249 has a LINE user ID (the rich menu tests send to them). */
const memberNumber = (index: number) => ({type: 'primary_key' as const, value: `member-${index}`});
const lineUidOf = (index: number) => ({type: 'line_uid' as const, value: `U${index.toString(16).padStart(32, '0')}`});

// The member of these tests is 山田 太郎's LINE account, a friend of the channel, with a member ID.
const messaging = standInForFile(async (client) => {
  await createEndUser(client, [{type: 'socialplus_uid', value: taro.identifier}, member, {type: 'line_uid', value: taro.providerUid}]);
  await createEndUser(client, [{type: 'primary_key', value: 'member-without-line'}]);
  for (let first = 0; first < Math.max(250, limit('richMenuRecipients')); first += 50) {
    await Promise.all(Array.from({length: 50}, (_, offset) => createEndUser(client, [memberNumber(first + offset), lineUidOf(first + offset)])));
  }
});
const {client, only, seen, forget} = messaging;

/** The stand-in answers 429 with Retry-After 30 during `body`. */
async function whileRateLimited(body: () => Promise<void>): Promise<void> {
  messaging.standIn().messaging.switches.rateLimitedFor = 30;
  try {
    await body();
  } finally {
    messaging.standIn().messaging.switches.rateLimitedFor = null;
  }
}

/** A reservation time `hours` from now, in Unix seconds. */
const hoursFromNow = (hours: number) => Math.floor(Date.now() / 1000) + hours * 3600;

function assertPost(path: string): Seen {
  const request = only();
  assert.equal(request.method, 'POST');
  assert.equal(request.path, path);
  assert.equal(request.contentType, 'application/json');
  return request;
}

test('the stand-in itself rejects a body with an extra key (so the shape checks can fail)', async () => {
  await rejectsWith(client().request('POST', '/v2/end_users/tags/attach', {end_user: {identifier: member, tag: 'vip', note: 'x'}}), 400, [
    {path: 'end_user.note', code: 'invalid_parameter'},
  ]);
  await rejectsWith(client().request('POST', '/v2/messages/text', {provider: 'line', recipient: member, content: {type: 'text'}}), 400, [
    {path: 'content.text', code: 'invalid_parameter'},
  ]);
});

test('createEndUser: POST /v2/end_users with end_user.identifiers and 201; a known identifier adds the others to its end user', async () => {
  const [, hanako] = testUsers;
  const identifiers: EndUserIdentifier[] = [
    {type: 'socialplus_uid', value: hanako.identifier},
    {type: 'primary_key', value: 'member-000456'},
    {type: 'line_uid', value: hanako.providerUid},
  ];
  const endUser = await createEndUser(client(), identifiers);
  assert.deepEqual(endUser, {identifiers, tags: []});
  assert.deepEqual(assertPost('/v2/end_users').body, {end_user: {identifiers}});
  assert.deepEqual(messaging.standIn().messaging.endUser({type: 'line_uid', value: hanako.providerUid})?.identifiers, identifiers);
});

test('attachTag and detachTag: body end_user.identifier and end_user.tag', async () => {
  const attached = await attachTag(client(), member, 'vip');
  assert.deepEqual(attached.tags, ['vip']);
  assert.deepEqual(
    attached.identifiers.find(({type}) => type === 'primary_key'),
    member,
  );
  assert.deepEqual(assertPost('/v2/end_users/tags/attach').body, {end_user: {identifier: member, tag: 'vip'}});

  forget();
  const detached = await detachTag(client(), member, 'vip');
  assert.deepEqual(detached.tags, []);
  assert.deepEqual(assertPost('/v2/end_users/tags/detach').body, {end_user: {identifier: member, tag: 'vip'}});
});

test('segments: add and remove answer {} and put the segment identifier in the path', async () => {
  const lineUser: EndUserIdentifier = {type: 'line_uid', value: taro.providerUid};
  assert.equal(await addToEndUserSegment(client(), SEGMENT, lineUser), undefined);
  assert.deepEqual(assertPost(`/v2/end_user_segments/${SEGMENT}/list/end_users/add`).body, {end_user: {identifier: lineUser}});
  assert.equal(messaging.standIn().messaging.segmentMembers(SEGMENT).length, 1);

  forget();
  await removeFromEndUserSegment(client(), SEGMENT, member);
  assert.deepEqual(assertPost(`/v2/end_user_segments/${SEGMENT}/list/end_users/remove`).body, {end_user: {identifier: member}});
  assert.deepEqual(messaging.standIn().messaging.segmentMembers(SEGMENT), []);
});

test('segments: an unknown segment is 404 resource_not_found, an unknown end user 404 end_user_not_found', async () => {
  await rejectsWith(addToEndUserSegment(client(), 'missing', member), 404, [{path: '__global__', code: 'resource_not_found'}]);
  await rejectsWith(removeFromEndUserSegment(client(), SEGMENT, {type: 'primary_key', value: 'unknown-member'}), 404, [
    {path: 'end_user.identifier.value', code: 'end_user_not_found'},
  ]);
});

test('sendTextMessage: without a reservation the body has no reservation_time', async () => {
  const accepted = await sendTextMessage(client(), {recipient: member, text: 'ご注文を受け付けました。'});
  assert.match(accepted.identifier, ULID);
  assert.equal(accepted.status_url, `${messaging.baseUrl()}/v2/messages/${accepted.identifier}`);
  assert.deepEqual(assertPost('/v2/messages/text').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'text', text: 'ご注文を受け付けました。'},
  });
});

test('sendTextMessage: a reservation adds reservation_time in Unix seconds; the message waits as reserved', async () => {
  const now = new Date('2025-12-31T00:00:00Z');
  assert.equal(reservationTimeFrom(new Date('2026-01-01T00:00:00Z'), now), 1767225600);
  const reservationTime = reservationTimeFrom(new Date((hoursFromNow(1) + 30) * 1000));
  const accepted = await sendTextMessage(client(), {recipient: member, text: 'あけましておめでとうございます。', reservationTime});
  assert.deepEqual(assertPost('/v2/messages/text').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'text', text: 'あけましておめでとうございます。'},
    reservation_time: reservationTime,
  });
  assert.equal((await getMessageStatus(client(), accepted.identifier)).result.status, 'reserved');
  // Earlier than the window the pages state: the API refuses the time.
  await rejectsWith(sendTextMessage(client(), {recipient: member, text: 'x', reservationTime: hoursFromNow(0)}), 400, [
    {path: 'reservation_time', code: 'invalid_parameter'},
  ]);
});

test('reservationTimeFrom: the window of the data module, with the margin the pages advise', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const earliest = limit('reservationEarliest') * 60;
  const latest = limit('reservationLatest') * 86400;
  const margin = limit('reservationMargin') * 60;
  // Without a margin the function enforces exactly the API's window: the limit passes, one second beyond fails.
  assert.equal(reservationTimeFrom(later(earliest), now, 0), 1767225600 + earliest);
  assert.equal(reservationTimeFrom(later(latest), now, 0), 1767225600 + latest);
  assert.throws(() => reservationTimeFrom(later(earliest - 1), now, 0), RangeError);
  assert.throws(() => reservationTimeFrom(later(latest + 1), now, 0), RangeError);
  // By default it keeps the margin the pages advise before the earliest time.
  assert.equal(reservationTimeFrom(later(earliest + margin), now), 1767225600 + earliest + margin);
  assert.throws(() => reservationTimeFrom(later(earliest + margin - 1), now), RangeError);
  assert.equal(reservationTimeFrom(later(latest), now), 1767225600 + latest);
});

test('the example code enforces exactly the limits of the data module (text, alt text, carousel, recipients)', async () => {
  const text = limit('textMaxLength');
  await sendTextMessage(client(), {recipient: member, text: 'あ'.repeat(text)});
  await assert.rejects(sendTextMessage(client(), {recipient: member, text: 'あ'.repeat(text + 1)}), RangeError);
  const altText = limit('altTextMaxLength');
  await sendFlexMessage(client(), {recipient: member, altText: 'a'.repeat(altText), contents: bubble});
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: 'a'.repeat(altText + 1), contents: bubble}), RangeError);
  const bubbles = limit('carouselMaxBubbles');
  await sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: Array.from({length: bubbles}, () => bubble)}});
  await assert.rejects(
    sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: Array.from({length: bubbles + 1}, () => bubble)}}),
    RangeError,
  );
  const recipients = limit('richMenuRecipients');
  const members = (n: number) => Array.from({length: n}, (_, i) => memberNumber(i));
  await setRichMenuRecipients(client(), RICHMENU, members(recipients));
  await assert.rejects(setRichMenuRecipients(client(), RICHMENU, members(recipients + 1)), RangeError);
  assert.equal(seen().length, 4, 'only the requests within the limits reach the API');
});

test('sendFlexMessage: the JSON size of a bubble and a carousel is checked in bytes, KB counted as 1,000 bytes', async () => {
  // A bubble whose JSON is exactly `bytes` long (ASCII only, so characters are bytes).
  const sized = (bytes: number): FlexBubble => {
    const empty = JSON.stringify({type: 'bubble', size: ''}).length;
    return {type: 'bubble', size: 'x'.repeat(bytes - empty)};
  };
  const bubbleBytes = limit('bubbleMaxSize') * 1000;
  assert.equal(JSON.stringify(sized(bubbleBytes)).length, bubbleBytes);
  await sendFlexMessage(client(), {recipient: member, altText: '大きなバブル', contents: sized(bubbleBytes)});
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: '大きなバブル', contents: sized(bubbleBytes + 1)}), RangeError);
  // Multi-byte text counts in UTF-8 bytes: 10,001 three-byte characters are over 30,000 bytes.
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: '日本語', contents: {type: 'bubble', size: 'あ'.repeat(10001)}}), RangeError);
  const carouselBytes = limit('carouselMaxSize') * 1000;
  const two = (bytes: number) => ({type: 'carousel' as const, contents: [sized(bytes), sized(bytes)]});
  const overhead = JSON.stringify(two(100)).length - 200;
  await sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: two((carouselBytes - overhead) / 2)});
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: two((carouselBytes - overhead) / 2 + 1)}), RangeError);
  assert.equal(seen().length, 2);
});

test('sendTextMessage: more than 5,000 UTF-16 code units fails before any request', async () => {
  await assert.rejects(sendTextMessage(client(), {recipient: member, text: '😀'.repeat(2501)}), RangeError);
  await assert.rejects(sendTextMessage(client(), {recipient: member, text: ''}), RangeError);
  assert.equal(seen().length, 0);
  await sendTextMessage(client(), {recipient: member, text: 'あ'.repeat(5000)});
  assertPost('/v2/messages/text');
});

const bubble: FlexBubble = {
  type: 'bubble',
  body: {type: 'box', layout: 'vertical', contents: [{type: 'text', text: 'ご予約の確認', weight: 'bold'}]},
};

test('sendFlexMessage: content.type flex with alt_text and contents', async () => {
  const reservationTime = hoursFromNow(2);
  await sendFlexMessage(client(), {recipient: member, altText: 'ご予約の確認', contents: bubble, reservationTime});
  assert.deepEqual(assertPost('/v2/messages/flex').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'flex', alt_text: 'ご予約の確認', contents: bubble},
    reservation_time: reservationTime,
  });
});

test('sendFlexMessage: alt_text and carousel limits are checked before sending', async () => {
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: '', contents: bubble}), RangeError);
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: 'a'.repeat(1501), contents: bubble}), RangeError);
  const carousel = {type: 'carousel' as const, contents: Array.from({length: 13}, () => bubble)};
  await assert.rejects(sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: carousel}), RangeError);
  assert.equal(seen().length, 0);
  await sendFlexMessage(client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: carousel.contents.slice(0, 12)}});
  assertPost('/v2/messages/flex');
});

test('messages: the documented errors become MessagingApiError with status and errors', async () => {
  await rejectsWith(sendTextMessage(client(), {recipient: {type: 'primary_key', value: 'unknown-member'}, text: 'x'}), 404, [
    {path: 'recipient.value', code: 'end_user_not_found'},
  ]);
  await rejectsWith(sendTextMessage(client(), {recipient: {type: 'primary_key', value: 'member-without-line'}, text: 'x'}), 422, [
    {path: 'recipient.value', code: 'line_uid_not_found'},
  ]);
  await whileRateLimited(() => rejectsWith(sendTextMessage(client(), {recipient: member, text: 'x'}), 429, [{path: '__global__', code: 'too_many_requests'}]));
  // line_uid is for the end-user APIs only: the type system forbids it, the API answers 400.
  const lineRecipient = {type: 'line_uid', value: taro.providerUid} as unknown as Recipient;
  await rejectsWith(sendTextMessage(client(), {recipient: lineRecipient, text: 'x'}), 400, [{path: 'recipient.type', code: 'invalid_parameter'}]);
});

test('a wrong API key is 401 unauthorized', async () => {
  const wrong = createClient({apiKey: 'mm-wrong', baseUrl: messaging.baseUrl()});
  await rejectsWith(createEndUser(wrong, [member]), 401, [{path: '__global__', code: 'unauthorized'}]);
  assert.equal(seen().at(-1)!.apiKey, 'mm-wrong');
});

test("getMessageStatus: GET without a body or Content-Type; processing, then success, or failed with LINE's refusal", async () => {
  const sent = await sendTextMessage(client(), {recipient: member, text: '状況を確かめます。'});
  const refused = await sendTextMessage(client(), {recipient: member, text: 'LINE が断ります。'});
  forget();
  const processing = await getMessageStatus(client(), sent.identifier);
  const request = only();
  assert.equal(request.method, 'GET');
  assert.equal(request.path, `/v2/messages/${sent.identifier}`);
  assert.equal(request.contentType, undefined);
  assert.equal(request.body, undefined);
  assert.deepEqual(processing.result, {status: 'processing', sent_at: null, error: null});
  messaging.standIn().advanceClock(sendSeconds);
  const success = await getMessageStatus(client(), sent.identifier);
  assert.equal(success.result.status, 'success');
  assert.equal(success.result.sent_at, success.created_at + sendSeconds);
  messaging.standIn().messaging.switches.lineRefuses = true;
  try {
    const failed = await getMessageStatus(client(), refused.identifier);
    assert.equal(failed.result.status, 'failed');
    assert.equal(failed.result.error?.code, 1);
    assert.match(failed.result.error?.from_provider?.message ?? '', /access token/);
  } finally {
    messaging.standIn().messaging.switches.lineRefuses = false;
  }
  await rejectsWith(getMessageStatus(client(), '01JH8X6Q2W3E4R5T6Y7V8M9N0P'), 404, [{path: '__global__', code: 'resource_not_found'}]);
});

test('sendAndCheck: sends, then reads the status of the same identifier', async () => {
  const status = await sendAndCheck(client(), 'member-000123', 'テスト');
  assert.equal(seen().length, 2);
  assert.equal(seen()[0].path, '/v2/messages/text');
  assert.equal(seen()[1].path, `/v2/messages/${status.identifier}`);
  assert.match(status.identifier, ULID);
});

test('setRichMenuRecipients: body recipients[] and the rich menu identifier in the path', async () => {
  const recipients = [member, {type: 'socialplus_uid' as const, value: testUsers[1].identifier}];
  assert.equal(await setRichMenuRecipients(client(), RICHMENU, recipients), undefined);
  assert.deepEqual(assertPost(`/v2/richmenus/${RICHMENU}/recipients`).body, {recipients});
  assert.ok(
    messaging
      .standIn()
      .messaging.richMenuRecipients(RICHMENU)
      .some((identifiers) => identifiers.some(({value}) => value === testUsers[1].identifier)),
  );
});

test('setRichMenuRecipients: limits, errors and batches of 100', async () => {
  await assert.rejects(setRichMenuRecipients(client(), RICHMENU, []), RangeError);
  assert.equal(seen().length, 0);
  await rejectsWith(setRichMenuRecipients(client(), RICHMENU, [{type: 'primary_key', value: 'member-without-line'}]), 422, [
    {path: 'recipients[0].value', code: 'line_uid_not_found'},
  ]);
  await rejectsWith(setRichMenuRecipients(client(), 'missing', [member]), 404, [{path: '__global__', code: 'resource_not_found'}]);
  forget();
  const many = Array.from({length: 250}, (_, i) => memberNumber(i));
  const waits: number[] = [];
  await setRichMenuForAll(client(), RICHMENU, many, {sleep: async (ms) => void waits.push(ms)});
  assert.deepEqual(
    seen().map((s) => (s.body as {recipients: unknown[]}).recipients.length),
    [100, 100, 50],
  );
  // Paced so that this loop alone stays within the rate limit of the data module.
  assert.deepEqual(waits, [600, 600]);
  assert.equal(60_000 / waits[0], limit('rateLimit'));
});

test('setRichMenuForAll: a 429 waits Retry-After and sends the same batch again; another error names the batch', async () => {
  const calls: number[] = [];
  const flaky: MessagingClient = {
    async request<T>(_method: 'GET' | 'POST', _path: string, body?: unknown): Promise<T> {
      const size = (body as {recipients: unknown[]}).recipients.length;
      calls.push(size);
      if (calls.length === 2) throw new MessagingApiError(429, [{path: '__global__', code: 'too_many_requests'}], 30);
      if (calls.length === 5) throw new MessagingApiError(404, [{path: '__global__', code: 'resource_not_found'}]);
      return {} as T;
    },
  };
  const waits: number[] = [];
  const many = Array.from({length: 450}, (_, i) => ({type: 'primary_key' as const, value: `member-${i}`}));
  await assert.rejects(setRichMenuForAll(flaky, RICHMENU, many, {sleep: async (ms) => void waits.push(ms)}), (error: unknown) => {
    assert.ok(error instanceof MessagingApiError);
    assert.equal(error.status, 404);
    assert.equal((error as unknown as {batchStart: number}).batchStart, 300);
    return true;
  });
  assert.deepEqual(calls, [100, 100, 100, 100, 100]);
  assert.deepEqual(waits, [600, 30_000, 600, 600]);
});

test('client: a 429 carries Retry-After; a non-JSON error body is still a MessagingApiError; a timeout aborts', async () => {
  await whileRateLimited(() =>
    assert.rejects(sendTextMessage(client(), {recipient: member, text: 'x'}), (error: unknown) => {
      assert.ok(error instanceof MessagingApiError);
      assert.equal(error.retryAfter, 30);
      return true;
    }),
  );
  const proxy = createClient({
    apiKey: 'mm-0123456789abcdef0123456789abcdef',
    fetch: async () => new Response('<html><body>502 Bad Gateway</body></html>', {status: 502, headers: {'Content-Type': 'text/html'}}),
  });
  await assert.rejects(getMessageStatus(proxy, '01JH8X6Q2W3E4R5T6Y7V8M9N0P'), (error: unknown) => {
    assert.ok(error instanceof MessagingApiError, 'a proxy page becomes a MessagingApiError, not a SyntaxError');
    assert.equal(error.status, 502);
    assert.deepEqual(error.errors, []);
    assert.equal(error.retryAfter, undefined);
    return true;
  });
  const hanging = createClient({
    apiKey: 'mm-0123456789abcdef0123456789abcdef',
    timeoutMs: 20,
    fetch: (_url, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
  });
  await assert.rejects(getMessageStatus(hanging, '01JH8X6Q2W3E4R5T6Y7V8M9N0P'), (error: unknown) => {
    assert.equal((error as Error).name, 'TimeoutError');
    return true;
  });
});
