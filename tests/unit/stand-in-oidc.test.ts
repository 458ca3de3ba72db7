// The stand-in's OpenID Connect version behaves as the flow pages and OpenID Connect Core say,
// beyond what the flow tests drive in a browser: a code expires after the site's code lifetime,
// PKCE S256 binds the code to its verifier, the implicit and hybrid flows need a nonce, and the
// ID Token carries c_hash and at_hash where the response type asks for them.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {decodeJwt} from 'jose';
import {startStandIn, type StandIn} from '../../stand-in/index.ts';
import {testUsers} from '../../stand-in/users.ts';
import {siteValue} from '../../src/data/values.ts';

const client = {clientId: 'test-client', clientSecret: 'test-secret', redirectUris: ['http://127.0.0.1:9/cb']};
let standIn: StandIn;
before(async () => {
  standIn = await startStandIn();
  standIn.register(client);
});
after(() => standIn.close());

/** Authorization request, then consent as the first test user: the values of the redirect back. */
async function authorize(query: Record<string, string>): Promise<URLSearchParams> {
  const params = new URLSearchParams({client_id: client.clientId, scope: 'openid', redirect_uri: client.redirectUris[0], state: 's', ...query});
  const first = await fetch(`${standIn.oidcOrigin}/oauth2/authorize/line/${standIn.loginProviderIdentifier}?${params}`, {redirect: 'manual'});
  const location = new URL(first.headers.get('location')!);
  if (location.origin !== standIn.providerOrigin) return new URLSearchParams(location.hash.slice(1) || location.search);
  const consent = await fetch(`${standIn.providerOrigin}/consent`, {
    method: 'POST',
    body: new URLSearchParams({request: location.searchParams.get('request')!, user: testUsers[0].identifier}),
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  return new URLSearchParams(back.hash.slice(1) || back.search);
}

async function token(code: string, verifier?: string): Promise<{status: number; body: Record<string, string>}> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUris[0],
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  if (verifier) form.set('code_verifier', verifier);
  const response = await fetch(`${standIn.oidcOrigin}/oauth2/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: form,
  });
  return {status: response.status, body: (await response.json()) as Record<string, string>};
}

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');
const leftHalf = (value: string) => crypto.createHash('sha256').update(value).digest().subarray(0, 16).toString('base64url');

test("a code expires after the site's code lifetime", async () => {
  const code = (await authorize({response_type: 'code'})).get('code')!;
  standIn.advanceClock(Number(siteValue('socialLogin.codeLifetime').value) * 60 + 1);
  const answer = await token(code);
  assert.equal(answer.status, 400);
  assert.equal(answer.body.error, 'invalid_grant');
});

test('PKCE S256: the right verifier gets tokens, a wrong one invalid_grant', async () => {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const good = (await authorize({response_type: 'code', code_challenge: s256(verifier), code_challenge_method: 'S256'})).get('code')!;
  assert.equal((await token(good, verifier)).status, 200);
  const bad = (await authorize({response_type: 'code', code_challenge: s256(verifier), code_challenge_method: 'S256'})).get('code')!;
  assert.equal((await token(bad, crypto.randomBytes(32).toString('base64url'))).body.error, 'invalid_grant');
  assert.equal((await authorize({response_type: 'code', code_challenge: s256(verifier), code_challenge_method: 'plain'})).get('error'), 'invalid_request');
});

test('the implicit and hybrid flows refuse a request without nonce', async () => {
  for (const responseType of ['id_token', 'code id_token']) {
    const answer = await authorize({response_type: responseType});
    assert.equal(answer.get('error'), 'invalid_request', responseType);
    assert.equal(answer.get('state'), 's');
  }
});

test('the ID Token of the redirect carries nonce, and c_hash and at_hash for what came with it', async () => {
  const answer = await authorize({response_type: 'code id_token token', nonce: 'n-1'});
  const claims = decodeJwt(answer.get('id_token')!);
  assert.equal(claims.nonce, 'n-1');
  assert.equal(claims.c_hash, leftHalf(answer.get('code')!));
  assert.equal(claims.at_hash, leftHalf(answer.get('access_token')!));
  assert.deepEqual(standIn.violations(), []);
});
