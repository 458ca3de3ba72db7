/**
 * The legacy one-time-token version (openapi/social-login-legacy.yaml): the social login URL and
 * its login-only variant, the login provider's step (a page of the stand-in's provider origin), the
 * callback with `status` and the one-time token, and the Web API operations with their state. Web
 * API errors come from the site's error catalogue (src/data/errors/webApi.ts).
 */
import crypto from 'node:crypto';
import {webApiErrors} from '../src/data/errors/webApi';
import {siteValue} from '../src/data/values';
import type {Answer, Handler} from './documentService';
import type {Clock} from './clock';
import {testUsers, type TestUser} from './users';
import {webhookSender} from './webhooks';

export type LegacySettings = {
  accountId: string;
  serviceId: string;
  /** The service's API key; rotating it replaces it. */
  apiKey: string;
  /** Host names registered as callback domains in the social login manager. */
  callbackHosts: string[];
  clock: Clock;
  providerOrigin: () => string;
  /** Where the stand-in records what it sent that its document does not allow. */
  violations: string[];
};

/** What the manager says of a login provider: a test switches it off or breaks its secret. */
export type LegacyProviderSetting = {enabled: boolean; secretValid: boolean};

type LegacyUser = {
  person: TestUser;
  primaryKey: string | null;
  mappedAt: string | null;
  createdAt: string;
  lastLoggedInAt: string | null;
  lastLoggedInProvider: string | null;
  loginCount: number;
};

type PendingLogin = {callback: URL; provider: string; loginOnly: boolean};

const tokenLifetimeSeconds = Number(siteValue('legacy.oneTimeTokenLifetime').value) * 60;
/** A time as the Web API and the Webhooks write it: ISO 8601 in Japan time. */
const isoAt = (seconds: number) => new Date((seconds + 9 * 3600) * 1000).toISOString().replace(/\.\d+Z$/, '+09:00');

/** The error answer of catalogue code `code`, as every Web API operation sends it. */
export function apiError(code: number): Answer {
  const entry = webApiErrors.find((error) => error.code === code);
  if (!entry) throw new Error(`no Web API error code ${code} in src/data/errors/webApi.ts`);
  return {status: entry.status, json: {status: 'failed', error: {code, message: entry.message}}};
}

