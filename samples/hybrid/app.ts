/**
 * Sample site: login with the hybrid flow (`response_type=code id_token`, OpenID Connect version).
 * The result comes back in the URL fragment, which only the browser sees: the redirect URI's page
 * reads it (./callback.js) and posts it to the server, which checks state, the ID Token (nonce and
 * c_hash), sends the token request and checks that both ID Tokens name the same user. Express and
 * express-session; state, nonce and code_verifier stay in the server session.
 *
 *   npm run sample -- hybrid
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import {createAuthorizationRequest} from '../../examples/social-login/pkce';
import {requestToken, TokenRequestError} from '../../examples/social-login/token-request';
import {IdTokenError, verifyIdToken} from '../../examples/social-login/verify-id-token';
import {loginSession} from '../shared/session';
import {singleUse} from '../shared/singleUse';
import {page, type OidcSiteConfig} from '../shared/site';

const callbackScript = fs.readFileSync(path.join(__dirname, 'callback.js'), 'utf8');

export function createApp(config: OidcSiteConfig): express.Express {
  const app = express();
  const redirectUri = `${config.siteOrigin}/auth/callback`;
  // The logins under way, by state: one post of the page takes each (../shared/singleUse.ts).
  const openLogins = singleUse();
  app.use(loginSession(config.sessionSecret));

  app.get('/', (req, res) => {
    const member = req.session.member;
    res.send(
      member
        ? page('ログインしました', `<p>ソーシャルPLUS ID：<code id="sub">${member.sub}</code></p>`)
        : page('ログイン', '<a id="login" href="/login">LINE でログイン</a>'),
    );
  });

  // #region start
  // The login starts here: state, nonce (required in this flow) and code_verifier stay in the
  // session, and the state is opened for one use.
  app.get('/login', async (req, res) => {
    const {url, session: login} = await createAuthorizationRequest({
      serviceId: config.serviceId,
      baseUrl: config.issuer,
      loginProvider: 'line',
      loginProviderIdentifier: config.loginProviderIdentifier,
      clientId: config.clientId,
      redirectUri,
      responseType: 'code id_token',
      scope: 'openid profile',
    });
    req.session.login = login;
    openLogins.open(login.state);
    res.redirect(302, url.toString());
  });
  // #endregion start

  // The redirect URI's page: it neither creates nor deletes the login's values; its script reads
  // the fragment, clears it from the address bar and posts the values back here.
  app.get('/auth/callback', (_req, res) => {
    res.send(page('ログインしています', `<p id="greeting"></p><p id="result"></p><script>${callbackScript}</script>`));
  });

  // #region callback
  // The values the page posted: the login's values are read once and deleted, whatever happens;
  // only the post that takes the state goes on (a second one, even at the same moment, does not).
  app.post('/auth/callback', express.urlencoded({extended: false}), async (req, res, next) => {
    const login = req.session.login;
    delete req.session.login;
    const {code, state, id_token: idToken} = req.body as Record<string, string | undefined>;
    if (!login || !openLogins.take(login.state) || !state || state !== login.state) return res.status(400).json({error: 'state'});
    if (!code || !idToken) return res.status(400).json({error: 'missing'});
    try {
      // The ID Token of the redirect: nonce of this login, and c_hash binds it to this code.
      const fromRedirect = await verifyIdToken(idToken, {issuer: config.issuer, clientId: config.clientId, nonce: login.nonce, code});
      const tokens = await requestToken(
        {code, redirectUri, clientId: config.clientId, clientSecret: config.clientSecret, codeVerifier: login.codeVerifier},
        {baseUrl: config.issuer},
      );
      const fromToken = await verifyIdToken(tokens.id_token, {issuer: config.issuer, clientId: config.clientId, nonce: login.nonce});
      if (fromToken.iss !== fromRedirect.iss || fromToken.sub !== fromRedirect.sub) return res.status(400).json({error: 'sub'});
      const member = {sub: fromToken.sub, primaryKey: fromToken.primary_key, provider: fromToken.provider, name: fromToken.name};
      // A new session for the member: the one of the login is not reused (session fixation).
      return req.session.regenerate((error) => {
        if (error) return next(error);
        req.session.member = member;
        res.json({sub: member.sub});
      });
    } catch (error) {
      if (error instanceof IdTokenError) return res.status(400).json({error: error.reason});
      // invalid_grant (the code used or expired) or a 5xx: the same code is never sent again; the login starts over.
      if (error instanceof TokenRequestError && (error.error === 'invalid_grant' || error.status >= 500)) return res.status(400).json({error: 'token'});
      throw error;
    }
  });
  // #endregion callback

  return app;
}
