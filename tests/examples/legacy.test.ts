// Tests the examples of the one-time-token version: the Webhook signature check, the Webhook receiver
// (its crashes, failures and replay window: webhook-receiver.test.ts) and the one-time-token
// exchange. Every server runs on 127.0.0.1 with port 0; nothing reaches the internet.
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {computeSignature, verifySignature} from '../../examples/legacy/verify-signature.ts';
import {createWebhookReceiver, type WebhookEvent} from '../../examples/legacy/webhook-receiver.ts';
import {createMemoryEventStore} from '../../examples/legacy/webhook-event-store.ts';
import {exchangeToken, readCallback, SocialPlusApiError} from '../../examples/legacy/exchange-token.ts';

const API_KEY = '0123456789abcdef0123456789abcdef01234567';
const OTHER_KEY = 'fedcba9876543210fedcba9876543210fedcba98';

const event = {
  event_id: '5f0c2b8e-3d41-4c7a-9a57-2f3e8d1c6b90',
  type: 'map',
  created_at: 1767225600,
  payload: {identifier: '7b256cf6c3e378d354153d446d2efcc1b3028a8c', primary_key: 'member-000123', previous_primary_key: null},
};
const rawBody = JSON.stringify(event);
// Computed independently of the example, as the documentation defines it.
const goodSignature = createHmac('sha256', API_KEY).update(rawBody, 'utf8').digest('base64');

describe('verify-signature', () => {
  test('computeSignature is Base64(HMAC-SHA256(raw body, API key))', () => {
    assert.equal(computeSignature(rawBody, API_KEY), goodSignature);
    assert.equal(computeSignature(Buffer.from(rawBody), API_KEY), goodSignature);
  });

  test('accepts the correct signature', () => {
    assert.equal(verifySignature(rawBody, goodSignature, API_KEY), true);
    assert.equal(verifySignature(Buffer.from(rawBody, 'utf8'), goodSignature, API_KEY), true);
  });

  test('rejects a changed body', () => {
    const changed = rawBody.replace('member-000123', 'member-000124');
    assert.notEqual(changed, rawBody);
    assert.equal(verifySignature(changed, goodSignature, API_KEY), false);
    // Re-serialising the parsed JSON with other spacing also changes the bytes.
    assert.equal(verifySignature(JSON.stringify(event, null, 2), goodSignature, API_KEY), false);
  });

  test('rejects a signature made with another key', () => {
    const forged = createHmac('sha256', OTHER_KEY).update(rawBody).digest('base64');
    assert.equal(verifySignature(rawBody, forged, API_KEY), false);
    assert.equal(verifySignature(rawBody, goodSignature, OTHER_KEY), false);
  });

  test('accepts the signature of either key while the API key is being changed', () => {
    const oldSignature = createHmac('sha256', OTHER_KEY).update(rawBody).digest('base64');
    assert.equal(verifySignature(rawBody, goodSignature, [API_KEY, OTHER_KEY]), true);
    assert.equal(verifySignature(rawBody, oldSignature, [API_KEY, OTHER_KEY]), true, 'a redelivery signed with the old key');
    assert.equal(verifySignature(rawBody, oldSignature, [API_KEY]), false);
    assert.throws(() => verifySignature(rawBody, goodSignature, []));
  });

  test('rejects a missing, empty, repeated or truncated header without throwing', () => {
    assert.equal(verifySignature(rawBody, undefined, API_KEY), false);
    assert.equal(verifySignature(rawBody, '', API_KEY), false);
    assert.equal(verifySignature(rawBody, [goodSignature, goodSignature], API_KEY), false);
    assert.equal(verifySignature(rawBody, goodSignature.slice(0, -4), API_KEY), false);
  });

  for (const page of ['common.mdx', 'payloads/index.mdx']) {
    test(`the signed request shown on ${page} is correct for the example API key`, () => {
      const text = readFileSync(new URL(`../../docs/social-login/legacy/webhook-references/${page}`, import.meta.url), 'utf8');
      const block = /```http\n(POST [\s\S]*?)\n```/.exec(text)?.[1];
      assert.ok(block, 'the page shows the signed request in an http block');
      const [head, body] = block.split('\n\n');
      const header = /^x-socialplus-signature: (\S+)$/m.exec(head)?.[1];
      assert.ok(header && body);
      assert.equal(verifySignature(body, header, API_KEY), true);
      assert.equal(verifySignature(body + ' ', header, API_KEY), false);
    });
  }
});

