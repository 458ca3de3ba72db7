// Runs examples/messaging-api/{end-users,messages,richmenus}.ts against a local stand-in of the
// Messaging API v2. The stand-in checks what the documentation says every request must carry:
// method, path, X-API-Key, Content-Type and the exact key set of the JSON body.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, MessagingApiError, type MessagingClient} from '../../examples/messaging-api/client.ts';
import {messagingApiValues} from '../../src/data/values/messagingApi.ts';
import {jsonAt, rejectsWith, startMessagingStandIn, type Seen} from './support/messaging-stand-in.ts';
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
const MESSAGE_ID = '01JH8X6Q2W3E4R5T6Y7V8M9N0P';

// ---- A tiny schema language for the body shape: every key is required unless it ends with "?",
// ---- and a body with any other key is rejected. Arrays hold one schema for every item.
type Schema = 'string' | 'number' | 'object' | readonly string[] | Schema[] | {[key: string]: Schema};

function mismatch(value: unknown, schema: Schema, path: string): string | null {
  if (schema === 'string') return typeof value === 'string' && value !== '' ? null : path;
  if (schema === 'number') return Number.isInteger(value) ? null : path;
  if (schema === 'object') return value && typeof value === 'object' && !Array.isArray(value) ? null : path;
  if (Array.isArray(schema) && schema.every((s) => typeof s === 'string' && !['string', 'number', 'object'].includes(s))) {
    return (schema as readonly string[]).includes(value as string) ? null : path; // an enum of values
  }
  if (Array.isArray(schema)) {
    if (!Array.isArray(value) || value.length === 0) return path;
    for (const [index, item] of value.entries()) {
      const found = mismatch(item, schema[0], `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return path || '__global__';
  const record = value as Record<string, unknown>;
  const keys = Object.keys(schema);
  const allowed = new Set(keys.map((k) => k.replace(/\?$/, '')));
  for (const key of Object.keys(record)) {
    if (!allowed.has(key)) return path ? `${path}.${key}` : key;
  }
  for (const key of keys) {
    const name = key.replace(/\?$/, '');
    const child = path ? `${path}.${name}` : name;
    if (!(name in record)) {
      if (key.endsWith('?')) continue;
      return child;
    }
    const found = mismatch(record[name], (schema as Record<string, Schema>)[key], child);
    if (found) return found;
  }
  return null;
}

const endUserIdentifier = {type: ['socialplus_uid', 'primary_key', 'line_uid'], value: 'string'} as const;
const recipient = {type: ['socialplus_uid', 'primary_key'], value: 'string'} as const;

type Route = {
  method: 'GET' | 'POST';
  pattern: RegExp;
  body: Schema | null;
  status: number;
  answer: (match: RegExpMatchArray, body: unknown) => unknown;
};

const endUserAnswer = (_m: RegExpMatchArray, body: unknown) => ({
  end_user: {identifiers: [jsonAt(body, 'end_user', 'identifier')], tags: jsonAt(body, 'end_user', 'tag') === 'vip' ? ['vip'] : []},
});

const routes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v2\/end_users$/,
    body: {end_user: {identifiers: [endUserIdentifier]}},
    status: 201,
    answer: (_m, body) => ({end_user: {identifiers: jsonAt(body, 'end_user', 'identifiers'), tags: []}}),
  },
  {method: 'POST', pattern: /^\/v2\/end_users\/tags\/attach$/, body: {end_user: {identifier: endUserIdentifier, tag: 'string'}}, status: 200, answer: endUserAnswer},
  {method: 'POST', pattern: /^\/v2\/end_users\/tags\/detach$/, body: {end_user: {identifier: endUserIdentifier, tag: 'string'}}, status: 200, answer: endUserAnswer},
  {method: 'POST', pattern: /^\/v2\/end_user_segments\/([^/]+)\/list\/end_users\/add$/, body: {end_user: {identifier: endUserIdentifier}}, status: 200, answer: () => ({})},
  {method: 'POST', pattern: /^\/v2\/end_user_segments\/([^/]+)\/list\/end_users\/remove$/, body: {end_user: {identifier: endUserIdentifier}}, status: 200, answer: () => ({})},
  {
    method: 'POST',
    pattern: /^\/v2\/messages\/text$/,
    body: {provider: ['line'], recipient, content: {type: ['text'], text: 'string'}, 'reservation_time?': 'number'},
    status: 202,
    answer: () => ({identifier: MESSAGE_ID, status_url: `https://msgapi.socialplus.jp/v2/messages/${MESSAGE_ID}`}),
  },
  {
    method: 'POST',
    pattern: /^\/v2\/messages\/flex$/,
    body: {provider: ['line'], recipient, content: {type: ['flex'], alt_text: 'string', contents: 'object'}, 'reservation_time?': 'number'},
    status: 202,
    answer: () => ({identifier: MESSAGE_ID, status_url: `https://msgapi.socialplus.jp/v2/messages/${MESSAGE_ID}`}),
  },
  {
    method: 'GET',
    pattern: /^\/v2\/messages\/([^/]+)$/,
    body: null,
    status: 200,
    answer: (m) => ({
      identifier: decodeURIComponent(m[1]),
      provider: 'line',
      recipient: {type: 'primary_key', value: 'member-000123'},
      reservation_time: null,
      created_at: 1767225600,
      result: {
        status: 'failed',
        sent_at: null,
        error: {code: 1, message: 'Provider server error.', from_provider: {message: 'Authentication failed. Confirm that the access token in the authorization header is valid.'}},
      },
    }),
  },
  {method: 'POST', pattern: /^\/v2\/richmenus\/([^/]+)\/recipients$/, body: {recipients: [recipient]}, status: 200, answer: () => ({})},
];

const standIn = startMessagingStandIn(({method, path, raw, body, contentType}, {answer, fail}) => {
  const route = routes.find((r) => r.pattern.test(path) && r.method === method);
  if (!route) return fail(404, 'resource_not_found');
  if (route.body === null) {
    if (raw !== '' || contentType !== undefined) return fail(400, 'invalid_parameter');
  } else {
    if (contentType !== 'application/json') return fail(400, 'invalid_parameter');
    const wrong = mismatch(body, route.body, '');
    if (wrong) return fail(400, 'invalid_parameter', wrong);
  }
  // Documented errors, triggered by well-known values.
  const named = jsonAt(body, 'recipient', 'value') ?? jsonAt(body, 'end_user', 'identifier', 'value') ?? jsonAt(body, 'recipients', 0, 'value');
  const where = jsonAt(body, 'recipient') ? 'recipient.value' : jsonAt(body, 'recipients') ? 'recipients[0].value' : 'end_user.identifier.value';
  if (named === 'unknown-member') return fail(404, 'end_user_not_found', where);
  if (named === 'member-without-line') return fail(422, 'line_uid_not_found', where);
  if (named === 'busy') return fail(429, 'too_many_requests', '__global__', {'Retry-After': '30'});
  if (path.includes('/missing/')) return fail(404, 'resource_not_found');
  answer(route.status, route.answer(path.match(route.pattern)!, body));
});
const {seen, only} = standIn;

// Assignable to both EndUserIdentifier and Recipient.
const member: {type: 'primary_key'; value: string} = {type: 'primary_key', value: 'member-000123'};

function assertPost(path: string): Seen {
  const request = only();
  assert.equal(request.method, 'POST');
  assert.equal(request.path, path);
  assert.equal(request.contentType, 'application/json');
  return request;
}

test('the stand-in itself rejects a body with an extra key (so the shape checks can fail)', async () => {
  await rejectsWith(
    standIn.client().request('POST', '/v2/end_users/tags/attach', {end_user: {identifier: member, tag: 'vip', note: 'x'}}),
    400,
    [{path: 'end_user.note', code: 'invalid_parameter'}],
  );
  await rejectsWith(standIn.client().request('POST', '/v2/messages/text', {provider: 'line', recipient: member, content: {type: 'text'}}), 400, [
    {path: 'content.text', code: 'invalid_parameter'},
  ]);
});

test('createEndUser: POST /v2/end_users with end_user.identifiers and 201', async () => {
  const identifiers: EndUserIdentifier[] = [
    {type: 'socialplus_uid', value: '7b256cf6c3e378d354153d446d2efcc1b3028a8c'},
    member,
    {type: 'line_uid', value: 'U4af4980629a1b2c3d4e5f60718293a4b'},
  ];
  const endUser = await createEndUser(standIn.client(), identifiers);
  assert.deepEqual(endUser, {identifiers, tags: []});
  assert.deepEqual(assertPost('/v2/end_users').body, {end_user: {identifiers}});
});

test('attachTag and detachTag: body end_user.identifier and end_user.tag', async () => {
  const attached = await attachTag(standIn.client(), member, 'vip');
  assert.deepEqual(attached, {identifiers: [member], tags: ['vip']});
  assert.deepEqual(assertPost('/v2/end_users/tags/attach').body, {end_user: {identifier: member, tag: 'vip'}});

  seen.length = 0;
  const detached = await detachTag(standIn.client(), member, 'newsletter');
  assert.deepEqual(detached.tags, []);
  assert.deepEqual(assertPost('/v2/end_users/tags/detach').body, {end_user: {identifier: member, tag: 'newsletter'}});
});

test('segments: add and remove answer {} and put the segment identifier in the path', async () => {
  const lineUser: EndUserIdentifier = {type: 'line_uid', value: 'U4af4980629a1b2c3d4e5f60718293a4b'};
  assert.equal(await addToEndUserSegment(standIn.client(), SEGMENT, lineUser), undefined);
  assert.deepEqual(assertPost(`/v2/end_user_segments/${SEGMENT}/list/end_users/add`).body, {end_user: {identifier: lineUser}});

  seen.length = 0;
  await removeFromEndUserSegment(standIn.client(), SEGMENT, member);
  assert.deepEqual(assertPost(`/v2/end_user_segments/${SEGMENT}/list/end_users/remove`).body, {end_user: {identifier: member}});
});

test('segments: an unknown segment is 404 resource_not_found, an unknown end user 404 end_user_not_found', async () => {
  await rejectsWith(addToEndUserSegment(standIn.client(), 'missing', member), 404, [{path: '__global__', code: 'resource_not_found'}]);
  await rejectsWith(removeFromEndUserSegment(standIn.client(), SEGMENT, {type: 'primary_key', value: 'unknown-member'}), 404, [
    {path: 'end_user.identifier.value', code: 'end_user_not_found'},
  ]);
});

test('sendTextMessage: without a reservation the body has no reservation_time', async () => {
  const accepted = await sendTextMessage(standIn.client(), {recipient: member, text: 'ご注文を受け付けました。'});
  assert.deepEqual(accepted, {identifier: MESSAGE_ID, status_url: `https://msgapi.socialplus.jp/v2/messages/${MESSAGE_ID}`});
  assert.deepEqual(assertPost('/v2/messages/text').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'text', text: 'ご注文を受け付けました。'},
  });
});

