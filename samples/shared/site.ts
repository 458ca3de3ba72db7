/**
 * What the sample sites share: their settings and a plain HTML page. Each sample reads its
 * settings from here so that its own file holds only the flow the pages teach.
 */

/** A sample site of the OpenID Connect version and the service it logs in with. */
export type OidcSiteConfig = {
  /** Where the site itself is served (`https://shop.example.com`); the redirect URI is under it. */
  siteOrigin: string;
  /** The service ID (`sample-shop`). */
  serviceId: string;
  /**
   * The service's authorization host, which is also the ID Token's `iss`:
   * `https://{service ID}.auth.socialplus.jp`, or the local stand-in's origin.
   */
  issuer: string;
  clientId: string;
  /** Kept on the server only. */
  clientSecret: string;
  /** The identifier of the login provider setting, shown in the manager. */
  loginProviderIdentifier: string;
  /** The Web API's host: `https://api.socialplus.jp`, or the stand-in's origin. */
  apiBase: string;
  /** The service's API key for the Web API. Kept on the server only. */
  apiKey: string;
  /** Signs the session cookie. */
  sessionSecret: string;
  /** Where the server's log lines go; the console when absent. */
  log?: (line: string) => void;
};

/** A sample site of the one-time-token version (legacy) and the service it logs in with. */
export type LegacySiteConfig = {
  siteOrigin: string;
  /** The social login URL's host: `https://{認証サブドメイン}.auth.socialplus.jp`, or the stand-in's origin. */
  authBase: string;
  /** The Web API's host: `https://api.socialplus.jp`, or the stand-in's origin. */
  apiBase: string;
  accountId: string;
  serviceId: string;
  /** Kept on the server only. */
  apiKey: string;
  sessionSecret: string;
};

/** A sample site that sends through the message manager's Messaging API v2. */
export type MessagingSiteConfig = {
  /** The API's host: `https://msgapi.socialplus.jp`, or the stand-in's origin. */
  apiBase: string;
  /** The message manager's API key (X-API-Key). Kept on the server only. */
  apiKey: string;
  /** The LINE user ID the form offers (a friend of the channel: a test person's, on the stand-in). */
  exampleLineUid: string;
  /** The identifier of the shop's shipment-completion notification template. */
  shipmentTemplate: string;
};

/** Text made safe to put into HTML, element content or attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small HTML page: the title as <h1>, then `body` (already HTML). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | サンプルショップ</title>
<h1>${escapeHtml(title)}</h1>
${body}
</html>`;
}
