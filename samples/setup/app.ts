/**
 * The initial setup's check (/social-login/setup), before any site code exists: the reader builds
 * the authorization request by hand, opens it in a browser and sends the token request with curl.
 * This page only tells which local values replace the page's examples, and the redirect URI shows
 * the code to copy (the page says a real service's redirect URI may show nothing yet).
 *
 *   npm run sample -- setup     (starts it against the local stand-in of ソーシャルPLUS)
 */
import express from 'express';
import {escapeHtml, page} from '../shared/site';

export type SetupCheckConfig = {
  /** The stand-in's origin: it replaces both `https://sample-shop.auth.socialplus.jp` and `https://api.socialplus.jp`. */
  standInOrigin: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  apiKey: string;
};

/** The setup page's example URL with the local values put in, as its step 1 tells the reader to do. */
export function localAuthorizationUrl(config: SetupCheckConfig, exampleUrl: string): string {
  const url = new URL(exampleUrl);
  const local = new URL(`${url.pathname}${url.search}`, config.standInOrigin);
  local.searchParams.set('client_id', config.clientId);
  local.searchParams.set('redirect_uri', config.redirectUri);
  return local.toString();
}

export function createApp(config: SetupCheckConfig, exampleUrl: string): express.Express {
  const app = express();
  const row = (name: string, value: string) => `<tr><th scope="row">${escapeHtml(name)}</th><td><code>${escapeHtml(value)}</code></td></tr>`;

  app.get('/', (_req, res) => {
    const authorizationUrl = localAuthorizationUrl(config, exampleUrl);
    res.send(
      page(
        '初期設定の動作確認',
        `<p>初期設定のページの「動作を確かめる」を、このスタンドインでたどります。ページの例の値を次の値に置き換えます。</p>
<table>
${row('https://sample-shop.auth.socialplus.jp と https://api.socialplus.jp', config.standInOrigin)}
${row('CLIENT_ID', config.clientId)}
${row('CLIENT_SECRET', config.clientSecret)}
${row('redirect_uri', config.redirectUri)}
${row('API_KEY', config.apiKey)}
</table>
<p>手順 1 の URL をこの値で組み立てたものです。</p>
<p><a id="authorization-url" href="${escapeHtml(authorizationUrl)}">${escapeHtml(authorizationUrl)}</a></p>`,
      ),
    );
  });

  // The redirect URI: the code and the state to copy, nothing exchanged (the check sends the token request by hand).
  app.get('/auth/callback', (req, res) => {
    const value = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : '');
    res.send(
      page(
        'リダイレクト URI',
        `<p>code：<code id="code">${escapeHtml(value('code'))}</code></p><p>state：<code id="state">${escapeHtml(value('state'))}</code></p>${value('error') ? `<p>error：<code id="error">${escapeHtml(value('error'))}</code></p>` : ''}`,
      ),
    );
  });
  return app;
}