test('sendTextMessage: a reservation adds reservation_time in Unix seconds', async () => {
  const now = new Date('2025-12-31T00:00:00Z');
  const reservationTime = reservationTimeFrom(new Date('2026-01-01T00:00:00Z'), now);
  assert.equal(reservationTime, 1767225600);
  await sendTextMessage(standIn.client(), {recipient: member, text: 'あけましておめでとうございます。', reservationTime});
  assert.deepEqual(assertPost('/v2/messages/text').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'text', text: 'あけましておめでとうございます。'},
    reservation_time: 1767225600,
  });
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
  await sendTextMessage(standIn.client(), {recipient: member, text: 'あ'.repeat(text)});
  await assert.rejects(sendTextMessage(standIn.client(), {recipient: member, text: 'あ'.repeat(text + 1)}), RangeError);
  const altText = limit('altTextMaxLength');
  await sendFlexMessage(standIn.client(), {recipient: member, altText: 'a'.repeat(altText), contents: bubble});
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: 'a'.repeat(altText + 1), contents: bubble}), RangeError);
  const bubbles = limit('carouselMaxBubbles');
  await sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: Array.from({length: bubbles}, () => bubble)}});
  await assert.rejects(
    sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: Array.from({length: bubbles + 1}, () => bubble)}}),
    RangeError,
  );
  const recipients = limit('richMenuRecipients');
  const members = (n: number) => Array.from({length: n}, (_, i) => ({type: 'primary_key' as const, value: `member-${i}`}));
  await setRichMenuRecipients(standIn.client(), RICHMENU, members(recipients));
  await assert.rejects(setRichMenuRecipients(standIn.client(), RICHMENU, members(recipients + 1)), RangeError);
  assert.equal(seen.length, 4, 'only the requests within the limits reach the API');
});