describe('webhook-receiver', () => {
  // The receiver refuses events older than its replay window: these happen now.
  const current = {...event, created_at: Math.floor(Date.now() / 1000)};
  const currentBody = JSON.stringify(current);
  const currentSignature = computeSignature(currentBody, API_KEY);
  const quiet = () => undefined;
  const handled: WebhookEvent[] = [];
  const receiver = createWebhookReceiver({
    apiKey: API_KEY,
    store: createMemoryEventStore(),
    log: quiet,
    handle: async (e) => {
      // Slow processing must not delay the answer.
      await new Promise((resolve) => setTimeout(resolve, 50));
      handled.push(e);
    },
  });
  let url = '';
  before(async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhooks/socialplus`;
  });
  after(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  const post = (body: string, signature?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : {'x-socialplus-signature': signature}),
      },
      body,
    });

  test('answers 200 before processing and processes a repeated event_id once', async () => {
    const first = await post(currentBody, currentSignature);
    assert.equal(first.status, 200);
    assert.equal(handled.length, 0, 'the answer must not wait for the processing');
    const second = await post(currentBody, currentSignature); // the same event, redelivered
    assert.equal(second.status, 200, 'a redelivery is acknowledged too');
    await receiver.idle();
    assert.equal(handled.length, 1);
    assert.deepEqual(handled[0], current);
  });

  test('processes a different event_id', async () => {
    const other = JSON.stringify({...current, event_id: 'b1d7e4a2-9c36-4f05-8e21-6a4c3f9d0e57', type: 'delete_user'});
    const res = await post(other, computeSignature(other, API_KEY));
    assert.equal(res.status, 200);
    await receiver.idle();
    assert.equal(handled.length, 2);
    assert.equal(handled[1].type, 'delete_user');
  });

  test('refuses a bad or missing signature with 401 and does not process it', async () => {
    const fresh = JSON.stringify({...current, event_id: '0a9e8c7d-6b5a-4f32-9e1d-0c2b3a4f5e6d'});
    assert.equal((await post(fresh, currentSignature)).status, 401);
    assert.equal((await post(fresh)).status, 401);
    await receiver.idle();
    assert.equal(handled.length, 2);
  });

  test('refuses a signed body without event_id, type or a numeric created_at with 400', async () => {
    for (const body of [
      {...current, event_id: undefined},
      {...current, type: 7},
      {...current, created_at: String(current.created_at)},
    ]) {
      const text = JSON.stringify(body);
      assert.equal((await post(text, computeSignature(text, API_KEY))).status, 400, text);
    }
    assert.equal((await post('{', computeSignature('{', API_KEY))).status, 400);
  });

  test('answers 405 to other methods, 404 to other paths and 413 to a body above the limit', async () => {
    assert.equal((await fetch(url)).status, 405);
    assert.equal((await fetch(url.replace('/webhooks/socialplus', '/other'), {method: 'POST', body: currentBody})).status, 404);
    const small = createWebhookReceiver({apiKey: API_KEY, maxBodyBytes: 16, handle: quiet, log: quiet});
    await new Promise<void>((resolve) => small.server.listen(0, '127.0.0.1', resolve));
    try {
      const smallUrl = `http://127.0.0.1:${(small.server.address() as AddressInfo).port}/webhooks/socialplus`;
      assert.equal((await fetch(smallUrl, {method: 'POST', headers: {'x-socialplus-signature': currentSignature}, body: currentBody})).status, 413);
    } finally {
      await new Promise<void>((resolve) => small.server.close(() => resolve()));
    }
  });

  test('a receiver given [new key, old key] accepts events signed with either', async () => {
    const seen: string[] = [];
    const rotating = createWebhookReceiver({apiKey: [API_KEY, OTHER_KEY], handle: (e) => void seen.push(e.event_id), log: quiet});
    await new Promise<void>((resolve) => rotating.server.listen(0, '127.0.0.1', resolve));
    try {
      const rotatingUrl = `http://127.0.0.1:${(rotating.server.address() as AddressInfo).port}/webhooks/socialplus`;
      const oldBody = JSON.stringify({...current, event_id: 'd4c3b2a1-0f9e-4d8c-b7a6-5e4d3c2b1a09'});
      const send = (body: string, key: string) => fetch(rotatingUrl, {method: 'POST', headers: {'x-socialplus-signature': computeSignature(body, key)}, body});
      assert.equal((await send(currentBody, API_KEY)).status, 200);
      assert.equal((await send(oldBody, OTHER_KEY)).status, 200, 'a redelivery still signed with the old key');
      assert.equal((await send(oldBody, 'abcdefabcdefabcdefabcdefabcdefabcdefabcd')).status, 401);
      await rotating.idle();
      assert.deepEqual(seen.sort(), [current.event_id, 'd4c3b2a1-0f9e-4d8c-b7a6-5e4d3c2b1a09'].sort());
    } finally {
      await new Promise<void>((resolve) => rotating.server.close(() => resolve()));
    }
  });
});

