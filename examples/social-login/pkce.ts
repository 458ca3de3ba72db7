/**
 * PKCE values (RFC 7636) and the authorization request URL of ソーシャルPLUS (OpenID Connect version).
 *
 *   code_verifier  = 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]          (RFC 7636 section 4.1)
 *   code_challenge = BASE64URL( SHA-256( ASCII(code_verifier) ) ), no padding (RFC 7636 section 4.2, S256)
 *
 * ソーシャルPLUS accepts only `code_challenge_method=S256`.
 * It uses only the Web Crypto API. Tested with tsx against local stubs
 * (tests/examples/social-login-auth.test.ts); run a file of its own with `npx tsx <file>.ts`.
 *
 * Build the request of the authorization code and hybrid flows on the site's server: the
 * code_verifier stays in the server session, and the token request needs the client secret, which
 * no browser or app may hold. Only the implicit flow (form assist) builds the URL in the browser,
 * with a nonce that the server created and keeps in its session.
 */

// #region random
/** Base64url without padding (RFC 7636 Appendix A). */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random value for `state` or `nonce`: 16 random bytes as base64url (22 characters). */
export function createRandomValue(bytes = 16): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}
// #endregion random

// #region pkce
/** The characters RFC 7636 allows in a code_verifier, 43 to 128 of them. */
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** A new code_verifier: 32 random bytes as base64url, which gives 43 characters. */
export function createCodeVerifier(): string {
  return createRandomValue(32);
}

/** The S256 code_challenge of `codeVerifier`. Rejects a verifier that breaks RFC 7636. */
export async function createCodeChallenge(codeVerifier: string): Promise<string> {
  if (!VERIFIER_PATTERN.test(codeVerifier)) {
    throw new Error('code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_", "~"');
  }
  // The allowed characters are ASCII, so UTF-8 encoding gives the ASCII octets RFC 7636 asks for.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64url(new Uint8Array(digest));
}
// #endregion pkce

// #region authorize
export type LoginProvider = 'line' | 'apple' | 'yahoo' | 'google' | 'x';

export type AuthorizationRequest = {
  /** The service ID: the authorization host is https://{serviceId}.auth.socialplus.jp. */
  serviceId: string;
  loginProvider: LoginProvider;
  /** The identifier of the provider setting, shown in the ソーシャルPLUS manager. */
  loginProviderIdentifier: string;
  clientId: string;
  /** Must equal one of the redirect URIs registered in the manager, character for character. */
  redirectUri: string;
  /** `code` for the authorization code flow; see the flow pages for the other values. */
  responseType: 'code' | 'id_token' | 'id_token token' | 'code id_token' | 'code token' | 'code id_token token';
  /** Defaults to "openid". Add profile, email, address or phone as needed. */
  scope?: string;
  /**
   * The nonce the server created and kept in its session. The implicit flow passes the value the
   * server returned when the login button was pressed (never one made each time the page is shown:
   * the result comes back to the same page), so that the server can check the ID Token's nonce.
   * Created here when absent.
   */
  nonce?: string;
  /** Tests pass a base URL of a local stand-in; otherwise it is derived from serviceId. */
  baseUrl?: string;
};

/** What the site keeps in the user's session until the redirect comes back. */
export type LoginSession = {
  state: string;
  nonce: string;
  /** Absent for the implicit flow, which issues no authorization code. */
  codeVerifier?: string;
};

/**
 * Builds the authorization request URL and the values to keep in the session.
 * Keep the returned session in the server session, then send the browser to `url`. In the implicit
 * flow the browser keeps `state` in sessionStorage; the nonce was created by the server.
 */
export async function createAuthorizationRequest(request: AuthorizationRequest): Promise<{url: URL; session: LoginSession}> {
  const usesCode = request.responseType.split(' ').includes('code');
  const session: LoginSession = {state: createRandomValue(), nonce: request.nonce ?? createRandomValue()};
  if (usesCode) session.codeVerifier = createCodeVerifier();

  const base = (request.baseUrl ?? `https://${request.serviceId}.auth.socialplus.jp`).replace(/\/$/, '');
  const path = `/oauth2/authorize/${encodeURIComponent(request.loginProvider)}/${encodeURIComponent(request.loginProviderIdentifier)}`;
  const params: [string, string][] = [
    ['client_id', request.clientId],
    ['response_type', request.responseType],
    ['scope', request.scope ?? 'openid'],
    ['redirect_uri', request.redirectUri],
    ['state', session.state],
    ['nonce', session.nonce],
  ];
  if (session.codeVerifier) {
    params.push(['code_challenge', await createCodeChallenge(session.codeVerifier)], ['code_challenge_method', 'S256']);
  }
  // encodeURIComponent writes a space as %20 (URLSearchParams would write "+").
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const url = new URL(`${base}${path}?${query}`);
  return {url, session};
}
// #endregion authorize

// #region response
/** The values an authorization response can carry, depending on response_type. */
export type AuthorizationResponse = {
  code?: string;
  id_token?: string;
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  state?: string;
};

/** Thrown when the redirect carries `error` (after the state check passed). */
export class AuthorizationError extends Error {
  readonly error: string;
  readonly errorDescription: string | undefined;
  constructor(error: string, errorDescription: string | undefined) {
    super(`authorization failed: ${error}${errorDescription ? ` (${errorDescription})` : ''}`);
    this.name = 'AuthorizationError';
    this.error = error;
    this.errorDescription = errorDescription;
  }
}

/**
 * Reads the redirect to the redirect URI. The authorization code flow answers in the query string;
 * the implicit and hybrid flows answer in the fragment (after "#"), which only the browser sees.
 * Checks `state` first, then reports `error`, then returns the values.
 */
export function parseAuthorizationResponse(redirectedUrl: string | URL, expectedState: string): AuthorizationResponse {
  const url = new URL(redirectedUrl);
  const params = new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
  if (!expectedState || params.get('state') !== expectedState) {
    throw new Error('state does not match the value kept for this login: stop here');
  }
  const error = params.get('error');
  if (error) throw new AuthorizationError(error, params.get('error_description') ?? undefined);

  const response: AuthorizationResponse = {state: expectedState};
  for (const name of ['code', 'id_token', 'access_token', 'token_type'] as const) {
    const value = params.get(name);
    if (value) response[name] = value;
  }
  const expiresIn = params.get('expires_in');
  if (expiresIn) response.expires_in = Number(expiresIn);
  return response;
}
// #endregion response

// #region usage
// Usage in the site's login handler (authorization code flow):
//
//   const {url, session} = await createAuthorizationRequest({
//     serviceId: 'sample-shop',
//     loginProvider: 'line',
//     loginProviderIdentifier: '8f3a2c1d',
//     clientId: process.env.SOCIALPLUS_CLIENT_ID!,
//     redirectUri: 'https://shop.example.com/auth/callback',
//     responseType: 'code',
//     scope: 'openid profile email',
//   });
//   req.session.login = session;        // state, nonce and code_verifier stay on the server
//   res.redirect(302, url.toString());
// #endregion usage
