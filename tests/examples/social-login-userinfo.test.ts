// Runs examples/social-login/userinfo.ts against a local stand-in of the UserInfo endpoint.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {fetchUserInfo, bearerErrorOf, UserInfoError} from '../../examples/social-login/userinfo.ts';

const VALID_TOKEN = 'valid-access-token';
const seen: {path: string | undefined; authorization: string | undefined}[] = [];

// The stand-in answers as the documentation says the real endpoint does.
const server = http.createServer((req, res) => {
  seen.push({path: req.url, authorization: req.headers.authorization});
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
    res.end(JSON.stringify(body));
  };
  if (req.method !== 'GET' || req.url !== '/oauth2/userinfo') return json(404, {error: 'not_found'});
  const auth = req.headers.authorization;
  // No token (or not the Bearer scheme): 401 without an error attribute.
  if (!auth || !/^Bearer /i.test(auth)) return json(401, {error: 'unauthorized'});
  if (auth !== `Bearer ${VALID_TOKEN}`) {
    return json(401, {error: 'unauthorized'}, {'WWW-Authenticate': 'Bearer error="invalid_token"'});
  }
  return json(200, {
    sub: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
    primary_key: 'member-000123',
    provider: 'line',
    provider_uid: 'U4af4980629a1b2c3d4e5f60718293a4b',
    email: 'taro@example.com',
  });
});

let baseUrl = '';
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('returns the typed fields for a valid access token', async () => {
  const user = await fetchUserInfo(VALID_TOKEN, {baseUrl});
  assert.deepEqual(user, {
    sub: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
    primary_key: 'member-000123',
    provider: 'line',
    provider_uid: 'U4af4980629a1b2c3d4e5f60718293a4b',
    email: 'taro@example.com',
  });
  const last = seen.at(-1)!;
  assert.equal(last.path, '/oauth2/userinfo');
  assert.equal(last.authorization, `Bearer ${VALID_TOKEN}`);
});

test('a missing token is reported as 401 unauthorized without a Bearer error', async () => {
  const countBefore = seen.length;
  await assert.rejects(fetchUserInfo('', {baseUrl}), (error: unknown) => {
    assert.ok(error instanceof UserInfoError);
    assert.equal(error.status, 401);
    assert.equal(error.error, 'unauthorized');
    assert.equal(error.bearerError, undefined);
    assert.match(error.message, /HTTP 401 \(unauthorized\)/);
    assert.match(error.message, /Authorization: Bearer/);
    return true;
  });
  assert.equal(seen.length, countBefore + 1, 'the request must reach the endpoint');
  assert.equal(seen.at(-1)!.authorization, undefined);
});

test('an invalid token is reported with the WWW-Authenticate error', async () => {
  await assert.rejects(fetchUserInfo('expired-or-forged', {baseUrl}), (error: unknown) => {
    assert.ok(error instanceof UserInfoError);
    assert.equal(error.status, 401);
    assert.equal(error.error, 'unauthorized');
    assert.equal(error.bearerError, 'invalid_token');
    assert.match(error.message, /error="invalid_token"/);
    return true;
  });
});

test('a response without a primary_key yields null and no email', async () => {
  const stub: typeof fetch = async () =>
    new Response(JSON.stringify({sub: 'a'.repeat(40), primary_key: null, provider: 'google', provider_uid: '1098'}), {
      status: 200,
      headers: {'Content-Type': 'application/json'},
    });
  const user = await fetchUserInfo('t', {fetch: stub});
  assert.equal(user.primary_key, null);
  assert.equal('email' in user, false);
});

test('bearerErrorOf reads only the error attribute of a Bearer challenge', () => {
  assert.equal(bearerErrorOf('Bearer error="invalid_token", error_description="expired"'), 'invalid_token');
  assert.equal(bearerErrorOf('Bearer realm="socialplus"'), undefined);
  assert.equal(bearerErrorOf('Basic error="invalid_token"'), undefined);
  assert.equal(bearerErrorOf(null), undefined);
});
