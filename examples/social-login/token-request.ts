/**
 * Exchanges an authorization code for tokens at the ソーシャルPLUS token endpoint
 * (OpenID Connect version, authorization code flow and hybrid flow).
 *
 *   POST https://{service ID}.auth.socialplus.jp/oauth2/token
 *   Content-Type: application/x-www-form-urlencoded
 *
 * Run it on the site's server only: it sends the client secret. An authorization code is used once:
 * after a timeout or a 5xx, restart the login instead of sending the same code again.
 * It uses only the built-in fetch. Tested with tsx against a local stub of the token
 * endpoint (tests/examples/social-login-auth.test.ts); run a file of its own with `npx tsx <file>.ts`.
 */

// #region types
/** The body of a successful token response (HTTP 200). No refresh token is issued. */
export type TokenResponse = {
  access_token: string;
  /** Always "Bearer". */
  token_type: 'Bearer';
  /** Lifetime of the access token in seconds: 3600. */
  expires_in: number;
  /** The ID Token (a JWT signed with RS256). Verify it before use. */
  id_token: string;
};

export type TokenRequest = {
  /** The authorization code from the redirect: valid 10 minutes, usable once. */
  code: string;
  /** The same redirect_uri as in the authorization request. */
  redirectUri: string;
  clientId: string;
  clientSecret: string;
  /** The code_verifier kept in the session when the authorization request carried a code_challenge. */
  codeVerifier?: string;
};

export type TokenRequestOptions = {
  /** The service ID; the endpoint is https://{serviceId}.auth.socialplus.jp/oauth2/token. */
  serviceId?: string;
  /** Overrides the host derived from serviceId (tests point it at a local stand-in). */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
};
// #endregion types

// #region error
/** Thrown for every non-2xx answer. `error` is the OAuth 2.0 error code (RFC 6749 section 5.2). */
export class TokenRequestError extends Error {
  readonly status: number;
  /** invalid_request, unsupported_grant_type, invalid_client or invalid_grant; undefined if the body is not JSON. */
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;

  constructor(status: number, error: string | undefined, errorDescription: string | undefined) {
    super(`token request failed with HTTP ${status}${error ? `: ${error}` : ''}${errorDescription ? ` (${errorDescription})` : ''}`);
    this.name = 'TokenRequestError';
    this.status = status;
    this.error = error;
    this.errorDescription = errorDescription;
  }
}
// #endregion error

// #region request
export async function requestToken(request: TokenRequest, options: TokenRequestOptions = {}): Promise<TokenResponse> {
  if (!options.baseUrl && !options.serviceId) throw new Error('give serviceId (or baseUrl)');
  const baseUrl = (options.baseUrl ?? `https://${options.serviceId}.auth.socialplus.jp`).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  // URLSearchParams encodes the body as application/x-www-form-urlencoded.
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    client_id: request.clientId,
    client_secret: request.clientSecret,
  });
  if (request.codeVerifier) body.set('code_verifier', request.codeVerifier);

  const response = await doFetch(`${baseUrl}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: body.toString(),
  });

  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A non-JSON body (for example the 403 page of the IP address restriction) leaves json empty.
  }

  if (!response.ok) {
    throw new TokenRequestError(
      response.status,
      typeof json.error === 'string' ? json.error : undefined,
      typeof json.error_description === 'string' ? json.error_description : undefined,
    );
  }
  if (typeof json.access_token !== 'string' || typeof json.id_token !== 'string' || json.token_type !== 'Bearer') {
    throw new Error('token response lacks access_token, id_token or token_type "Bearer"');
  }
  return {
    access_token: json.access_token,
    token_type: 'Bearer',
    expires_in: typeof json.expires_in === 'number' ? json.expires_in : 3600,
    id_token: json.id_token,
  };
}
// #endregion request

// #region usage
// Usage in the handler of the redirect URI (authorization code flow):
//
//   const login = req.session.login;               // saved before the authorization request
//   delete req.session.login;                      // state, nonce and code_verifier are single use
//   if (!openLogins.take(login?.state)) ...        // and taken from a server table too: the session is
//                                                  // saved only when the answer ends (samples/shared/singleUse.ts)
//   let result;
//   try {
//     // Step 2 and 3: state first, then error (parseAuthorizationResponse in pkce.ts).
//     result = parseAuthorizationResponse(`https://shop.example.com${req.originalUrl}`, login?.state ?? '');
//   } catch (error) {
//     if (error instanceof AuthorizationError && error.error === 'access_denied') {
//       return res.redirect(302, '/login');          // the user cancelled: back to the login page
//     }
//     throw error;                                   // state mismatch or another error: stop here
//   }
//
//   // Step 4: one token request per code. After a timeout or a 5xx, restart the login; never resend.
//   const tokens = await requestToken(
//     {
//       code: result.code!,
//       redirectUri: 'https://shop.example.com/auth/callback',
//       clientId: process.env.SOCIALPLUS_CLIENT_ID!,
//       clientSecret: process.env.SOCIALPLUS_CLIENT_SECRET!,
//       codeVerifier: login!.codeVerifier,
//     },
//     {serviceId: 'sample-shop'},
//   );
//   // Next: verify tokens.id_token (verify-id-token.ts) with nonce: login.nonce.
// #endregion usage
