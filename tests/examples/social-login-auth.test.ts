// Runs the OpenID Connect examples of the social login docs: PKCE and the authorization URL,
// the token request (against a local stand-in of the token endpoint) and the ID Token
// verification (against a JWKS served by a local stand-in of GET /oauth2/certs).
import {test, describe, before, after} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {exportJWK, generateKeyPair, SignJWT} from 'jose';
import type {JWK, JWTPayload} from 'jose';
import {
  AuthorizationError,
  createAuthorizationRequest,
  createCodeChallenge,
  createCodeVerifier,
  parseAuthorizationResponse,
} from '../../examples/social-login/pkce.ts';
import {requestToken, TokenRequestError} from '../../examples/social-login/token-request.ts';
import {IdTokenError, leftHalfHash, verifyIdToken} from '../../examples/social-login/verify-id-token.ts';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}
function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('pkce.ts', () => {
  test('reproduces the S256 vector of RFC 7636 Appendix B', async () => {
    assert.equal(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  test('creates 43-character verifiers of the allowed characters, different each time', async () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    assert.match(a, /^[A-Za-z0-9\-._~]{43}$/);
    assert.notEqual(a, b);
    assert.match(await createCodeChallenge(a), /^[A-Za-z0-9_-]{43}$/);
  });

  test('rejects a verifier that breaks RFC 7636', async () => {
    await assert.rejects(createCodeChallenge('too-short'), /43 to 128/);
    await assert.rejects(createCodeChallenge('a'.repeat(129)), /43 to 128/);
    await assert.rejects(createCodeChallenge(`${'a'.repeat(43)}+`), /43 to 128/);
  });

  test('builds the authorization URL of the authorization code flow with PKCE', async () => {
    const {url, session} = await createAuthorizationRequest({
      serviceId: 'sample-shop',
      loginProvider: 'line',
      loginProviderIdentifier: '8f3a2c1d',
      clientId: 'sample-shop-web',
      redirectUri: 'https://shop.example.com/auth/callback',
      responseType: 'code',
      scope: 'openid profile email',
    });
    assert.equal(url.origin, 'https://sample-shop.auth.socialplus.jp');
    assert.equal(url.pathname, '/oauth2/authorize/line/8f3a2c1d');
    assert.match(url.search, /scope=openid%20profile%20email/, 'spaces are sent as %20');
    const q = url.searchParams;
    assert.equal(q.get('client_id'), 'sample-shop-web');
    assert.equal(q.get('response_type'), 'code');
    assert.equal(q.get('redirect_uri'), 'https://shop.example.com/auth/callback');
    assert.equal(q.get('state'), session.state);
    assert.equal(q.get('nonce'), session.nonce);
    assert.notEqual(session.state, session.nonce);
    assert.ok(session.codeVerifier);
    assert.equal(q.get('code_challenge'), await createCodeChallenge(session.codeVerifier));
    assert.equal(q.get('code_challenge_method'), 'S256');
  });

  test('sends no code_challenge for the implicit flow', async () => {
    const {url, session} = await createAuthorizationRequest({
      serviceId: 'sample-shop',
      loginProvider: 'yahoo',
      loginProviderIdentifier: 'b71e09aa',
      clientId: 'sample-shop-web',
      redirectUri: 'https://shop.example.com/register',
      responseType: 'id_token',
      scope: 'openid profile',
    });
    assert.equal(url.searchParams.get('response_type'), 'id_token');
    assert.equal(url.searchParams.get('code_challenge'), null);
    assert.equal(session.codeVerifier, undefined);
  });

  test('uses the nonce the server created, so that the server can check it (implicit flow)', async () => {
    const {url, session} = await createAuthorizationRequest({
      serviceId: 'sample-shop',
      loginProvider: 'line',
      loginProviderIdentifier: '8f3a2c1d',
      clientId: 'sample-shop-web',
      redirectUri: 'https://shop.example.com/register',
      responseType: 'id_token',
      nonce: 'n-0S6_WzA2Mj',
    });
    assert.equal(url.searchParams.get('nonce'), 'n-0S6_WzA2Mj');
    assert.equal(session.nonce, 'n-0S6_WzA2Mj');
    assert.notEqual(session.state, 'n-0S6_WzA2Mj');
  });

  test('reads the code from the query string (authorization code flow)', () => {
    const response = parseAuthorizationResponse('https://shop.example.com/auth/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj', 'af0ifjsldkj');
    assert.deepEqual(response, {code: 'SplxlOBeZQQYbYS6WxSbIA', state: 'af0ifjsldkj'});
  });

  test('reads the fragment (implicit and hybrid flows)', () => {
    const response = parseAuthorizationResponse(
      'https://shop.example.com/register#access_token=SlAV32hkKGx3rT0c9Qm2Lw&token_type=Bearer&expires_in=3600&id_token=a.b.c&state=af0ifjsldkj',
      'af0ifjsldkj',
    );
    assert.deepEqual(response, {
      access_token: 'SlAV32hkKGx3rT0c9Qm2Lw',
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: 'a.b.c',
      state: 'af0ifjsldkj',
    });
  });

  test('checks state before anything else, then reports error', () => {
    assert.throws(() => parseAuthorizationResponse('https://shop.example.com/auth/callback?code=x&state=forged', 'af0ifjsldkj'), /state does not match/);
    assert.throws(() => parseAuthorizationResponse('https://shop.example.com/auth/callback?code=x', ''), /state does not match/);
    assert.throws(
      () =>
        parseAuthorizationResponse(
          'https://shop.example.com/auth/callback?error=access_denied&error_description=The%20user%20denied%20the%20request.&state=af0ifjsldkj',
          'af0ifjsldkj',
        ),
      (error: unknown) => error instanceof AuthorizationError && error.error === 'access_denied' && error.errorDescription === 'The user denied the request.',
    );
  });
});

describe('token-request.ts', () => {
  type Seen = {method?: string; path?: string; contentType?: string; form: URLSearchParams};
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push({method: req.method, path: req.url, contentType: req.headers['content-type'], form});
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/oauth2/token') return json(404, {error: 'not_found'});
      if (form.get('grant_type') !== 'authorization_code') {
        return json(400, {error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code'});
      }
      if (form.get('client_secret') !== 'secret-value') {
        return json(400, {error: 'invalid_client', error_description: 'client authentication failed'});
      }
      if (form.get('code') !== 'SplxlOBeZQQYbYS6WxSbIA') {
        return json(400, {error: 'invalid_grant', error_description: 'the authorization code is invalid or expired'});
      }
      return json(200, {
        access_token: 'SlAV32hkKGx3rT0c9Qm2Lw',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: 'header.payload.signature',
      });
    });
  });
  let baseUrl = '';
  before(async () => {
    baseUrl = await listen(server);
  });
  after(() => close(server));

  const request = {
    code: 'SplxlOBeZQQYbYS6WxSbIA',
    redirectUri: 'https://shop.example.com/auth/callback',
    clientId: 'sample-shop-web',
    clientSecret: 'secret-value',
    codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  };

  test('posts every form field as application/x-www-form-urlencoded and returns the tokens', async () => {
    const tokens = await requestToken(request, {baseUrl});
    assert.deepEqual(tokens, {
      access_token: 'SlAV32hkKGx3rT0c9Qm2Lw',
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: 'header.payload.signature',
    });
    const last = seen.at(-1)!;
    assert.equal(last.method, 'POST');
    assert.equal(last.path, '/oauth2/token');
    assert.equal(last.contentType, 'application/x-www-form-urlencoded');
    assert.deepEqual(Object.fromEntries(last.form), {
      grant_type: 'authorization_code',
      code: 'SplxlOBeZQQYbYS6WxSbIA',
      redirect_uri: 'https://shop.example.com/auth/callback',
      client_id: 'sample-shop-web',
      client_secret: 'secret-value',
      code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
    });
  });

  test('leaves code_verifier out when the authorization request had no code_challenge', async () => {
    await requestToken({...request, codeVerifier: undefined}, {baseUrl});
    assert.equal(seen.at(-1)!.form.has('code_verifier'), false);
  });

  test('reports HTTP 400 errors with error and error_description', async () => {
    await assert.rejects(requestToken({...request, code: 'used-or-expired'}, {baseUrl}), (error: unknown) => {
      assert.ok(error instanceof TokenRequestError);
      assert.equal(error.status, 400);
      assert.equal(error.error, 'invalid_grant');
      assert.equal(error.errorDescription, 'the authorization code is invalid or expired');
      return true;
    });
    await assert.rejects(requestToken({...request, clientSecret: 'wrong'}, {baseUrl}), (error: unknown) => {
      assert.ok(error instanceof TokenRequestError);
      assert.equal(error.error, 'invalid_client');
      return true;
    });
  });

  test('derives the endpoint from the service ID', async () => {
    let calledUrl = '';
    const fakeFetch = (async (input: string | URL | Request) => {
      calledUrl = input instanceof Request ? input.url : String(input);
      return new Response(JSON.stringify({access_token: 'a', token_type: 'Bearer', expires_in: 3600, id_token: 'x.y.z'}), {
        status: 200,
        headers: {'Content-Type': 'application/json'},
      });
    }) as typeof fetch;
    await requestToken(request, {serviceId: 'sample-shop', fetch: fakeFetch});
    assert.equal(calledUrl, 'https://sample-shop.auth.socialplus.jp/oauth2/token');
  });
});

