/**
 * The flows the site teaches, each a sample site run against the local stand-in of ソーシャルPLUS:
 * `npm run sample -- <flow>` starts one for a reader, and tests/flows/ drives each in a browser.
 * `pages` are the flow's pages whose 「動作を確かめる」 steps the flow tests execute.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import crypto from 'node:crypto';
import type {StandIn} from '../stand-in';
import type {OidcSiteConfig} from './shared/site';
import {createApp as authorizationCode} from './authorization-code/app';
import {createApp as hybrid} from './hybrid/app';
import {createApp as implicitFormAssist} from './implicit-form-assist/app';
import {createApp as legacyLogin} from './legacy-login/app';
import {createApp as messagingSender} from './messaging-sender/app';
import {createApp as memberSite} from './member-site/app';
import {createApp as setupCheck} from './setup/app';
import {setupCheckCode} from './setup/pageCode';
import {testUsers} from '../stand-in/users';
import {createWebhookReceiver, type WebhookEvent} from '../examples/legacy/webhook-receiver';

export type RunningSample = {
  url: string;
  /** The Webhook events the sample's receiver processed, and the API keys it accepts (new first). */
  webhooks?: {events: WebhookEvent[]; apiKeys: string[]};
  /** The lines an OpenID Connect sample's server logged, oldest first (also printed). */
  log?: string[];
  /** The client the sample registered (a test sends its own requests with it). */
  client?: {clientId: string; clientSecret: string; redirectUri: string};
  close: () => Promise<void>;
};

export type Flow = {
  name: string;
  /** One line for `npm run sample -- --list`. */
  summary: string;
  pages: string[];
  start: (standIn: StandIn, port: number) => Promise<RunningSample>;
};

/** A log that prints each line and keeps it for the tests. */
function logTo(lines: string[]): ((line: string) => void) & {lines: string[]} {
  return Object.assign(
    (line: string) => {
      lines.push(line);
      console.log(line);
    },
    {lines},
  );
}

/** Serves an Express app on loopback; port 0 takes a free one. */
async function serve(app: http.RequestListener, port: number): Promise<{origin: string; server: http.Server}> {
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server};
}

