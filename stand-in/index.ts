/**
 * A local stand-in of ソーシャルPLUS, for the flow tests and for readers (`npm run sample`): each
 * service on a loopback port of its own, every operation held to its OpenAPI document at run time
 * (./documentService.ts). Starts with no client registered: a sample site registers its own, with
 * the redirect URI it listens on.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {documentService, send, type DocumentService, type Exchange, type Received} from './documentService';
import {oidcService, type OidcClient} from './oidc';
import {legacyService, type LegacyProviderSetting, type NativeAppSetting} from './legacy';
import {messagingService, type MessagingManager, type MessagingSwitches} from './messaging';
import {apiError, contractGrants} from './webApi';
import {faultInjector, type Faults} from './faults';
import type {WebhookDelivery} from './webhooks';
import {clock} from './clock';
import type {TestUser} from './users';

/** An end user as the message manager lists it. */
type ListedEndUser = {identifiers: {type: string; value: string}[]; tags: string[]};

export type StandIn = {
  /**
   * The authorization host and the Web API host of the OpenID Connect version (one origin here),
   * which also serves the form assist script at /form-assist/v1/form-assist.js.
   */
  oidcOrigin: string;
  /** The OpenID Connect version's API key for its Web API. */
  apiKey: string;
  /** Grants or withholds a Web API operation of the OpenID Connect version (code 12 while withheld), as the service's contract does. */
  setGranted: (operationId: string, granted: boolean) => void;
  /** Misbehaviour of any service on demand: 429s, 500s (./faults.ts). */
  faults: Pick<Faults, 'add' | 'clear'>;
  /** The login provider's pages. */
  providerOrigin: string;
  register: (client: OidcClient) => void;
  /** The identifier of the stand-in's LINE login provider setting (Yahoo! JAPAN's is `5c2e8a41`, Google's `4b7e9d02`). */
  loginProviderIdentifier: string;
  /** Switches a login provider setting on or off, as the manager does. */
  setLoginProviderEnabled: (identifier: string, enabled: boolean) => void;
  /** The ソーシャルPLUS user of a provider account now (OpenID Connect version), if it has one. */
  oidcUserOf: (account: TestUser) => {identifier: string; primaryKey: string | null; providers: string[]} | undefined;
  /** Moves the stand-in's clock on, so that codes and tokens expire. */
  advanceClock: (seconds: number) => void;
  /** Every answer of the stand-in that its document does not allow, since it started. */
  violations: () => string[];
  /** Every operation the stand-in answered, with its status, oldest first. */
  exchanges: () => Exchange[];
  /** The legacy version's social login URL host and Web API host (one origin here), and its service. */
  legacy: {
    origin: string;
    accountId: string;
    serviceId: string;
    apiKey: string;
    /** Registers a callback domain, as the social login manager does. */
    registerCallbackHost: (host: string) => void;
    /** The manager's switches for a login provider. */
    provider: (name: string) => LegacyProviderSetting;
    /** The manager's 「ネイティブアプリ連携」 setting (off at the start); the providers' SDK login is `POST {providerOrigin}/sdk/login`. */
    nativeApp: NativeAppSetting;
    /** A ソーシャルPLUS user as the manager's user list shows it. */
    user: (identifier: string) => Record<string, unknown> | undefined;
    /** The providers a ソーシャルPLUS user is linked with, oldest first. */
    providersOf: (identifier: string) => string[] | undefined;
    /** Registers the Webhook URL, as the manager does. */
    registerWebhook: (url: string) => void;
    /** The Webhook URL registered now, if any. */
    webhookUrl: () => string | undefined;
    /** Every Webhook delivery so far, redeliveries included, oldest first. */
    webhookDeliveries: () => WebhookDelivery[];
    /** Sends the redeliveries whose time has come on the stand-in's clock. */
    redeliverDue: () => Promise<void>;
    /** Replaces the API key (as a reissue by support does) and returns the new one. */
    rotateApiKey: () => string;
    /** Grants or withholds a Web API operation (code 12 while withheld), as the service's contract does. */
    setGranted: (operationId: string, granted: boolean) => void;
  };
  /** The message manager's Messaging API v2. */
  messaging: {
    origin: string;
    /** The service's API key (X-API-Key). */
    apiKey: string;
    /** The manager's side a test sets: LINE refusing sends, delivery events not arriving, a rate limit. */
    switches: MessagingSwitches;
    /** What the manager creates in the service: tags, list segments, rich menus, notification templates. */
    manager: MessagingManager;
    /**
     * A second service of the message manager, empty at the start: its own key, end users, tags,
     * segments, rich menus, templates and messages. A request with its key is its request.
     */
    otherService: {apiKey: string; manager: MessagingManager; endUsers: () => ListedEndUser[]};
    /** An end user as the manager's list shows it. */
    endUser: (identifier: {type: string; value: string}) => ListedEndUser | undefined;
    /** The manager's list of end users, oldest first. */
    endUsers: () => ListedEndUser[];
    /** A person adds the LINE official account as a friend (LINE's follow event): their new LINE user ID. */
    friendAdded: () => string;
    /** The content of each message that reached a LINE user, oldest first. */
    receivedOnLine: (lineUid: string) => unknown[];
    /** The template identifier of a notification type (the document's example). */
    templateOf: (type: string) => string | undefined;
    /** The identifiers of the end users a rich menu is shown to. */
    richMenuRecipients: (identifier: string) => {type: string; value: string}[][];
    /** The identifiers of the end users of a list segment. */
    segmentMembers: (identifier: string) => {type: string; value: string}[][];
    /** Every request that reached the Messaging API, as it came, oldest first. */
    received: () => Received[];
  };
  close: () => Promise<void>;
};