const errorScreen = (status: number, message: string): Answer => ({
  status,
  html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>エラー</title><h1>エラー</h1><p>${message}</p></html>`,
});

export function legacyService(settings: LegacySettings) {
  const providers: Record<string, LegacyProviderSetting> = {line: {enabled: true, secretValid: true}};
  // A test person becomes a ソーシャルPLUS user at their first login.
  const users = new Map<string, LegacyUser>();
  const now = () => settings.clock.now();
  const addUser = (person: TestUser, primaryKey: string | null) =>
    users.set(person.identifier, {person, primaryKey, mappedAt: primaryKey ? isoAt(now()) : null, createdAt: isoAt(now()), lastLoggedInAt: null, lastLoggedInProvider: null, loginCount: 0});
  const pending = new Map<string, PendingLogin>();
  const webhooks = webhookSender({clock: settings.clock, apiKey: () => settings.apiKey, violations: settings.violations});
  const tokens = new Map<string, {identifier: string; expiresAt: number; used: boolean}>();

  const userJson = (user: LegacyUser) => ({
    identifier: user.person.identifier,
    primary_key: user.primaryKey,
    mapped_at: user.mappedAt,
    created_at: user.createdAt,
    last_logged_in_at: user.lastLoggedInAt,
    last_logged_in_provider: user.lastLoggedInProvider,
    login_count: user.loginCount,
  });

  /** The callback URL with the result added to the query it already has (its `state`). */
  function back(login: PendingLogin, result: Record<string, string>): Answer {
    const url = new URL(login.callback);
    for (const [name, value] of Object.entries(result)) url.searchParams.set(name, value);
    return {status: 302, location: url.toString()};
  }

  function start(params: Record<string, string>, query: Record<string, string>, loginOnly: boolean): Answer {
    if (params.account_id !== settings.accountId || params.service_id !== settings.serviceId) return errorScreen(404, 'アカウント ID かサービス ID が誤っています。');
    let callback: URL;
    try {
      callback = new URL(query.callback);
    } catch {
      return errorScreen(400, 'callback が URL ではありません。');
    }
    if (!settings.callbackHosts.includes(callback.hostname) || callback.hash) return errorScreen(400, 'callback のドメインが登録されていません。');
    const login: PendingLogin = {callback, provider: params.provider, loginOnly};
    const setting = providers[params.provider];
    if (!setting?.enabled) return back(login, {status: 'failed', reason: 'invalid_request'});
    const id = crypto.randomBytes(16).toString('base64url');
    pending.set(id, login);
    return {status: 302, location: `${settings.providerOrigin()}/legacy/login?request=${id}`};
  }

  /** Checks the API key: undefined when it is the service's. */
  const keyProblem = (query: Record<string, string>) => (query.key === settings.apiKey ? undefined : apiError(1));

  const handlers: Record<string, Handler> = {
    authenticate: ({params, query}) => start(params, query, false),
    authenticateLogin: ({params, query}) => start(params, query, true),

    authenticated_user({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const held = tokens.get(query.token ?? '');
      if (!held || held.used || now() > held.expiresAt) return apiError(4);
      held.used = true;
      return {status: 200, json: {status: 'ok', user: userJson(users.get(held.identifier)!)}};
    },

    async map({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      if (!query.identifier || !query.primary_key) return apiError(5);
      const user = users.get(query.identifier ?? '');
      if (!user) return apiError(7);
      if (user.primaryKey && user.primaryKey !== query.primary_key && String(query.overwrite) !== 'true') return apiError(8);
      const previous = user.primaryKey;
      user.primaryKey = query.primary_key;
      user.mappedAt = isoAt(now());
      if (previous !== user.primaryKey) await webhooks.send('map', {identifier: user.person.identifier, primary_key: user.primaryKey, previous_primary_key: previous, mapped_at: user.mappedAt});
      return {status: 200, json: {status: 'ok', user: userJson(user)}};
    },
  };

  /** The provider's login page: one button per test person, and a cancel button. */
  function loginPage(id: string): Answer {
    const login = pending.get(id);
    if (!login) return errorScreen(400, 'このログインの要求は見つかりません。');
    const buttons = testUsers.filter((person) => person.provider === login.provider).map((person) => `<button name="person" value="${person.identifier}">${person.name} としてログインする</button>`);
    return {
      status: 200,
      html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>${login.provider} のログイン（スタンドイン）</title>
<h1>${login.provider} のログイン（スタンドイン）</h1>
<p>ソーシャルPLUS ワンタイムトークン版のスタンドインです。ログインするユーザーを選ぶか、キャンセルしてください。</p>
<form method="post" action="/legacy/consent"><input type="hidden" name="request" value="${id}">
${buttons.join('\n')}
<button name="cancel" value="1">キャンセル</button></form></html>`,
    };
  }

  /** The tester's choice: back to the callback URL with the result, as ソーシャルPLUS sends it. */
  function consent(form: Record<string, string>): Answer {
    const login = pending.get(form.request ?? '');
    if (!login) return loginPage('');
    pending.delete(form.request);
    if (form.cancel) return back(login, {status: 'canceled'});
    if (!providers[login.provider].secretValid) return back(login, {status: 'failed', reason: 'provider_error'});
    const person = testUsers.find((candidate) => candidate.identifier === form.person);
    if (!person) return back(login, {status: 'failed', reason: 'provider_error'});
    if (!users.has(person.identifier)) {
      if (login.loginOnly) return back(login, {status: 'failed', reason: 'signup_refused'});
      addUser(person, null);
    }
    const user = users.get(person.identifier)!;
    user.loginCount += 1;
    user.lastLoggedInAt = isoAt(now());
    user.lastLoggedInProvider = login.provider;
    const token = crypto.randomBytes(16).toString('hex');
    tokens.set(token, {identifier: person.identifier, expiresAt: now() + tokenLifetimeSeconds, used: false});
    return back(login, {status: 'authorized', token});
  }

  return {
    handlers,
    loginPage,
    consent,
    webhooks,
    /** The manager's switches for a provider, for tests. */
    provider: (name: string) => providers[name],
    /** The ソーシャルPLUS user of a test person, as the manager's user list shows it. */
    userOf: (identifier: string) => {
      const user = users.get(identifier);
      return user && userJson(user);
    },
  };
}
