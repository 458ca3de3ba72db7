/**
 * Calls the ソーシャルPLUS UserInfo endpoint with an access token and returns typed fields.
 * It uses only the built-in fetch. Tested with tsx against a local stub
 * (tests/examples/social-login-userinfo.test.ts); run a file of its own with `npx tsx <file>.ts`.
 * Run it on your server, with the access token of the token response your server received. An
 * access token sent by a browser or an app is no proof of who the user is (RFC 6749 section 10.16).
 */

// #region types
/** The login providers of the OpenID Connect version. */
export type LoginProvider = 'line' | 'apple' | 'yahoo' | 'google' | 'x';

/** The body of a successful UserInfo response. */
export type UserInfo = {
  /** ソーシャルPLUS ID: 40 hexadecimal characters, the same value as the ID Token `sub`. */
  sub: string;
  /** The site's member ID linked with the map API, or null while none is linked. */
  primary_key: string | null;
  /** The login provider the user signed in with when the access token was issued. */
  provider: LoginProvider;
  /** The user's ID at that login provider. */
  provider_uid: string;
  /** Present only when the `email` scope was granted and the provider returned an address. */
  email?: string;
};
// #endregion types

// #region error
/** Thrown for every non-2xx answer of the UserInfo endpoint. */
export class UserInfoError extends Error {
  /** The HTTP status, e.g. 401. */
  readonly status: number;
  /** The `error` member of the JSON body, e.g. "unauthorized". */
  readonly error: string | undefined;
  /** The `error` attribute of the WWW-Authenticate header, e.g. "invalid_token" (RFC 6750 section 3). */
  readonly bearerError: string | undefined;

  constructor(status: number, error: string | undefined, bearerError: string | undefined) {
    super(describe(status, error, bearerError));
    this.name = 'UserInfoError';
    this.status = status;
    this.error = error;
    this.bearerError = bearerError;
  }
}

function describe(status: number, error: string | undefined, bearerError: string | undefined): string {
  const base = `UserInfo request failed with HTTP ${status}${error ? ` (${error})` : ''}`;
  if (status !== 401) return base;
  if (bearerError === 'invalid_token') {
    return `${base}: WWW-Authenticate error="invalid_token": the access token is invalid or expired; sign the user in again to get a new one`;
  }
  if (bearerError) return `${base}: WWW-Authenticate error="${bearerError}"`;
  return `${base}: no access token reached the endpoint; send "Authorization: Bearer <access token>"`;
}

/** Reads the `error` attribute of a `WWW-Authenticate: Bearer ...` header value. */
export function bearerErrorOf(header: string | null): string | undefined {
  if (!header || !/^\s*Bearer\b/i.test(header)) return undefined;
  return /\berror="([^"]*)"/.exec(header)?.[1];
}
// #endregion error

// #region fetch
export type UserInfoOptions = {
  /** Defaults to the production API. Tests point it at a local stand-in. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
};

export async function fetchUserInfo(accessToken: string, options: UserInfoOptions = {}): Promise<UserInfo> {
  const baseUrl = (options.baseUrl ?? 'https://api.socialplus.jp').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = {Accept: 'application/json'};
  // An empty token is sent as no Authorization header, so that the endpoint's own answer is reported.
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  const response = await doFetch(`${baseUrl}/oauth2/userinfo`, {method: 'GET', headers});
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A non-JSON body (for example from a proxy) leaves `body` empty; the status still tells the story.
  }

  if (!response.ok) {
    throw new UserInfoError(response.status, typeof body.error === 'string' ? body.error : undefined, bearerErrorOf(response.headers.get('www-authenticate')));
  }

  if (typeof body.sub !== 'string' || typeof body.provider !== 'string' || typeof body.provider_uid !== 'string') {
    throw new Error('UserInfo response lacks sub, provider or provider_uid');
  }
  return {
    sub: body.sub,
    primary_key: typeof body.primary_key === 'string' ? body.primary_key : null,
    provider: body.provider as LoginProvider,
    provider_uid: body.provider_uid,
    ...(typeof body.email === 'string' ? {email: body.email} : {}),
  };
}
// #endregion fetch

// #region usage
// Usage on your server, after the token request returned `access_token`:
//
//   try {
//     const user = await fetchUserInfo(accessToken);
//     console.log(user.sub, user.primary_key ?? '(no member ID linked yet)');
//   } catch (error) {
//     if (error instanceof UserInfoError && error.bearerError === 'invalid_token') {
//       // Expired or invalid: start the login again instead of retrying with the same token.
//     }
//     throw error;
//   }
// #endregion usage
