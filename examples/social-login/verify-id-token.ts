/**
 * Verifies an ID Token issued by ソーシャルPLUS (OpenID Connect version) with `jose`.
 *
 * Checks, in the order of OpenID Connect Core 1.0 section 3.1.3.7 (and 3.2.2.11 / 3.3.2.12):
 *   header: alg is RS256, typ is JWT, kid names a key of the JWKS (GET /oauth2/certs)
 *   signature, iss, aud, exp, iat (not in the future, at most 3600 s old), nonce,
 *   and optionally c_hash (hybrid flow) and at_hash (implicit and hybrid flows).
 *
 * Run it on the site's server. It uses only `jose` and the Web Crypto API. Tested with
 * tsx against a local stub of GET /oauth2/certs (tests/examples/social-login-auth.test.ts).
 * Compare the nonce with the value kept in the server session, also in the implicit flow.
 */
// #region imports
import {createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify} from 'jose';
import type {JSONWebKeySet, JWTPayload, JWTVerifyGetKey} from 'jose';
// #endregion imports

// #region types
/** The claims of a ソーシャルPLUS ID Token. Profile claims appear only when the scope and the provider give them. */
export type IdTokenClaims = JWTPayload & {
  /** https://{service ID}.auth.socialplus.jp */
  iss: string;
  /** ソーシャルPLUS ID: 40 hexadecimal characters. */
  sub: string;
  /** The client ID. */
  aud: string | string[];
  iat: number;
  exp: number;
  nonce?: string;
  c_hash?: string;
  at_hash?: string;
  /** The site's member ID linked with the map API, or null while none is linked. */
  primary_key: string | null;
  provider: 'line' | 'apple' | 'yahoo' | 'google' | 'x';
  provider_uid: string;
  name?: string;
  'name#ja-Kana-JP'?: string;
  family_name?: string;
  'family_name#ja-Kana-JP'?: string;
  given_name?: string;
  'given_name#ja-Kana-JP'?: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  address?: {postal_code?: string; region?: string; locality?: string; street_address?: string; country?: string};
};

export type VerifyIdTokenOptions = {
  /** Expected `iss`: https://{service ID}.auth.socialplus.jp (no trailing slash). */
  issuer: string;
  /** Expected `aud`: your client ID. */
  clientId: string;
  /** The nonce kept in the session. Required for the implicit and hybrid flows. */
  nonce?: string;
  /** The authorization code received with this ID Token: checks `c_hash` (hybrid `code id_token`). */
  code?: string;
  /** The access token received with this ID Token from the authorization endpoint: checks `at_hash`. */
  accessToken?: string;
  /** A JWKS you already hold. When absent, the keys are fetched from `jwksUri` and cached. */
  jwks?: JSONWebKeySet;
  /** Defaults to `${issuer}/oauth2/certs`. */
  jwksUri?: string;
  /** Allowed clock difference in seconds for exp and iat. Defaults to 60. */
  clockToleranceSeconds?: number;
  /** The time to check against. Defaults to now (tests set it). */
  currentDate?: Date;
};

/** Why a token was rejected: a claim name, or signature / alg / kid / jwks / malformed. */
export class IdTokenError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(`ID Token rejected (${reason}): ${message}`);
    this.name = 'IdTokenError';
    this.reason = reason;
  }
}
// #endregion types

// #region keys
// One remote key set per JWKS URL for the life of the process. jose keeps the fetched keys,
// fetches again when a token names an unknown kid (at most once per 30 seconds by default)
// and when the cached keys are older than 10 minutes.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(options: VerifyIdTokenOptions): JWTVerifyGetKey {
  if (options.jwks) return createLocalJWKSet(options.jwks);
  const uri = options.jwksUri ?? `${options.issuer}/oauth2/certs`;
  let keySet = remoteKeySets.get(uri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(uri), {timeoutDuration: 5000});
    remoteKeySets.set(uri, keySet);
  }
  return keySet;
}
// #endregion keys

// #region hash
/**
 * c_hash and at_hash (OpenID Connect Core 1.0 section 3.3.2.11): base64url of the left half of
 * SHA-256 over the ASCII octets of the value. SHA-256 because the ID Token uses RS256.
 */
export async function leftHalfHash(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  let binary = '';
  for (const byte of digest.subarray(0, digest.length / 2)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
// #endregion hash

// #region verify
export async function verifyIdToken(idToken: string, options: VerifyIdTokenOptions): Promise<IdTokenClaims> {
  const tolerance = options.clockToleranceSeconds ?? 60;

  // 1. The header names the algorithm and the key. Reject anything but RS256 before any key lookup.
  let header;
  try {
    header = decodeProtectedHeader(idToken);
  } catch {
    throw new IdTokenError('malformed', 'not a JWS in compact serialization');
  }
  if (header.alg !== 'RS256') throw new IdTokenError('alg', `alg must be RS256, got ${String(header.alg)}`);
  if (typeof header.kid !== 'string') throw new IdTokenError('kid', 'the header has no kid');

  // 2. Signature (key chosen by kid), then iss, aud, exp, iat and the required claims.
  let payload: JWTPayload;
  try {
    ({payload} = await jwtVerify(idToken, keySetFor(options), {
      algorithms: ['RS256'],
      typ: 'JWT',
      issuer: options.issuer,
      audience: options.clientId,
      requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
      maxTokenAge: 3600,
      clockTolerance: tolerance,
      currentDate: options.currentDate,
    }));
  } catch (error) {
    throw toIdTokenError(error);
  }

  // 3. aud: ソーシャルPLUS issues one audience. An array must not name other clients.
  if (Array.isArray(payload.aud) && payload.aud.some((aud) => aud !== options.clientId)) {
    throw new IdTokenError('aud', 'aud names another client');
  }

  // 4. nonce: must equal the value kept in the session for this login.
  if (options.nonce !== undefined && payload.nonce !== options.nonce) {
    throw new IdTokenError('nonce', 'nonce does not match the value of this login');
  }

  // 5. c_hash and at_hash bind the code and the access token to this ID Token.
  if (options.code !== undefined && payload.c_hash !== (await leftHalfHash(options.code))) {
    throw new IdTokenError('c_hash', 'c_hash is missing or does not match the authorization code');
  }
  if (options.accessToken !== undefined && payload.at_hash !== (await leftHalfHash(options.accessToken))) {
    throw new IdTokenError('at_hash', 'at_hash is missing or does not match the access token');
  }

  return payload as IdTokenClaims;
}

function toIdTokenError(error: unknown): IdTokenError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof errors.JWTExpired || error instanceof errors.JWTClaimValidationFailed) {
    return new IdTokenError(error.claim, message);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new IdTokenError('signature', message);
  if (error instanceof errors.JOSEAlgNotAllowed) return new IdTokenError('alg', message);
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return new IdTokenError('kid', message);
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return new IdTokenError('malformed', message);
  // Timeout, a non-200 answer, a body that is not a JWKS, or no network: the keys could not be read.
  return new IdTokenError('jwks', message);
}
// #endregion verify

// #region usage
// Usage after the token request (authorization code flow), on the server:
//
//   const claims = await verifyIdToken(tokens.id_token, {
//     issuer: 'https://sample-shop.auth.socialplus.jp',
//     clientId: process.env.SOCIALPLUS_CLIENT_ID!,
//     nonce: login.nonce,
//   });
//   // claims.sub is the ソーシャルPLUS ID; claims.primary_key is the member ID or null.
//
// Hybrid flow, ID Token from the redirect (response_type=code id_token):
//
//   await verifyIdToken(idTokenFromFragment, {issuer, clientId, nonce: login.nonce, code});
// #endregion usage
