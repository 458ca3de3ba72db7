/**
 * Exchanges the one-time token of the callback for the ソーシャルPLUS ID of the user who logged in
 * (one-time-token version): GET https://api.socialplus.jp/api/authenticated_user?key=...&token=...
 *
 * Run it on your server only: the API key must never reach a browser or an app.
 * Tested with tsx (`npx tsx <file>.ts`) against a local stub server; it uses only the
 * built-in fetch and node:crypto.
 */
// #region imports
import {timingSafeEqual} from 'node:crypto';
// #endregion imports

// #region types
/** The login providers of the one-time-token version. */
export type LegacyProvider = 'line' | 'apple' | 'yahoo' | 'google' | 'facebook' | 'twitter';

/** The User object of the Web API. */
export type LegacyUser = {
  /** ソーシャルPLUS ID: 40 hexadecimal characters. */
  identifier: string;
  /** The member ID linked with the map API, or null while none is linked. */
  primary_key: string | null;
  /** When the member ID was linked (ISO 8601), or null. */
  mapped_at: string | null;
  /** When the user was created (ISO 8601). */
  created_at: string;
  /** The last login (ISO 8601), or null for a user created by create_user who never logged in. */
  last_logged_in_at: string | null;
  /** The provider of the last login, or null. */
  last_logged_in_provider: LegacyProvider | null;
  /** How many times the user logged in. */
  login_count: number;
};

/** The body of a successful authenticated_user response. */
export type AuthenticatedUser = {
  status: 'ok';
  user: LegacyUser;
  /** Present with addProfile: the same members as the profile API (profile, email, phone, address). */
  [member: string]: unknown;
};
// #endregion types

// #region error
/** Thrown when the Web API answers {"status":"failed","error":{"code":N,"message":"..."}}. */
export class SocialPlusApiError extends Error {
  /** The HTTP status, e.g. 404. */
  readonly httpStatus: number;
  /** The error code of the error definition page, e.g. 4. */
  readonly code: number | undefined;
  /** The English message of the API, e.g. "Invalid authentication token or token not found." */
  readonly apiMessage: string | undefined;

  constructor(httpStatus: number, code: number | undefined, apiMessage: string | undefined) {
    super(describe(httpStatus, code, apiMessage));
    this.name = 'SocialPlusApiError';
    this.httpStatus = httpStatus;
    this.code = code;
    this.apiMessage = apiMessage;
  }
}

function describe(httpStatus: number, code: number | undefined, apiMessage: string | undefined): string {
  const base = `authenticated_user failed with HTTP ${httpStatus}${code === undefined ? '' : `, code ${code}`}${apiMessage ? ` (${apiMessage})` : ''}`;
  if (code === 4) return `${base}: the one-time token expired, was already used or belongs to another service's API key; start the login again`;
  if (code === 1) return `${base}: check the API key passed as "key"`;
  return base;
}
// #endregion error

// #region exchange
export type ExchangeOptions = {
  /** The API key (40 hexadecimal characters). Read it from an environment variable or a secret store. */
  apiKey: string;
  /** Defaults to the production API. Tests point it at a local stand-in. */
  baseUrl?: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** add_profile=true: also return the profile. */
  addProfile?: boolean;
  /** delete_profile=true (with addProfile): ソーシャルPLUS deletes the profile after answering. */
  deleteProfile?: boolean;
};

export async function exchangeToken(token: string, options: ExchangeOptions): Promise<AuthenticatedUser> {
  const url = new URL('/api/authenticated_user', options.baseUrl ?? 'https://api.socialplus.jp');
  url.searchParams.set('key', options.apiKey);
  url.searchParams.set('token', token);
  if (options.addProfile) url.searchParams.set('add_profile', 'true');
  if (options.addProfile && options.deleteProfile) url.searchParams.set('delete_profile', 'true');

  const response = await (options.fetch ?? fetch)(url, {method: 'GET', headers: {Accept: 'application/json'}});
  const text = await response.text();
  // What this code reads of the body; anything else the API adds is left alone.
  let body: {status?: unknown; error?: {code?: unknown; message?: unknown}; user?: {identifier?: unknown}} = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    // A body that is not JSON (for example from a proxy) leaves `body` empty; the status still tells the story.
  }

  if (!response.ok || body.status !== 'ok') {
    const error = body.error ?? {};
    throw new SocialPlusApiError(
      response.status,
      typeof error.code === 'number' ? error.code : undefined,
      typeof error.message === 'string' ? error.message : undefined,
    );
  }
  if (typeof body.user?.identifier !== 'string') throw new Error('authenticated_user response lacks user.identifier');
  return body as AuthenticatedUser;
}
// #endregion exchange

// #region callback
/** What the callback URL received, read from its query string. */
export type CallbackResult = {status: 'authorized'; token: string} | {status: 'canceled'} | {status: 'failed'; reason: string};

/**
 * `expectedState` is the random value your server stored in the user's session when it built the
 * callback URL (`...?state=<value>`). A callback whose `state` is missing or different is refused
 * before the token is exchanged: it may carry an attacker's token (login CSRF, RFC 6749 §10.12).
 */
export function readCallback(query: URLSearchParams, expectedState: string): CallbackResult {
  if (!expectedState) return {status: 'failed', reason: 'no_state_in_session'};
  const state = Buffer.from(query.get('state') ?? '', 'utf8');
  const expected = Buffer.from(expectedState, 'utf8');
  if (state.length !== expected.length || !timingSafeEqual(state, expected)) return {status: 'failed', reason: 'state_mismatch'};

  const status = query.get('status');
  const token = query.get('token');
  if (status === 'authorized' && token) return {status: 'authorized', token};
  if (status === 'canceled') return {status: 'canceled'};
  return {status: 'failed', reason: query.get('reason') ?? 'invalid_request'};
}
// #endregion callback

// #region usage
// In the handler of your callback URL (server side):
//
//   const expectedState = session.take('socialplusState'); // read once, then delete from the session
//   if (!openStates.take(expectedState)) return showLoginAgain(); // and from a server table: two requests
//                                                  // at once read the same session (samples/shared/singleUse.ts)
//   const result = readCallback(new URL(request.url, 'https://example.com').searchParams, expectedState);
//   if (result.status !== 'authorized') return showLoginAgain(result);
//   try {
//     const {user} = await exchangeToken(result.token, {apiKey: process.env.SOCIALPLUS_API_KEY!});
//     // user.identifier is the ソーシャルPLUS ID; user.primary_key is null until you call map.
//   } catch (error) {
//     // Never send the same one-time token again: not after code 4, not after a 500 or a timeout.
//     // The token may already have been exchanged. Let the user start the login again.
//     // Log it: code 1, or code 4 on every login, means a wrong API key (another service's key gives 4).
//     logger.warn(error);
//     return showLoginAgain(error);
//   }
// #endregion usage