/** Starts an OpenID Connect sample: its server first (its origin is the redirect URI's), then its client registration. */
async function startOidcSample(
  createApp: (config: OidcSiteConfig) => http.RequestListener,
  redirectPath: string,
  standIn: StandIn,
  port: number,
): Promise<RunningSample> {
  const clientId = 'sample-shop-web';
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  let app: http.RequestListener = () => undefined;
  const {origin, server} = await serve((req, res) => app(req, res), port);
  const log = logTo([]);
  app = createApp({
    siteOrigin: origin,
    serviceId: 'sample-shop',
    issuer: standIn.oidcOrigin,
    clientId,
    clientSecret,
    loginProviderIdentifier: standIn.loginProviderIdentifier,
    apiBase: standIn.oidcOrigin,
    apiKey: standIn.apiKey,
    sessionSecret: crypto.randomBytes(24).toString('base64url'),
    log,
  });
  const redirectUri = `${origin}${redirectPath}`;
  standIn.register({clientId, clientSecret, redirectUris: [redirectUri]});
  return {
    url: `${origin}/`,
    log: log.lines,
    client: {clientId, clientSecret, redirectUri},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The setup page's check: a client registered as the page's example, the values to use, and a redirect URI that shows the code. */
async function startSetupCheck(standIn: StandIn, port: number): Promise<RunningSample> {
  let app: http.RequestListener = () => undefined;
  const {origin, server} = await serve((req, res) => app(req, res), port);
  const client = {clientId: 'sample-shop-web', clientSecret: crypto.randomBytes(24).toString('base64url'), redirectUri: `${origin}/auth/callback`};
  standIn.register({clientId: client.clientId, clientSecret: client.clientSecret, redirectUris: [client.redirectUri]});
  app = setupCheck({standInOrigin: standIn.oidcOrigin, apiKey: standIn.apiKey, ...client}, setupCheckCode().authorizationUrl);
  return {url: `${origin}/`, client, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/** Starts the legacy login sample and registers its host as a callback domain. */
async function startLegacySample(standIn: StandIn, port: number): Promise<RunningSample> {
  let app: http.RequestListener = () => undefined;
  const {origin: loopback, server} = await serve((req, res) => app(req, res), port);
  // A callback URL may be http only on localhost, and a callback domain is never an IP address.
  const origin = loopback.replace('//127.0.0.1:', '//localhost:');
  app = legacyLogin({
    siteOrigin: origin,
    authBase: standIn.legacy.origin,
    apiBase: standIn.legacy.origin,
    accountId: standIn.legacy.accountId,
    serviceId: standIn.legacy.serviceId,
    apiKey: standIn.legacy.apiKey,
    sessionSecret: crypto.randomBytes(24).toString('base64url'),
  });
  standIn.legacy.registerCallbackHost(new URL(origin).hostname);
  return {url: `${origin}/`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

/**
 * The legacy login sample with the Webhook receiver the pages teach, registered as the Webhook URL:
 * a registration (map) sends a map event, which the receiver logs.
 */
async function startWebhookSample(standIn: StandIn, port: number): Promise<RunningSample> {
  const site = await startLegacySample(standIn, port);
  const events: WebhookEvent[] = [];
  // Read at each request: a test adds the new key in front when it replaces the API key.
  const apiKeys = [standIn.legacy.apiKey];
  const receiver = createWebhookReceiver({
    apiKey: apiKeys,
    handle(event) {
      events.push(event);
      console.log(`Webhook: ${event.type} ${event.event_id} ${JSON.stringify(event.payload)}`);
    },
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  standIn.legacy.registerWebhook(`http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhooks/socialplus`);
  return {
    ...site,
    webhooks: {events, apiKeys},
    close: async () => {
      await site.close();
      await new Promise((resolve) => receiver.server.close(resolve));
    },
  };
}

/** The Messaging API sender, against the stand-in's Messaging API. */
async function startMessagingSample(standIn: StandIn, port: number): Promise<RunningSample> {
  const {origin, server} = await serve(
    messagingSender({
      apiBase: standIn.messaging.origin,
      apiKey: standIn.messaging.apiKey,
      exampleLineUid: testUsers[0].providerUid,
      shipmentTemplate: standIn.messaging.templateOf('shipment_completions')!,
    }),
    port,
  );
  return {url: `${origin}/`, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

export const flows: Flow[] = [
  {
    name: 'setup',
    summary: 'OpenID Connect 版：初期設定の確認（ブラウザーと curl で認可リクエストとトークンリクエスト）',
    pages: ['docs/social-login/setup.mdx', 'docs/social-login/available-profiles.mdx', 'docs/social-login/providers/overview.mdx'],
    start: startSetupCheck,
  },
  {
    name: 'authorization-code',
    summary: 'OpenID Connect 版：認可コードフロー（PKCE）',
    pages: [
      'docs/social-login/index.mdx',
      'docs/social-login/authorization-code/overview.mdx',
      'docs/social-login/authentication/overview.mdx',
      'docs/social-login/keep-profiles.mdx',
    ],
    start: (standIn, port) => startOidcSample(authorizationCode, '/auth/callback', standIn, port),
  },
  {
    name: 'hybrid',
    summary: 'OpenID Connect 版：ハイブリッドフロー（code id_token）',
    pages: ['docs/social-login/hybrid/overview.mdx'],
    start: (standIn, port) => startOidcSample(hybrid, '/auth/callback', standIn, port),
  },
  {
    name: 'member-site',
    summary: 'OpenID Connect 版：会員登録、ログイン、マイページでの連携と解除、退会（導入の場面）',
    pages: [
      'docs/social-login/introduction/overview.mdx',
      'docs/social-login/introduction/registration.mdx',
      'docs/social-login/introduction/login.mdx',
      'docs/social-login/introduction/mypage.mdx',
      'docs/social-login/introduction/associate.mdx',
      'docs/social-login/introduction/dissociate.mdx',
      'docs/social-login/introduction/withdraw.mdx',
    ],
    start: (standIn, port) => startOidcSample(memberSite, '/auth/callback', standIn, port),
  },
  {
    name: 'implicit-form-assist',
    summary: 'OpenID Connect 版：インプリシットフローとフォームアシスト（会員登録フォームの自動入力）',
    pages: [
      'docs/social-login/implicit/overview.mdx',
      'docs/social-login/form-assist/overview.mdx',
      'docs/social-login/form-assist/field-types.mdx',
      'docs/social-login/introduction/form-assist.mdx',
    ],
    start: (standIn, port) => startOidcSample(implicitFormAssist, '/register', standIn, port),
  },
  {
    name: 'legacy-login',
    summary: 'ワンタイムトークン版：ソーシャルログイン、会員 ID の紐付け（map）、連携の追加と解除、統合（merge_user）',
    pages: [
      'docs/social-login/legacy/index.mdx',
      'docs/social-login/legacy/social-login/overview.mdx',
      'docs/social-login/legacy/social-login/callback-parameters.mdx',
      'docs/social-login/legacy/social-login/authenticate-url.mdx',
      'docs/social-login/legacy/social-login/callback-url.mdx',
      'docs/social-login/legacy/social-login/login-button.mdx',
      'docs/social-login/legacy/form-assist/overview.mdx',
      'docs/social-login/legacy/form-assist/implementation.mdx',
      'docs/social-login/legacy/profile/overview.mdx',
      'docs/social-login/legacy/native-app-integration/overview.mdx',
    ],
    start: startLegacySample,
  },
  {
    name: 'legacy-webhook',
    summary: 'ワンタイムトークン版：Webhook の受信（会員登録で届く map イベント）',
    pages: ['docs/social-login/legacy/webhook-references/event-received.mdx'],
    start: startWebhookSample,
  },
  {
    name: 'messaging-sender',
    summary: 'メッセージマネージャー：Messaging API でテキスト、フレックス、通知メッセージを送り、状況を読む',
    pages: ['docs/message/messaging-api-references/getting-started.mdx', 'docs/message/index.mdx'],
    start: startMessagingSample,
  },
];