describe('exchange-token', () => {
  const VALID_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const seen: {path: string; params: URLSearchParams}[] = [];
  const used = new Set<string>();

  const user = {
    identifier: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
    primary_key: 'member-000123',
    mapped_at: '2026-04-01T10:15:30+09:00',
    created_at: '2026-03-31T09:00:00+09:00',
    last_logged_in_at: '2026-04-02T08:30:00+09:00',
    last_logged_in_provider: 'line',
    login_count: 12,
  };

  // The stand-in answers as the documentation says authenticated_user does.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({path: url.pathname, params: url.searchParams});
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8'});
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, code: number, message: string) => json(status, {status: 'failed', error: {code, message}});
    if (req.method !== 'GET' || url.pathname !== '/api/authenticated_user') return fail(404, 7, 'Entity not found.');
    if (url.searchParams.get('key') !== API_KEY) return fail(401, 1, 'Invalid API key or key not found.');
    const token = url.searchParams.get('token');
    if (!token) return fail(400, 5, 'Required parameter not found.');
    if (token !== VALID_TOKEN || used.has(token)) return fail(404, 4, 'Invalid authentication token or token not found.');
    used.add(token);
    const withProfile = url.searchParams.get('add_profile') === 'true';
    return json(200, {status: 'ok', user, ...(withProfile ? {profile: {user_name: '山田太郎'}} : {})});
  });

  let baseUrl = '';
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('sends key and token to /api/authenticated_user and returns the user', async () => {
    const result = await exchangeToken(VALID_TOKEN, {apiKey: API_KEY, baseUrl});
    assert.deepEqual(result.user, user);
    const last = seen.at(-1)!;
    assert.equal(last.path, '/api/authenticated_user');
    assert.equal(last.params.get('key'), API_KEY);
    assert.equal(last.params.get('token'), VALID_TOKEN);
    assert.equal(last.params.has('add_profile'), false);
  });

  test('a token used twice is mapped to SocialPlusApiError code 4', async () => {
    await assert.rejects(exchangeToken(VALID_TOKEN, {apiKey: API_KEY, baseUrl}), (error: unknown) => {
      assert.ok(error instanceof SocialPlusApiError);
      assert.equal(error.httpStatus, 404);
      assert.equal(error.code, 4);
      assert.equal(error.apiMessage, 'Invalid authentication token or token not found.');
      assert.match(error.message, /start the login again/);
      return true;
    });
  });

  test('a wrong API key is mapped to code 1', async () => {
    await assert.rejects(exchangeToken('another-token', {apiKey: OTHER_KEY, baseUrl}), (error: unknown) => {
      assert.ok(error instanceof SocialPlusApiError);
      assert.equal(error.httpStatus, 401);
      assert.equal(error.code, 1);
      return true;
    });
  });

  test('addProfile and deleteProfile add their parameters', async () => {
    used.clear();
    const result = await exchangeToken(VALID_TOKEN, {apiKey: API_KEY, baseUrl, addProfile: true, deleteProfile: true});
    assert.deepEqual(result.profile, {user_name: '山田太郎'});
    const last = seen.at(-1)!;
    assert.equal(last.params.get('add_profile'), 'true');
    assert.equal(last.params.get('delete_profile'), 'true');
  });

  test('a non-JSON error body still yields the HTTP status', async () => {
    const stub: typeof fetch = async () => new Response('<html>Bad Gateway</html>', {status: 502});
    await assert.rejects(exchangeToken(VALID_TOKEN, {apiKey: API_KEY, fetch: stub}), (error: unknown) => {
      assert.ok(error instanceof SocialPlusApiError);
      assert.equal(error.httpStatus, 502);
      assert.equal(error.code, undefined);
      return true;
    });
  });

  test('readCallback reads the three outcomes of the callback when state matches the session', () => {
    const state = '9f2c4e7a1b3d5f60';
    assert.deepEqual(readCallback(new URLSearchParams(`state=${state}&status=authorized&token=abc`), state), {status: 'authorized', token: 'abc'});
    assert.deepEqual(readCallback(new URLSearchParams(`state=${state}&status=canceled`), state), {status: 'canceled'});
    assert.deepEqual(readCallback(new URLSearchParams(`state=${state}&status=failed&reason=signup_refused`), state), {
      status: 'failed',
      reason: 'signup_refused',
    });
  });

  test('readCallback refuses a token whose state is missing or differs from the session (login CSRF)', () => {
    const state = '9f2c4e7a1b3d5f60';
    const refused = {status: 'failed', reason: 'state_mismatch'};
    assert.deepEqual(readCallback(new URLSearchParams('state=0000000000000000&status=authorized&token=abc'), state), refused);
    assert.deepEqual(readCallback(new URLSearchParams('status=authorized&token=abc'), state), refused);
    assert.deepEqual(readCallback(new URLSearchParams(`state=${state}&status=authorized&token=abc`), ''), {status: 'failed', reason: 'no_state_in_session'});
  });
});