describe('verify-id-token.ts', () => {
  const ISSUER = 'https://sample-shop.auth.socialplus.jp';
  const CLIENT_ID = 'sample-shop-web';
  const NONCE = 'n-0S6_WzA2Mj';
  const KID = '7c1e2f0a9b';
  let signingKey: CryptoKey;
  let otherKey: CryptoKey;
  let publicJwk: JWK;
  let jwksRequests = 0;

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/oauth2/certs') {
      jwksRequests += 1;
      res.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
      res.end(JSON.stringify({keys: [publicJwk]}));
      return;
    }
    res.writeHead(404).end();
  });
  let jwksUri = '';
  before(async () => {
    const pair = await generateKeyPair('RS256', {extractable: true});
    signingKey = pair.privateKey;
    publicJwk = {...(await exportJWK(pair.publicKey)), kid: KID, use: 'sig', alg: 'RS256'};
    otherKey = (await generateKeyPair('RS256')).privateKey;
    jwksUri = `${await listen(server)}/oauth2/certs`;
  });
  after(() => close(server));

  function claims(overrides: JWTPayload = {}): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: ISSUER,
      sub: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
      aud: CLIENT_ID,
      iat: now,
      exp: now + 3600,
      nonce: NONCE,
      primary_key: 'member-000123',
      provider: 'line',
      provider_uid: 'U4af4980629a1b2c3d4e5f60718293a4b',
      name: '山田 太郎',
      ...overrides,
    };
  }
  function sign(payload: JWTPayload, key: CryptoKey = signingKey, header: {kid?: string} = {kid: KID}): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({alg: 'RS256', typ: 'JWT', ...header}).sign(key);
  }
  const options = () => ({issuer: ISSUER, clientId: CLIENT_ID, nonce: NONCE, jwksUri});

  async function rejectsWith(token: string | Promise<string>, reason: string, extra: Record<string, string> = {}) {
    await assert.rejects(verifyIdToken(await token, {...options(), ...extra}), (error: unknown) => {
      assert.ok(error instanceof IdTokenError, `expected IdTokenError, got ${String(error)}`);
      assert.equal(error.reason, reason, error.message);
      return true;
    });
  }

  test('accepts a token signed by the key published in the JWKS', async () => {
    const result = await verifyIdToken(await sign(claims()), options());
    assert.equal(result.sub, '7b256cf6c3e378d354153d446d2efcc1b3028a8c');
    assert.equal(result.provider, 'line');
    assert.equal(result.primary_key, 'member-000123');
    assert.ok(jwksRequests >= 1, 'the keys must come from the JWKS endpoint');
  });

  test('accepts the same token against a JWKS given in memory', async () => {
    const result = await verifyIdToken(await sign(claims()), {issuer: ISSUER, clientId: CLIENT_ID, jwks: {keys: [publicJwk]}});
    assert.equal(result.iss, ISSUER);
  });

  test('rejects a wrong aud', () => rejectsWith(sign(claims({aud: 'another-client'})), 'aud'));
  test('rejects a wrong iss', () => rejectsWith(sign(claims({iss: 'https://other.auth.socialplus.jp'})), 'iss'));
  test('rejects an expired exp', () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    return rejectsWith(sign(claims({iat: past, exp: past + 3600})), 'exp');
  });
  test('rejects an iat in the future', () => {
    const future = Math.floor(Date.now() / 1000) + 600;
    return rejectsWith(sign(claims({iat: future, exp: future + 3600})), 'iat');
  });
  test('rejects a wrong nonce', () => rejectsWith(sign(claims({nonce: 'replayed-nonce'})), 'nonce'));
  test('rejects a missing nonce when one was sent', () => rejectsWith(sign(claims({nonce: undefined})), 'nonce'));
  test('rejects a bad signature (another key under the same kid)', () => rejectsWith(sign(claims(), otherKey), 'signature'));
  test('rejects a token whose payload was changed after signing', async () => {
    const [h, , s] = (await sign(claims())).split('.');
    const forged = Buffer.from(JSON.stringify(claims({sub: 'ffffffffffffffffffffffffffffffffffffffff'}))).toString('base64url');
    await rejectsWith(`${h}.${forged}.${s}`, 'signature');
  });
  test('rejects an unknown kid', () => rejectsWith(sign(claims(), signingKey, {kid: 'retired-key'}), 'kid'));
  test('rejects a token without kid', () => rejectsWith(sign(claims(), signingKey, {}), 'kid'));
  test('rejects alg other than RS256', async () => {
    const hs = await new SignJWT(claims()).setProtectedHeader({alg: 'HS256', typ: 'JWT', kid: KID}).sign(new TextEncoder().encode('x'.repeat(32)));
    await rejectsWith(hs, 'alg');
  });

  test('computes c_hash and at_hash like the examples of OpenID Connect Core 1.0 Appendix A', async () => {
    assert.equal(await leftHalfHash('Qcb0Orv1zh30vL1MPRsbm-diHiMwcLyZvn1arpZv-Jxf_11jnpEX3Tgfvk'), 'LDktKdoQak3Pk0cnXxCltA');
    assert.equal(await leftHalfHash('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y'), '77QmUPtjPfzWtF2AnpK9RQ');
  });

  test('checks c_hash and at_hash when the code and the access token are given', async () => {
    const code = 'SplxlOBeZQQYbYS6WxSbIA';
    const accessToken = 'SlAV32hkKGx3rT0c9Qm2Lw';
    const token = await sign(claims({c_hash: await leftHalfHash(code), at_hash: await leftHalfHash(accessToken)}));
    const result = await verifyIdToken(token, {...options(), code, accessToken});
    assert.equal(result.c_hash, 'o1uBp9eSe3DsmScN0jYriA');
    assert.equal(result.at_hash, '3-lZcfO4s1wd9sMfjh0KWA');
    await rejectsWith(token, 'c_hash', {code: 'another-code'});
    await rejectsWith(token, 'at_hash', {accessToken: 'another-token'});
    await rejectsWith(sign(claims()), 'c_hash', {code});
  });

  test('reports an unreachable JWKS as jwks', async () => {
    const token = await sign(claims());
    await assert.rejects(
      verifyIdToken(token, {...options(), jwksUri: jwksUri.replace('/oauth2/certs', '/missing')}),
      (error: unknown) => error instanceof IdTokenError && error.reason === 'jwks',
    );
  });
});
