/**
 * Sample site: login with the authorization code flow and PKCE (OpenID Connect version).
 * Express and express-session; state, nonce and code_verifier stay in the server session, and the
 * client secret never leaves the server. The pages of the flow show the regions of this file.
 *
 *   npm run sample -- authorization-code     (starts it against the local stand-in of ソーシャルPLUS)
 */
import express from 'express';
import {AuthorizationError, createAuthorizationRequest, parseAuthorizationResponse} from '../../examples/social-login/pkce';
import {requestToken, TokenRequestError} from '../../examples/social-login/token-request';
import {verifyIdToken} from '../../examples/social-login/verify-id-token';
import {loginSession} from '../shared/session';
import {singleUse} from '../shared/singleUse';
import {page, type OidcSiteConfig} from '../shared/site';

export function createApp(config: OidcSiteConfig): express.Express {
  const app = express();
  const redirectUri = `${config.siteOrigin}/auth/callback`;
  const log = config.log ?? console.log;
  // The logins under way, by state: one request at the redirect URI takes each (../shared/singleUse.ts).
  const openLogins = singleUse();
  app.use(loginSession(config.sessionSecret));

  app.get('/', (req, res) => {
    const member = req.session.member;
    if (member) {
      res.send(
        page(
          'ログインしました',
          `<p id="member">ソーシャルPLUS ID：<code id="sub">${member.sub}</code>、ログインプロバイダー：<code id="provider">${member.provider}</code></p><form method="post" action="/logout"><button>ログアウト</button></form>`,
        ),
      );
      return;
    }
    const notice = req.query.cancelled
      ? '<p id="notice">ログインを取り消しました。</p>'
      : req.query.retry
        ? '<p id="notice">ログインをやり直してください。</p>'
        : '';
    res.send(page('ログイン', `${notice}<a id="login" href="/login">LINE でログイン</a>`));
  });

  // #region start
  // Step 1: the login starts here. state, nonce and code_verifier are created for this login and
  // kept in the server session, and the state is opened for one use; the browser only carries the
  // code_challenge.
  app.get('/login', async (req, res) => {
    const {url, session: login} = await createAuthorizationRequest({
      serviceId: config.serviceId,
      baseUrl: config.issuer,
      loginProvider: 'line',
      loginProviderIdentifier: config.loginProviderIdentifier,
      clientId: config.clientId,
      redirectUri,
      responseType: 'code',
      scope: 'openid profile email',
    });
    req.session.login = login;
    openLogins.open(login.state);
    res.redirect(302, url.toString());
  });
  // #endregion start

  // #region callback
  // Steps 2 to 6: the redirect URI. The login's values are read once and deleted, whatever happens;
  // only the request that takes the state goes on (a second one, even at the same moment, does not).
  app.get('/auth/callback', async (req, res, next) => {
    const login = req.session.login;
    delete req.session.login;
    const expectedState = login && openLogins.take(login.state) ? login.state : '';
    let code: string;
    try {
      // state first, then error (an unexpected state stops here, before anything else is read).
      code = parseAuthorizationResponse(`${config.siteOrigin}${req.originalUrl}`, expectedState).code!;
    } catch (error) {
      if (error instanceof AuthorizationError && error.error === 'access_denied') return res.redirect(302, '/?cancelled=1');
      return res.status(400).send(page('ログインを続けられません', '<p id="error">ログインの要求が見つかりません。最初からやり直してください。</p>'));
    }
    try {
      // One token request per code: after a timeout, a 5xx or invalid_grant, the login starts over.
      const tokens = await requestToken(
        {code, redirectUri, clientId: config.clientId, clientSecret: config.clientSecret, codeVerifier: login!.codeVerifier},
        {baseUrl: config.issuer},
      );
      const claims = await verifyIdToken(tokens.id_token, {issuer: config.issuer, clientId: config.clientId, nonce: login!.nonce});
      log(`ID Token verified: iss=${claims.iss} aud=${String(claims.aud)} sub=${claims.sub} provider=${claims.provider}`);
      const member = {sub: claims.sub, primaryKey: claims.primary_key, provider: claims.provider, name: claims.name};
      // A new session for the member: the one of the login is not reused (session fixation).
      return req.session.regenerate((error) => {
        if (error) return next(error);
        req.session.member = member;
        res.redirect(302, '/');
      });
    } catch (error) {
      // invalid_grant (the code used or expired) or a 5xx: the same code is never sent again.
      if (error instanceof TokenRequestError && (error.error === 'invalid_grant' || error.status >= 500)) return res.redirect(302, '/?retry=1');
      throw error;
    }
  });
  // #endregion callback

  app.post('/logout', (req, res) => {
    req.session.destroy(() => res.redirect(302, '/'));
  });
  return app;
}