export type StandInPorts = {oidc?: number; provider?: number; legacy?: number; messaging?: number};

async function listen(server: http.Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function formOf(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Starts the stand-in on loopback; port 0 (the default) takes any free port. */
export async function startStandIn(ports: StandInPorts = {}): Promise<StandIn> {
  const time = clock();
  const clients: OidcClient[] = [];
  const loginProviderIdentifier = '8f3a2c1d';
  let providerOrigin = '';
  const newApiKey = () => crypto.randomBytes(20).toString('hex');
  const oidcApiKey = newApiKey();
  const disabledLoginProviders = new Set<string>();
  const oidc = oidcService({
    clients,
    loginProviders: {[loginProviderIdentifier]: 'line', '5c2e8a41': 'yahoo', '4b7e9d02': 'google'},
    clock: time,
    providerOrigin: () => providerOrigin,
    apiKey: oidcApiKey,
    disabled: disabledLoginProviders,
  });
  const callbackHosts: string[] = [];
  const sentViolations: string[] = [];
  const legacySettings = {
    accountId: 'example-account',
    serviceId: 'example-service',
    apiKey: newApiKey(),
    callbackHosts,
    clock: time,
    providerOrigin: () => providerOrigin,
    violations: sentViolations,
  };
  const legacy = legacyService(legacySettings);
  const faults = faultInjector(['social-login-oidc', 'social-login', 'social-login-legacy', 'messaging-api-v2']);
  const oidcGrants = contractGrants('social-login', oidc.webApiHandlers, () => oidcApiKey);
  const legacyGrants = contractGrants('social-login-legacy', legacy.handlers, () => legacySettings.apiKey);
  // A request the OpenID Connect document does not allow: the authorization endpoint's error
  // redirect, or the token endpoint's invalid_request.
  const oidcDocument = await documentService(
    'social-login-oidc',
    oidc.handlers,
    (request, problems) =>
      request.operationId === 'authorize'
        ? oidc.invalidAuthorization(request.query, problems)
        : {status: 400, json: {error: 'invalid_request', error_description: problems.join('; ')}},
    faults,
  );
  // A request the legacy document does not allow: the error screen for the login URLs; for the Web
  // API and the injection API, code 5 for a missing parameter, 7 for a provider the injection API
  // does not take (apple, yahoo, twitter), else 6.
  const legacyDocument = await documentService(
    'social-login-legacy',
    legacy.handlers,
    (request, problems) =>
      // By name: authenticated_user, of the Web API, starts with the same word.
      request.operationId === 'authenticate' || request.operationId === 'authenticateLogin'
        ? {status: 400, html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>エラー</title><p>${problems.join('; ')}</p></html>`}
        : apiError(problems.some((problem) => /required/.test(problem)) ? 5 : problems.some((problem) => problem.startsWith('/path/')) ? 7 : 6),
    faults,
  );
  const oidcWebApiDocument = await documentService(
    'social-login',
    oidc.webApiHandlers,
    (_request, problems) => apiError(problems.some((problem) => /required/.test(problem)) ? 5 : 6),
    faults,
  );
  const messagingKey = () => `mm-${crypto.randomBytes(16).toString('hex')}`;
  const messaging = messagingService({apiKey: messagingKey(), otherApiKey: messagingKey(), clock: time});
  const messagingDocument = await documentService('messaging-api-v2', messaging.handlers, messaging.invalid, faults);
  const services: DocumentService[] = [oidcDocument, oidcWebApiDocument, legacyDocument, messagingDocument];

  // Each server answers the operations of its documents, then its own pages, then 404.
  const serveDocuments = (documents: DocumentService[], pages: (req: http.IncomingMessage, res: http.ServerResponse) => boolean = () => false) =>
    http.createServer((req, res) => {
      void (async () => {
        for (const document of documents) if (await document.handle(req, res)) return;
        if (!pages(req, res)) send(res, {status: 404, html: `not an operation of ${documents.map((document) => `${document.name}.yaml`).join(' or ')}`});
      })();
    });
  const formAssistScript = fs.readFileSync(path.join(__dirname, 'form-assist.js'), 'utf8');
  const oidcServer = serveDocuments([oidcDocument, oidcWebApiDocument], (req, res) => {
    if (req.method !== 'GET' || req.url !== '/form-assist/v1/form-assist.js') return false;
    res.writeHead(200, {'Content-Type': 'text/javascript; charset=utf-8'}).end(formAssistScript);
    return true;
  });
  const legacyServer = serveDocuments([legacyDocument]);
  const messagingServer = serveDocuments([messagingDocument]);
  const providerServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider');
    if (req.method === 'GET' && url.pathname === '/login') return send(res, oidc.loginPage(url.searchParams.get('request') ?? ''));
    if (req.method === 'POST' && url.pathname === '/consent') return void formOf(req).then(async (form) => send(res, await oidc.consent(form)));
    if (req.method === 'GET' && url.pathname === '/legacy/login') return send(res, legacy.loginPage(url.searchParams.get('request') ?? ''));
    if (req.method === 'POST' && url.pathname === '/legacy/consent') return void formOf(req).then((form) => send(res, legacy.consent(form)));
    if (req.method === 'POST' && url.pathname === '/sdk/login') return void formOf(req).then((form) => send(res, legacy.sdkLogin(form)));
    send(res, {status: 404, html: 'not found'});
  });

  const oidcOrigin = await listen(oidcServer, ports.oidc ?? 0);
  providerOrigin = await listen(providerServer, ports.provider ?? 0);
  const legacyOrigin = await listen(legacyServer, ports.legacy ?? 0);
  const messagingOrigin = await listen(messagingServer, ports.messaging ?? 0);
  // Redeliveries fall due on the stand-in's clock; a reader's run sends them as real time passes.
  const redeliveries = setInterval(() => void legacy.webhooks.redeliverDue(), 1000);
  redeliveries.unref();
  return {
    oidcOrigin,
    providerOrigin,
    apiKey: oidcApiKey,
    setGranted: oidcGrants.setGranted,
    faults: {add: faults.add, clear: faults.clear},
    loginProviderIdentifier,
    register: (client) => clients.push(client),
    setLoginProviderEnabled: (identifier, enabled) => void (enabled ? disabledLoginProviders.delete(identifier) : disabledLoginProviders.add(identifier)),
    oidcUserOf: oidc.userOf,
    advanceClock: time.advance,
    violations: () => [...services.flatMap((service) => service.violations), ...sentViolations],
    exchanges: () => services.flatMap((service) => service.exchanges),
    legacy: {
      origin: legacyOrigin,
      accountId: legacySettings.accountId,
      serviceId: legacySettings.serviceId,
      get apiKey() {
        return legacySettings.apiKey;
      },
      registerCallbackHost: (host) => callbackHosts.push(host),
      registerWebhook: legacy.webhooks.register,
      webhookUrl: () => legacy.webhooks.url(),
      webhookDeliveries: () => legacy.webhooks.deliveries,
      redeliverDue: () => legacy.webhooks.redeliverDue(),
      rotateApiKey: () => (legacySettings.apiKey = newApiKey()),
      setGranted: legacyGrants.setGranted,
      provider: legacy.provider,
      nativeApp: legacy.nativeApp,
      user: legacy.userOf,
      providersOf: legacy.providersOf,
    },
    messaging: {
      origin: messagingOrigin,
      apiKey: messaging.apiKey,
      switches: messaging.switches,
      manager: messaging.manager,
      otherService: messaging.otherService,
      endUser: messaging.endUser,
      endUsers: messaging.endUsers,
      friendAdded: messaging.friendAdded,
      receivedOnLine: messaging.receivedOnLine,
      templateOf: messaging.templateOf,
      richMenuRecipients: messaging.richMenuRecipients,
      segmentMembers: messaging.segmentMembers,
      received: () => messagingDocument.received,
    },
    close: async () => {
      clearInterval(redeliveries);
      await Promise.all([oidcServer, providerServer, legacyServer, messagingServer].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
