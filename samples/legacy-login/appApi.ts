/**
 * The legacy sample site's API for its smartphone app (native app integration). An app that logs
 * in with a provider's SDK sends the one-time token of the injection API in the body of a request
 * and gets its app session in the answer. An app that logs in through the OS's browser opens the
 * site's login start URL with the hash of a verifier it keeps; the callback URL exchanges the token
 * and sends the browser to the app's link URL with a single-use code, which the app trades, with
 * the verifier, for its session. The API key and the one-time token never reach the app's URLs.
 */
import crypto from 'node:crypto';
import express from 'express';
import {exchangeToken, readCallback, SocialPlusApiError, type LegacyUser} from '../../examples/legacy/exchange-token';
import {createCodeChallenge} from '../../examples/social-login/pkce';
import {singleUse} from '../shared/singleUse';
import {page, type LegacySiteConfig} from '../shared/site';

/** How long the code of the app's link URL is valid: the sample's choice of "short". */
const appCodeLifetimeMs = 60_000;

/** The providers an app logs in with through the OS's browser: the injection API does not take them. */
const browserProviders = ['apple', 'yahoo', 'twitter'];

/** undefined for the Web API's refusal (a token expired or used, …); any other error goes on. */
function refusedBySocialPlus(error: unknown): undefined {
  if (error instanceof SocialPlusApiError) return undefined;
  throw error;
}

export function appApi(config: LegacySiteConfig): express.Router {
  const router = express.Router();
  // The app sessions and the codes of the link URL the site issued (a database in a real site). A
  // temporary session keeps the ソーシャルPLUS ID that registration links the new member ID to (map).
  const sessions = new Map<string, {memberId: string | null; identifier: string}>();
  const appCodes = new Map<string, {codeChallenge: string; user: LegacyUser; expiresAt: number}>();
  // The browser logins under way, by state: one request at the callback URL takes each (../shared/singleUse.ts).
  const openStates = singleUse();

  // #region app-session
  /**
   * A new app session for the user authenticated_user returned: a member's when a member ID is
   * linked, else a temporary one that only registration accepts (`member_id` null).
   */
  function newSession(user: LegacyUser) {
    const session = crypto.randomBytes(32).toString('base64url');
    sessions.set(session, {memberId: user.primary_key, identifier: user.identifier});
    return {session, member_id: user.primary_key};
  }

  // The app sends the injection API's one-time token in the body; a token in the URL is refused.
  router.post('/app/session', express.json(), async (req, res) => {
    const token = (req.body as {token?: unknown} | undefined)?.token;
    if (typeof token !== 'string' || 'token' in req.query) return res.status(400).json({error: 'token_in_body_required'});
    // A token that failed is never sent again: the app logs in with its SDK once more.
    const user = await exchangeToken(token, {apiKey: config.apiKey, baseUrl: config.apiBase}).then((answer) => answer.user, refusedBySocialPlus);
    return user ? res.json(newSession(user)) : res.status(401).json({error: 'login_again'});
  });
  // #endregion app-session

  // Whose an app session is: the app sends it as a Bearer token with each request.
  router.get('/app/me', (req, res) => {
    const held = sessions.get(/^Bearer (.+)$/.exec(req.get('Authorization') ?? '')?.[1] ?? '');
    return held ? res.json({member_id: held.memberId}) : res.status(401).json({error: 'no_session'});
  });

  // #region browser-start
  // Opened by the app in the OS's browser with the hash of its verifier (PKCE's S256 code_challenge).
  router.get('/app/login', (req, res) => {
    const {provider, code_challenge: codeChallenge} = req.query;
    if (typeof provider !== 'string' || !browserProviders.includes(provider) || typeof codeChallenge !== 'string' || !/^[\w-]{43}$/.test(codeChallenge)) {
      return res.status(400).send(page('エラー', '<p>provider と code_challenge を確かめてください。</p>'));
    }
    const state = crypto.randomBytes(16).toString('hex');
    req.session.appLogin = {state, codeChallenge};
    openStates.open(state);
    const loginUrl = new URL(`/${config.accountId}/${config.serviceId}/${provider}/authenticate`, config.authBase);
    loginUrl.searchParams.set('callback', `${config.siteOrigin}/app/callback?state=${state}`);
    return res.redirect(302, loginUrl.toString());
  });
  // #endregion browser-start

  // #region browser-callback
  // The state first (read once, then deleted; only the request that takes it goes on), the token
  // exchange, then a single-use code bound to the hash and the user, carried to the app's link URL
  // (a universal link or an App Link).
  router.get('/app/callback', async (req, res) => {
    const login = req.session.appLogin;
    delete req.session.appLogin;
    const linkUrl = new URL('/app/opened', config.siteOrigin);
    const expectedState = login && openStates.take(login.state) ? login.state : '';
    const result = readCallback(new URL(req.originalUrl, config.siteOrigin).searchParams, expectedState);
    let user: LegacyUser | undefined;
    if (login && result.status === 'authorized')
      user = await exchangeToken(result.token, {apiKey: config.apiKey, baseUrl: config.apiBase}).then((answer) => answer.user, refusedBySocialPlus);
    if (login && user) {
      const code = crypto.randomBytes(32).toString('base64url');
      appCodes.set(code, {codeChallenge: login.codeChallenge, user, expiresAt: Date.now() + appCodeLifetimeMs});
      linkUrl.searchParams.set('code', code);
    } else {
      linkUrl.searchParams.set('error', 'login_failed');
    }
    return res.redirect(302, linkUrl.toString());
  });
  // #endregion browser-callback

  // What the browser shows when no app took the link URL (the app is not installed).
  router.get('/app/opened', (_req, res) => res.send(page('アプリで開いてください', '<p>このアドレスは、アプリが受け取ってログインを続けます。</p>')));

  // #region browser-session
  // The app sends the code and its verifier; the session comes back only when the verifier's hash is
  // the one saved with the code. The code is deleted when it is first sent, whatever the result, in
  // the same step as it is read (no await between): of two requests with the same code, one gets it.
  router.post('/app/session/code', express.json(), async (req, res) => {
    const {code, code_verifier: codeVerifier} = (req.body ?? {}) as {code?: unknown; code_verifier?: unknown};
    const held = typeof code === 'string' ? appCodes.get(code) : undefined;
    if (typeof code === 'string') appCodes.delete(code);
    const codeChallenge = typeof codeVerifier === 'string' ? await createCodeChallenge(codeVerifier).catch(() => '') : '';
    if (!held || Date.now() > held.expiresAt || codeChallenge !== held.codeChallenge) return res.status(400).json({error: 'invalid_code'});
    return res.json(newSession(held.user));
  });
  // #endregion browser-session

  return router;
}
