// Every example ID Token on the site verifies against the example JWK Set that the cert page
// publishes, carries hashes that match the code and access token shown beside it, and the token
// response of the authorization code flow is one token wherever a page shows it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {compactVerify, importJWK} from 'jose';
import {siteDir} from '../lib/content.ts';
import {examplePublicJwk} from '../../examples/social-login/example-signing-key.ts';
import {decodePart, filesWithTokens, isExampleIdToken, jwtPattern} from '../../scripts/examples/example-tokens.ts';
import {findOperation} from '../../src/openapi/documents.ts';

// The JWKS example the keys page shows (rendered from openapi/social-login-oidc.yaml).
const publishedJwks = Object.values(findOperation('social-login-oidc', 'certs').operation.responses['200'].content!['application/json'].examples!)[0].value as {
  keys: Record<string, string>[];
};

const tokens = filesWithTokens().flatMap((file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      (line.match(jwtPattern) ?? []).filter(isExampleIdToken).map((token) => ({token, line, where: `${path.relative(siteDir, file)}:${index + 1}`})),
    ),
);

/** OpenID Connect Core 3.3.2.11: the left half of the SHA-256 of the value, Base64URL. */
const halfHash = (value: string) => crypto.createHash('sha256').update(value).digest().subarray(0, 16).toString('base64url');

test('the cert page publishes the public half of the example signing key', () => {
  assert.equal(publishedJwks.keys.length, 1);
  const [key] = publishedJwks.keys;
  assert.deepEqual({kid: key.kid, n: key.n, e: key.e}, {kid: examplePublicJwk.kid, n: examplePublicJwk.n, e: examplePublicJwk.e});
});

test('every example ID Token verifies against the published key', async () => {
  assert.ok(tokens.length >= 5, `only ${tokens.length} example ID Tokens found`);
  const key = await importJWK(publishedJwks.keys[0], 'RS256');
  const failures: string[] = [];
  for (const {token, where} of tokens) {
    try {
      const {protectedHeader} = await compactVerify(token, key);
      if (protectedHeader.kid !== publishedJwks.keys[0].kid) failures.push(`${where}: kid ${protectedHeader.kid}`);
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message} (run npm run examples:sign-tokens)`);
    }
  }
  assert.deepEqual(failures, []);
});

test('at_hash and c_hash match the access token and code beside them', () => {
  const failures: string[] = [];
  for (const {token, line, where} of tokens) {
    const claims = decodePart(token.split('.')[1]);
    const accessToken = /access_token=([^&\s]+)/.exec(line)?.[1];
    const code = /[#?&]code=([^&\s]+)/.exec(line)?.[1];
    if (claims.at_hash !== undefined && accessToken && claims.at_hash !== halfHash(accessToken)) failures.push(`${where}: at_hash`);
    if (claims.c_hash !== undefined && code && claims.c_hash !== halfHash(code)) failures.push(`${where}: c_hash`);
    if (accessToken && claims.at_hash === undefined) failures.push(`${where}: an access token beside an ID Token without at_hash`);
    if (/response_type=code(?:%20|\+| )id_token|#code=.*id_token=/.test(line) && claims.c_hash === undefined) failures.push(`${where}: c_hash missing`);
  }
  assert.deepEqual(failures, []);
});

test('the authorization code flow shows one example token response everywhere', () => {
  const fromFile = (file: string) => tokens.filter((entry) => entry.where.startsWith(file)).map((entry) => entry.token);
  // The token page renders the token endpoint's examples from the OpenID Connect document.
  const examples = findOperation('social-login-oidc', 'token').operation.responses['200'].content!['application/json'].examples!;
  const codeFlow = (examples.authorizationCode.value as {id_token: string}).id_token;
  assert.ok(fromFile('openapi/social-login-oidc.yaml').includes(codeFlow));
  const setup = fromFile('docs/social-login/setup.mdx');
  assert.equal(setup.length, 1);
  assert.equal(setup[0], codeFlow, 'setup.mdx shows another ID Token than the token page');
});
