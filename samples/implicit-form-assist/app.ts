/**
 * Sample site: a registration form filled by form assist (the implicit flow,
 * `response_type=id_token`, OpenID Connect version). The form page is also the redirect URI: the
 * service's script (loaded by ./register.html) asks this server for a nonce when a button is
 * pressed, and the server compares it when the form is sent, then deletes it. Showing the page
 * never touches the nonce. Express and express-session; the API key stays on the server.
 *
 *   npm run sample -- implicit-form-assist
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import {IdTokenError, verifyIdToken, type IdTokenClaims} from '../../examples/social-login/verify-id-token';
import {loginSession} from '../shared/session';
import {singleUse} from '../shared/singleUse';
import {page, type OidcSiteConfig} from '../shared/site';
import {webApiOf} from '../shared/webApi';

export function createApp(config: OidcSiteConfig): express.Express {
  const app = express();
  // The site's own members (a database in a real site).
  const members = new Map<string, {name: string; email: string}>();
  const log = config.log ?? console.log;
  const webApi = webApiOf(config);
  // The nonces not compared yet: one form submission takes each (../shared/singleUse.ts).
  const openNonces = singleUse();
  app.use(loginSession(config.sessionSecret));
  // The page as the docs show it, pointed at this site and at the service it runs against.
  const registerPage = fs
    .readFileSync(path.join(__dirname, 'register.html'), 'utf8')
    .replaceAll('https://sample-shop.auth.socialplus.jp', config.issuer)
    .replaceAll('https://shop.example.com', config.siteOrigin);

  app.get('/', (_req, res) => res.redirect(302, '/register'));

  // The form page, which is also the redirect URI: showing it creates no nonce and keeps the one
  // in the session, which the ID Token coming back to this page carries.
  app.get('/register', (_req, res) => {
    res.type('html').send(registerPage);
  });

  // #region nonce
  // Called by the form assist script when a button is pressed: a new nonce for this login, kept in
  // the session (it replaces an earlier one), opened for one use and returned to the script.
  app.post('/register/form-assist-nonce', (req, res) => {
    const nonce = crypto.randomBytes(24).toString('base64url');
    req.session.formAssistNonce = nonce;
    openNonces.open(nonce);
    log(`form assist: nonce created ${nonce}`);
    res.set('Cache-Control', 'no-store').json({nonce});
  });
  // #endregion nonce

  // #region register
  // The form: the ID Token of the hidden field is verified again here, its nonce compared with the
  // session's, which is deleted whatever the result; only the submission that takes the nonce
  // compares it (a second one, even at the same moment, does not). Without a valid ID Token the
  // member is still registered, without linking the social account.
  app.post('/register', express.urlencoded({extended: false}), async (req, res) => {
    const form = req.body as Record<string, string | undefined>;
    const nonce = req.session.formAssistNonce;
    delete req.session.formAssistNonce;
    const taken = nonce !== undefined && openNonces.take(nonce);
    let claims: IdTokenClaims | undefined;
    if (form.socialplus_id_token) {
      log(`form assist: nonce in the session at sending ${nonce ?? '(none)'}`);
      try {
        if (!nonce) throw new IdTokenError('nonce', 'no nonce in the session: already compared, or never created');
        if (!taken) throw new IdTokenError('nonce', 'the nonce was taken by another submission of the form');
        claims = await verifyIdToken(form.socialplus_id_token, {issuer: config.issuer, clientId: config.clientId, nonce});
      } catch (error) {
        if (!(error instanceof IdTokenError)) throw error;
        log(`form assist: ID Token not used (${error.reason})`);
      }
    }
    if (claims?.primary_key) {
      return res.send(page('登録済みです', '<p id="result">このアカウントは登録済みです。ログインしてください。</p>'));
    }
    const memberId = `member-${String(members.size + 1).padStart(6, '0')}`;
    members.set(memberId, {name: form.name ?? '', email: form.email ?? ''});
    if (claims) {
      await webApi('map', {identifier: claims.sub, primary_key: memberId});
    }
    const linked = claims ? 'ソーシャルアカウントと紐付けました。' : 'ソーシャルアカウントとは紐付けずに登録しました。';
    return res.send(page('登録しました', `<p>会員 ID：<code id="member-id">${memberId}</code></p><p id="result">${linked}</p>`));
  });
  // #endregion register

  return app;
}
