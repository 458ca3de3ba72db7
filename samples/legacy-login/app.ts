/**
 * Sample site: login with the one-time-token version (legacy). The login button goes through the
 * site's server, which keeps a `state` in the session and sends the browser to the social login
 * URL; the callback URL checks the state, exchanges the one-time token with authenticated_user,
 * and either logs the member in or registers one and links it with map. Express and
 * express-session; the API key stays on the server.
 *
 *   npm run sample -- legacy-login
 */
import crypto from 'node:crypto';
import express from 'express';
import {exchangeToken, readCallback, SocialPlusApiError} from '../../examples/legacy/exchange-token';
import {loginSession} from '../shared/session';
import {page, type LegacySiteConfig} from '../shared/site';


/** What the login page says after a callback that did not log the user in (never the raw `reason`). */
const notices: Record<string, string> = {
  canceled: 'ログインを取り消しました。',
  'not-registered': 'このアカウントは登録されていません。会員登録は「LINE でログイン」から進めてください。',
  'provider-error': 'ログインプロバイダーでエラーが起きました。時間をおいて試すか、別のログイン方法をお使いください。',
  error: 'ログインできませんでした。もう一度お試しください。',
};

/** The site's own members (a database in a real site). */
const members = new Map<string, {name: string}>();

export function createApp(config: LegacySiteConfig): express.Express {
  const app = express();
  app.use(loginSession(config.sessionSecret));

  app.get('/', (req, res) => {
    const member = req.session.memberId ? members.get(req.session.memberId) : undefined;
    if (member) return res.send(page('ログインしました', `<p>会員 ID：<code id="member-id">${req.session.memberId}</code>（${member.name} さん）</p>`));
    const notice = typeof req.query.notice === 'string' ? `<p id="notice">${notices[req.query.notice] ?? ''}</p>` : '';
    return res.send(page('ログイン', `${notice}<p><a href="/login">LINE でログイン</a></p><p><a href="/login?only=1">LINE でログイン（登録済みの方）</a></p>`));
  });

  // #region start
  // The login button's link: a state for this login, kept in the session, and inside the callback URL.
  // `?only=1` uses the login-only URL, which refuses to create a user for an unknown account.
  app.get('/login', (req, res) => {
    const state = crypto.randomBytes(16).toString('hex');
    req.session.socialplusState = state;
    const callback = `${config.siteOrigin}/social/callback?state=${state}`;
    const path = `/${config.accountId}/${config.serviceId}/line/authenticate${req.query.only ? '/login' : ''}`;
    const loginUrl = new URL(path, config.authBase);
    loginUrl.searchParams.set('callback', callback);
    res.redirect(302, loginUrl.toString());
  });
  // #endregion start

  // #region callback
  // The callback URL: state first (read once, then deleted), then status, then the token exchange.
  app.get('/social/callback', async (req, res) => {
    const expectedState = req.session.socialplusState ?? '';
    delete req.session.socialplusState;
    const result = readCallback(new URL(req.originalUrl, config.siteOrigin).searchParams, expectedState);
    if (result.status === 'canceled') return res.redirect(302, '/?notice=canceled');
    if (result.status === 'failed') {
      if (result.reason === 'signup_refused') return res.redirect(302, '/?notice=not-registered');
      // A wrong state and invalid_request: a generic error. provider_error, and any reason not
      // known yet: the provider failed; the time and the provider go to the log.
      if (['state_mismatch', 'no_state_in_session', 'invalid_request'].includes(result.reason)) return res.redirect(302, '/?notice=error');
      console.warn(`social login failed: ${result.reason} (line) at ${new Date().toISOString()}`);
      return res.redirect(302, '/?notice=provider-error');
    }
    try {
      const {user} = await exchangeToken(result.token, {apiKey: config.apiKey, baseUrl: config.apiBase});
      if (user.primary_key && members.has(user.primary_key)) {
        req.session.memberId = user.primary_key;
        return res.redirect(302, '/');
      }
      req.session.pendingIdentifier = user.identifier;
      return res.redirect(302, '/register');
    } catch (error) {
      // Never send the same one-time token again: the login starts over.
      if (error instanceof SocialPlusApiError) return res.redirect(302, '/?notice=error');
      throw error;
    }
  });
  // #endregion callback

  app.get('/register', (req, res) => {
    if (!req.session.pendingIdentifier) return res.redirect(302, '/');
    return res.send(page('会員登録', '<form method="post" action="/register"><label>お名前 <input name="name" required></label><button>登録する</button></form>'));
  });

  // #region register
  // Registration done: the new member ID is linked to the ソーシャルPLUS user with map.
  app.post('/register', express.urlencoded({extended: false}), async (req, res) => {
    const identifier = req.session.pendingIdentifier;
    if (!identifier) return res.redirect(302, '/');
    const memberId = `member-${String(members.size + 1).padStart(6, '0')}`;
    members.set(memberId, {name: String((req.body as {name?: string}).name ?? '')});
    const mapUrl = new URL('/api/map', config.apiBase);
    mapUrl.search = new URLSearchParams({key: config.apiKey, identifier, primary_key: memberId}).toString();
    const response = await fetch(mapUrl);
    if (!response.ok) throw new Error(`map failed with HTTP ${response.status}`);
    delete req.session.pendingIdentifier;
    req.session.memberId = memberId;
    return res.redirect(302, '/');
  });
  // #endregion register

  return app;
}