test('sendFlexMessage: the JSON size of a bubble and a carousel is checked in bytes, KB counted as 1,000 bytes', async () => {
  // A bubble whose JSON is exactly `bytes` long (ASCII only, so characters are bytes).
  const sized = (bytes: number): FlexBubble => {
    const empty = JSON.stringify({type: 'bubble', size: ''}).length;
    return {type: 'bubble', size: 'x'.repeat(bytes - empty)};
  };
  const bubbleBytes = limit('bubbleMaxSize') * 1000;
  assert.equal(JSON.stringify(sized(bubbleBytes)).length, bubbleBytes);
  await sendFlexMessage(standIn.client(), {recipient: member, altText: '大きなバブル', contents: sized(bubbleBytes)});
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: '大きなバブル', contents: sized(bubbleBytes + 1)}), RangeError);
  // Multi-byte text counts in UTF-8 bytes: 10,001 three-byte characters are over 30,000 bytes.
  await assert.rejects(
    sendFlexMessage(standIn.client(), {recipient: member, altText: '日本語', contents: {type: 'bubble', size: 'あ'.repeat(10001)}}),
    RangeError,
  );
  const carouselBytes = limit('carouselMaxSize') * 1000;
  const two = (bytes: number) => ({type: 'carousel' as const, contents: [sized(bytes), sized(bytes)]});
  const overhead = JSON.stringify(two(100)).length - 200;
  await sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: two((carouselBytes - overhead) / 2)});
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: two((carouselBytes - overhead) / 2 + 1)}), RangeError);
  assert.equal(seen.length, 2);
});

test('sendTextMessage: more than 5,000 UTF-16 code units fails before any request', async () => {
  await assert.rejects(sendTextMessage(standIn.client(), {recipient: member, text: '😀'.repeat(2501)}), RangeError);
  await assert.rejects(sendTextMessage(standIn.client(), {recipient: member, text: ''}), RangeError);
  assert.equal(seen.length, 0);
  await sendTextMessage(standIn.client(), {recipient: member, text: 'あ'.repeat(5000)});
  assertPost('/v2/messages/text');
});

const bubble: FlexBubble = {
  type: 'bubble',
  body: {type: 'box', layout: 'vertical', contents: [{type: 'text', text: 'ご予約の確認', weight: 'bold'}]},
};

test('sendFlexMessage: content.type flex with alt_text and contents', async () => {
  const reservationTime = 1767225600;
  await sendFlexMessage(standIn.client(), {recipient: member, altText: 'ご予約の確認', contents: bubble, reservationTime});
  assert.deepEqual(assertPost('/v2/messages/flex').body, {
    provider: 'line',
    recipient: member,
    content: {type: 'flex', alt_text: 'ご予約の確認', contents: bubble},
    reservation_time: reservationTime,
  });
});

test('sendFlexMessage: alt_text and carousel limits are checked before sending', async () => {
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: '', contents: bubble}), RangeError);
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: 'a'.repeat(1501), contents: bubble}), RangeError);
  const carousel = {type: 'carousel' as const, contents: Array.from({length: 13}, () => bubble)};
  await assert.rejects(sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: carousel}), RangeError);
  assert.equal(seen.length, 0);
  await sendFlexMessage(standIn.client(), {recipient: member, altText: '一覧', contents: {type: 'carousel', contents: carousel.contents.slice(0, 12)}});
  assertPost('/v2/messages/flex');
});

test('messages: the documented errors become MessagingApiError with status and errors', async () => {
  await rejectsWith(sendTextMessage(standIn.client(), {recipient: {type: 'primary_key', value: 'unknown-member'}, text: 'x'}), 404, [
    {path: 'recipient.value', code: 'end_user_not_found'},
  ]);
  await rejectsWith(sendTextMessage(standIn.client(), {recipient: {type: 'primary_key', value: 'member-without-line'}, text: 'x'}), 422, [
    {path: 'recipient.value', code: 'line_uid_not_found'},
  ]);
  await rejectsWith(sendTextMessage(standIn.client(), {recipient: {type: 'primary_key', value: 'busy'}, text: 'x'}), 429, [
    {path: '__global__', code: 'too_many_requests'},
  ]);
  // line_uid is for the end-user APIs only: the type system forbids it, the API answers 400.
  const lineRecipient = {type: 'line_uid', value: 'U4af4980629a1b2c3d4e5f60718293a4b'} as unknown as Recipient;
  await rejectsWith(sendTextMessage(standIn.client(), {recipient: lineRecipient, text: 'x'}), 400, [{path: 'recipient.type', code: 'invalid_parameter'}]);
});

test('a wrong API key is 401 unauthorized', async () => {
  const wrong = createClient({apiKey: 'mm-wrong', baseUrl: standIn.baseUrl()});
  await rejectsWith(createEndUser(wrong, [member]), 401, [{path: '__global__', code: 'unauthorized'}]);
  assert.equal(seen.at(-1)!.apiKey, 'mm-wrong');
});

test('getMessageStatus: GET without a body or Content-Type, result with the failure code', async () => {
  const status = await getMessageStatus(standIn.client(), MESSAGE_ID);
  const request = only();
  assert.equal(request.method, 'GET');
  assert.equal(request.path, `/v2/messages/${MESSAGE_ID}`);
  assert.equal(request.contentType, undefined);
  assert.equal(request.body, undefined);
  assert.equal(status.result.status, 'failed');
  assert.equal(status.result.error?.code, 1);
  assert.match(status.result.error?.from_provider?.message ?? '', /access token/);
});

test('sendAndCheck: sends, then reads the status of the same identifier', async () => {
  const status = await sendAndCheck(standIn.client(), 'member-000123', 'テスト');
  assert.equal(seen.length, 2);
  assert.equal(seen[0].path, '/v2/messages/text');
  assert.equal(seen[1].path, `/v2/messages/${MESSAGE_ID}`);
  assert.equal(status.identifier, MESSAGE_ID);
});

test('setRichMenuRecipients: body recipients[] and the rich menu identifier in the path', async () => {
  const recipients = [member, {type: 'socialplus_uid' as const, value: '7b256cf6c3e378d354153d446d2efcc1b3028a8c'}];
  assert.equal(await setRichMenuRecipients(standIn.client(), RICHMENU, recipients), undefined);
  assert.deepEqual(assertPost(`/v2/richmenus/${RICHMENU}/recipients`).body, {recipients});
});

test('setRichMenuRecipients: limits, errors and batches of 100', async () => {
  await assert.rejects(setRichMenuRecipients(standIn.client(), RICHMENU, []), RangeError);
  assert.equal(seen.length, 0);
  await rejectsWith(setRichMenuRecipients(standIn.client(), RICHMENU, [{type: 'primary_key', value: 'member-without-line'}]), 422, [
    {path: 'recipients[0].value', code: 'line_uid_not_found'},
  ]);
  await rejectsWith(setRichMenuRecipients(standIn.client(), 'missing', [member]), 404, [{path: '__global__', code: 'resource_not_found'}]);
  seen.length = 0;
  const many = Array.from({length: 250}, (_, i) => ({type: 'primary_key' as const, value: `member-${i}`}));
  const waits: number[] = [];
  await setRichMenuForAll(standIn.client(), RICHMENU, many, {sleep: async (ms) => void waits.push(ms)});
  assert.deepEqual(
    seen.map((s) => (s.body as {recipients: unknown[]}).recipients.length),
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
  await assert.rejects(sendTextMessage(standIn.client(), {recipient: {type: 'primary_key', value: 'busy'}, text: 'x'}), (error: unknown) => {
    assert.ok(error instanceof MessagingApiError);
    assert.equal(error.retryAfter, 30);
    return true;
  });
  const proxy = createClient({
    apiKey: 'mm-0123456789abcdef0123456789abcdef',
    fetch: async () => new Response('<html><body>502 Bad Gateway</body></html>', {status: 502, headers: {'Content-Type': 'text/html'}}),
  });
  await assert.rejects(getMessageStatus(proxy, MESSAGE_ID), (error: unknown) => {
    assert.ok(error instanceof MessagingApiError, 'a proxy page becomes a MessagingApiError, not a SyntaxError');
    assert.equal(error.status, 502);
    assert.deepEqual(error.errors, []);
    assert.equal(error.retryAfter, undefined);
    return true;
  });
  const hanging = createClient({
    apiKey: 'mm-0123456789abcdef0123456789abcdef',
    timeoutMs: 20,
    fetch: (_url, init) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error))),
  });
  await assert.rejects(getMessageStatus(hanging, MESSAGE_ID), (error: unknown) => {
    assert.equal((error as Error).name, 'TimeoutError');
    return true;
  });
});
