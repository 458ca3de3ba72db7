/**
 * The legacy one-time-token version (openapi/social-login-legacy.yaml): the social login URL and
 * its login-only variant, the login provider's step (a page of the stand-in's provider origin), the
 * callback with `status` and the one-time token, the injection API that gives an app the same
 * token for its SDK's login, and the Web API operations with their state: users
 * with one or more provider accounts, member IDs (map), provider accounts added with an association
 * token, removed (dissociate) or moved by a merge (merge_user), each sending its Webhook event. Web
 * API errors come from the site's error catalogue (src/data/errors/webApi.ts).
 */
import crypto from 'node:crypto';
import {siteValue} from '../src/data/values';
import type {Answer, Handler} from './documentService';
import type {Clock} from './clock';
import {registeredApp, sdkTokens, testUsers, type TestUser} from './users';
import {webhookSender} from './webhooks';
import {apiError, namedUser} from './webApi';

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

/** The manager's 「ネイティブアプリ連携」 setting, off until the service turns it on. */
export type NativeAppSetting = {enabled: boolean};

/** A provider account linked to a ソーシャルPLUS user, and since when. */
type Link = {account: TestUser; associatedAt: string};

type LegacyUser = {
  identifier: string;
  links: Link[];
  /** Whether the service holds the profile of the last login (authenticated_user's delete_profile clears it). */
  profileKept: boolean;
  primaryKey: string | null;
  mappedAt: string | null;
  createdAt: string;
  lastLoggedInAt: string | null;
  lastLoggedInProvider: string | null;
  loginCount: number;
};

/** A login under way; `associateTo` is the user an association token adds the account to. */
type PendingLogin = {callback: URL; provider: string; loginOnly: boolean; associateTo?: string};

const tokenLifetimeSeconds = Number(siteValue('legacy.oneTimeTokenLifetime').value) * 60;
const associationTokenLifetimeSeconds = Number(siteValue('legacy.associationTokenLifetime').value) * 60;
/** A time as the Web API and the Webhooks write it: ISO 8601 in Japan time. */
const isoAt = (seconds: number) => new Date((seconds + 9 * 3600) * 1000).toISOString().replace(/\.\d+Z$/, '+09:00');

const errorScreen = (status: number, message: string): Answer => ({
  status,
  html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>エラー</title><h1>エラー</h1><p>${message}</p></html>`,
});

export function legacyService(settings: LegacySettings) {
  const providers: Record<string, LegacyProviderSetting> = {
    line: {enabled: true, secretValid: true},
    yahoo: {enabled: true, secretValid: true},
    google: {enabled: true, secretValid: true},
  };
  const nativeApp: NativeAppSetting = {enabled: false};
  const sdk = sdkTokens();
  // A provider account becomes a ソーシャルPLUS user at its first login, unless it is added to one.
  const users = new Map<string, LegacyUser>();
  const now = () => settings.clock.now();
  const addUser = (account: TestUser) =>
    users.set(account.identifier, {
      identifier: account.identifier,
      links: [{account, associatedAt: isoAt(now())}],
      profileKept: false,
      primaryKey: null,
      mappedAt: null,
      createdAt: isoAt(now()),
      lastLoggedInAt: null,
      lastLoggedInProvider: null,
      loginCount: 0,
    });
  const ownerOf = (account: TestUser) => [...users.values()].find((user) => user.links.some((link) => link.account === account));
  const associationTokens = new Map<string, {identifier: string; provider: string; expiresAt: number; used: boolean}>();
  const pending = new Map<string, PendingLogin>();
  const webhooks = webhookSender({clock: settings.clock, apiKey: () => settings.apiKey, violations: settings.violations});
  const tokens = new Map<string, {identifier: string; expiresAt: number; used: boolean}>();

  const userJson = (user: LegacyUser) => ({
    identifier: user.identifier,
    primary_key: user.primaryKey,
    mapped_at: user.mappedAt,
    created_at: user.createdAt,
    last_logged_in_at: user.lastLoggedInAt,
    last_logged_in_provider: user.lastLoggedInProvider,
    login_count: user.loginCount,
  });

  /**
   * The profile the service holds for a user, from its linked accounts as each provider gives it
   * (src/data/providerProfiles.ts): the name of the last provider's account, every e-mail address
   * and address with the provider it came from; no provider gives a phone number.
   */
  function profileOf(user: LegacyUser) {
    const last = user.links.find((link) => link.account.provider === user.lastLoggedInProvider)?.account ?? user.links[0]?.account;
    const more = last?.more;
    const kept = user.profileKept && last !== undefined;
    return {
      profile: {
        user_name: kept && !more ? last.name : null,
        full_name: kept && more ? `${more.family_name} ${more.given_name}` : null,
        full_name_kana: kept && more ? `${more['family_name#ja-Kana-JP']} ${more['given_name#ja-Kana-JP']}` : null,
        family_name: kept && more ? more.family_name : null,
        family_name_kana: kept && more ? more['family_name#ja-Kana-JP'] : null,
        given_name: kept && more ? more.given_name : null,
        given_name_kana: kept && more ? more['given_name#ja-Kana-JP'] : null,
        gender: null,
        birthday: null,
        image_url: null,
      },
      // LINE gives no verification flag: false.
      email: kept ? user.links.map(({account}) => ({email: account.email, verified: account.provider !== 'line', provider: account.provider})) : [],
      phone: [],
      address: kept
        ? user.links.flatMap(({account}) => (account.more ? [{...account.more.address, street_address: null, provider: account.provider}] : []))
        : [],
    };
  }

  /** The callback URL with the result added to the query it already has (its `state`). */
  function back(login: PendingLogin, result: Record<string, string>): Answer {
    const url = new URL(login.callback);
    for (const [name, value] of Object.entries(result)) url.searchParams.set(name, value);
    return {status: 302, location: url.toString()};
  }

  function start(params: Record<string, string>, query: Record<string, string>, loginOnly: boolean): Answer {
    if (params.account_id !== settings.accountId || params.service_id !== settings.serviceId)
      return errorScreen(404, 'アカウント ID かサービス ID が誤っています。');
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
    if (query.association_token !== undefined) {
      // Usable once, for its provider, within its lifetime; never on the login-only URL.
      const association = associationTokens.get(query.association_token);
      if (loginOnly || !association || association.used || association.provider !== params.provider || now() > association.expiresAt)
        return back(login, {status: 'failed', reason: 'invalid_request'});
      association.used = true;
      login.associateTo = association.identifier;
    }
    const id = crypto.randomBytes(16).toString('base64url');
    pending.set(id, login);
    return {status: 302, location: `${settings.providerOrigin()}/legacy/login?request=${id}`};
  }

  /** Records a login of `user` with `provider` and issues its one-time token. */
  function loggedIn(user: LegacyUser, provider: string): string {
    user.loginCount += 1;
    user.lastLoggedInAt = isoAt(now());
    user.lastLoggedInProvider = provider;
    user.profileKept = true;
    const token = crypto.randomBytes(16).toString('hex');
    tokens.set(token, {identifier: user.identifier, expiresAt: now() + tokenLifetimeSeconds, used: false});
    return token;
  }

  const userFrom = (query: Record<string, string>, prefix: string) => namedUser(query, prefix, settings.apiKey, users.values());

  /** Checks the API key: undefined when it is the service's. */
  const keyProblem = (query: Record<string, string>) => (query.key === settings.apiKey ? undefined : apiError(1));

  const handlers: Record<string, Handler> = {
    authenticate: ({params, query}) => start(params, query, false),
    authenticateLogin: ({params, query}) => start(params, query, true),

    // The provider checks the token, then the account logs in as at the callback of a login URL.
    inject({params, body}) {
      if (params.account_id !== settings.accountId || params.service_id !== settings.serviceId) return apiError(7);
      if (!nativeApp.enabled) return apiError(12);
      if (!providers[params.provider]?.enabled) return apiError(11);
      const {access_token: accessToken, signing_key: idToken} = body as {access_token: string; signing_key?: string};
      if (params.provider === 'line' && idToken === undefined) return apiError(5);
      // Valid only when the provider issued it, for an account of the path's provider, to the registered app.
      const login = sdk.loginOf(accessToken, params.provider === 'line' ? idToken : undefined);
      if (!login || login.account.provider !== params.provider || login.app !== registeredApp) return apiError(6);
      const user = ownerOf(login.account) ?? addUser(login.account).get(login.account.identifier)!;
      return {status: 200, json: {status: 'ok', token: loggedIn(user, params.provider), expires_in: tokenLifetimeSeconds}};
    },

    authenticated_user({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const held = tokens.get(query.token ?? '');
      if (!held || held.used || now() > held.expiresAt) return apiError(4);
      held.used = true;
      const user = users.get(held.identifier)!;
      if (String(query.add_profile) !== 'true') return {status: 200, json: {status: 'ok', user: userJson(user)}};
      const answer = {status: 'ok', user: userJson(user), ...profileOf(user)};
      // delete_profile: the service forgets the profile once it has answered.
      if (String(query.delete_profile) === 'true') user.profileKept = false;
      return {status: 200, json: answer};
    },

    profile({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      return {status: 200, json: {status: 'ok', user: userJson(found.user), ...profileOf(found.user)}};
    },

    service({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const service = {
        account_id: settings.accountId,
        service_id: settings.serviceId,
        name: 'サンプルショップ',
        auth_subdomain: 'example',
        service_url: `http://${settings.callbackHosts[0] ?? 'localhost'}/`,
        callback_domains: settings.callbackHosts,
      };
      return {status: 200, json: {status: 'ok', service}};
    },

    providers_of_user({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      const providerList = found.user.links.map((link) => ({
        provider: link.account.provider,
        provider_uid: link.account.providerUid,
        associated_at: link.associatedAt,
      }));
      return {status: 200, json: {status: 'ok', user: userJson(found.user), providers: providerList}};
    },

    association_token({query, origin}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      if (!providers[query.target_provider]?.enabled) return apiError(11);
      if (found.user.links.some((link) => link.account.provider === query.target_provider)) return apiError(15);
      // One valid token a user: a new one replaces the earlier ones.
      for (const held of associationTokens.values()) if (held.identifier === found.user.identifier) held.used = true;
      const token = crypto.randomBytes(20).toString('hex');
      associationTokens.set(token, {
        identifier: found.user.identifier,
        provider: query.target_provider,
        expiresAt: now() + associationTokenLifetimeSeconds,
        used: false,
      });
      const url = `${origin}/${settings.accountId}/${settings.serviceId}/${query.target_provider}/authenticate?association_token=${token}`;
      return {status: 200, json: {status: 'ok', token, url}};
    },

    async dissociate({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      const {user} = found;
      const removed = query.target_provider.split(',');
      if (!removed.every((provider) => user.links.some((link) => link.account.provider === provider))) return apiError(9);
      if (user.links.every((link) => removed.includes(link.account.provider)) && String(query.nowarn) !== 'true') return apiError(13);
      user.links = user.links.filter((link) => !removed.includes(link.account.provider));
      const remaining = user.links.map((link) => link.account.provider);
      await webhooks.send('dissociate', {identifier: user.identifier, primary_key: user.primaryKey, removed_providers: removed, providers: remaining});
      return {status: 200, json: {status: 'ok', providers: remaining}};
    },

    async merge_user({query}) {
      const source = userFrom(query, 'source_');
      if ('answer' in source) return source.answer;
      const dest = userFrom(query, 'dest_');
      if ('answer' in dest) return dest.answer;
      if (source.user === dest.user) return apiError(10);
      const moved = source.user.links.map((link) => link.account.provider);
      if (dest.user.links.some((link) => moved.includes(link.account.provider))) return apiError(15);
      // The source's accounts move to the destination; the source user and its member ID link go.
      dest.user.links.push(...source.user.links);
      users.delete(source.user.identifier);
      await webhooks.send('merge_user', {
        source: {identifier: source.user.identifier, primary_key: source.user.primaryKey},
        dest: {identifier: dest.user.identifier, primary_key: dest.user.primaryKey},
        moved_providers: moved,
      });
      return {status: 200, json: {status: 'ok', user: userJson(dest.user)}};
    },

    async map({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      if (!query.identifier || !query.primary_key) return apiError(5);
      const user = users.get(query.identifier ?? '');
      if (!user) return apiError(7);
      if (user.primaryKey && user.primaryKey !== query.primary_key && String(query.overwrite) !== 'true') return apiError(8);
      if ([...users.values()].some((other) => other !== user && other.primaryKey === query.primary_key)) return apiError(16);
      const previous = user.primaryKey;
      user.primaryKey = query.primary_key;
      user.mappedAt = isoAt(now());
      if (previous !== user.primaryKey)
        await webhooks.send('map', {identifier: user.identifier, primary_key: user.primaryKey, previous_primary_key: previous, mapped_at: user.mappedAt});
      return {status: 200, json: {status: 'ok', user: userJson(user)}};
    },
  };

  /** A provider's own profile of one linked account, as profile_from_providers gives it. */
  function providerProfile({account}: Link) {
    const more = account.more;
    return {
      profile: {
        user_name: more ? null : account.name,
        full_name: more ? `${more.family_name} ${more.given_name}` : null,
        full_name_kana: more ? `${more['family_name#ja-Kana-JP']} ${more['given_name#ja-Kana-JP']}` : null,
        family_name: more?.family_name ?? null,
        family_name_kana: more?.['family_name#ja-Kana-JP'] ?? null,
        given_name: more?.given_name ?? null,
        given_name_kana: more?.['given_name#ja-Kana-JP'] ?? null,
        gender: null,
        birthday: null,
        image_url: null,
      },
      email: [{email: account.email, verified: account.provider !== 'line'}],
      phone: [],
      address: more ? [{...more.address, street_address: null}] : [],
    };
  }

  /** `1h`, `30m`, `7d`: the seconds of a period, or undefined when it is not of that form. */
  const periodSeconds = (period: string) => {
    const found = /^(\d+)([mhd])$/.exec(period);
    return found ? Number(found[1]) * {m: 60, h: 3600, d: 86400}[found[2] as 'm' | 'h' | 'd'] : undefined;
  };
  const secondsOf = (iso: string) => Date.parse(iso) / 1000;

  // The rest of the Web API: the document's operations the flows do not reach.
  const moreHandlers: Record<string, Handler> = {
    unmap({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      found.user.primaryKey = null;
      found.user.mappedAt = null;
      return {status: 200, json: {status: 'ok'}};
    },

    async delete_user({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      const {user} = found;
      users.delete(user.identifier);
      await webhooks.send('delete_user', {
        identifier: user.identifier,
        primary_key: user.primaryKey,
        providers: user.links.map((link) => link.account.provider),
      });
      return {status: 200, json: {status: 'ok'}};
    },

    users({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const lastLogin = query.last_login_within === undefined ? undefined : periodSeconds(query.last_login_within);
      const created = query.created_within === undefined ? undefined : periodSeconds(query.created_within);
      const mapped = query.mapped;
      // A period not of the form `[number][unit]`, or a filter value the page does not name: code 6.
      if ((query.last_login_within !== undefined && lastLogin === undefined) || (query.created_within !== undefined && created === undefined))
        return apiError(6);
      if (mapped !== undefined && mapped !== 'mapped_only' && mapped !== 'not_mapped_only') return apiError(6);
      const listed = [...users.values()].filter(
        (user) =>
          (lastLogin === undefined || (user.lastLoggedInAt !== null && secondsOf(user.lastLoggedInAt) >= now() - lastLogin)) &&
          (created === undefined || secondsOf(user.createdAt) >= now() - created) &&
          (mapped === undefined || (mapped === 'mapped_only') === (user.primaryKey !== null)),
      );
      const limit = Number(query.limit ?? 20);
      const page = Number(query.page ?? 0);
      const shown = listed.slice(page * limit, (page + 1) * limit).map((user) => user.identifier);
      return {status: 200, json: {status: 'ok', users: shown, total: listed.length, size: shown.length}};
    },

    user_attribute({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      // The service keeps no provider tokens in the stand-in: each is null.
      const providerList = Object.fromEntries(
        found.user.links.map((link) => [
          link.account.provider,
          {
            provider_uid: link.account.providerUid,
            access_token: null,
            access_token_secret: null,
            refresh_token: null,
            expires_at: null,
            updated_at: link.associatedAt,
          },
        ]),
      );
      return {status: 200, json: {status: 'ok', user: userJson(found.user), providers: providerList}};
    },

    create_user({query}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const requested = (query.provider_user_ids ?? {}) as unknown as Record<string, string>;
      if (Object.keys(requested).some((provider) => !providers[provider]?.enabled)) return apiError(11);
      if (query.primary_key !== undefined && [...users.values()].some((user) => user.primaryKey === query.primary_key)) return apiError(16);
      const linked = (provider: string, providerUid: string) =>
        [...users.values()].some((user) => user.links.some((link) => link.account.provider === provider && link.account.providerUid === providerUid));
      if (Object.entries(requested).some(([provider, providerUid]) => linked(provider, providerUid))) return apiError(15);
      const identifier = crypto.randomBytes(20).toString('hex');
      // An account the stand-in's providers do not know: only its provider and ID are held.
      const accountOf = (provider: string, providerUid: string): TestUser =>
        testUsers.find((account) => account.provider === provider && account.providerUid === providerUid) ??
        ({identifier, primaryKey: null, provider, providerUid, name: '', email: ''} as TestUser);
      const user: LegacyUser = {
        identifier,
        links: Object.entries(requested).map(([provider, providerUid]) => ({account: accountOf(provider, providerUid), associatedAt: isoAt(now())})),
        profileKept: false,
        primaryKey: query.primary_key ?? null,
        mappedAt: query.primary_key === undefined ? null : isoAt(now()),
        createdAt: isoAt(now()),
        lastLoggedInAt: null,
        lastLoggedInProvider: null,
        loginCount: 0,
      };
      users.set(identifier, user);
      const providerList = user.links.map((link) => ({provider: link.account.provider, provider_uid: link.account.providerUid}));
      return {status: 200, json: {status: 'ok', user: userJson(user), providers: providerList}};
    },

    profile_from_providers({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      // The providers asked for that the user is linked with; the others are left out.
      const asked = query.target_provider.split(',');
      const providerList = Object.fromEntries(
        found.user.links.filter((link) => asked.includes(link.account.provider)).map((link) => [link.account.provider, providerProfile(link)]),
      );
      return {status: 200, json: {status: 'ok', user: userJson(found.user), providers: providerList}};
    },

    delete_profile({query}) {
      const found = userFrom(query, '');
      if ('answer' in found) return found.answer;
      found.user.profileKept = false;
      return {status: 200, json: {status: 'ok'}};
    },

    providers({query, origin}) {
      const wrongKey = keyProblem(query);
      if (wrongKey) return wrongKey;
      const enabled = Object.keys(providers).filter((provider) => providers[provider].enabled);
      const url = (provider: string) => `${origin}/${settings.accountId}/${settings.serviceId}/${provider}/authenticate`;
      return {status: 200, json: {status: 'ok', providers: enabled.map((provider) => ({provider, authenticate_url: url(provider)}))}};
    },
  };
  Object.assign(handlers, moreHandlers);

  /** The provider's login page: one button per test person, and a cancel button. */
  function loginPage(id: string): Answer {
    const login = pending.get(id);
    if (!login) return errorScreen(400, 'このログインの要求は見つかりません。');
    // What each account gives the service, as the provider's consent screen lists it.
    const gives = (person: TestUser) => (person.more ? '氏名、フリガナ、メールアドレス、住所' : '表示名、メールアドレス');
    const buttons = testUsers
      .filter((person) => person.provider === login.provider)
      .map(
        (person) => `<p><button name="person" value="${person.identifier}">${person.name} としてログインする</button>（提供する情報：${gives(person)}）</p>`,
      );
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
    const account = testUsers.find((candidate) => candidate.identifier === form.person && candidate.provider === login.provider);
    if (!account) return back(login, {status: 'failed', reason: 'provider_error'});
    let user = ownerOf(account);
    if (login.associateTo !== undefined) {
      // An account already linked to another user is not added (the pages say no more of it).
      if (user && user.identifier !== login.associateTo) return back(login, {status: 'failed', reason: 'invalid_request'});
      user = users.get(login.associateTo);
      if (!user) return back(login, {status: 'failed', reason: 'invalid_request'});
      if (!user.links.some((link) => link.account === account)) user.links.push({account, associatedAt: isoAt(now())});
    }
    if (!user) {
      if (login.loginOnly) return back(login, {status: 'failed', reason: 'signup_refused'});
      user = addUser(account).get(account.identifier)!;
    }
    return back(login, {status: 'authorized', token: loggedIn(user, login.provider)});
  }

  return {
    handlers,
    loginPage,
    consent,
    webhooks,
    /** The manager's switches for a provider, for tests. */
    provider: (name: string) => providers[name],
    nativeApp,
    /** The SDK login of a provider: the tokens it gives the app. */
    sdkLogin(form: Record<string, unknown>): Answer {
      const account = testUsers.find((candidate) => candidate.identifier === form.person && candidate.provider === form.provider);
      if (!account || typeof form.app !== 'string') return {status: 400, json: {error: 'person (a test account of provider) and app are required'}};
      return {status: 200, json: sdk.issue(account, form.app)};
    },
    /** The providers a ソーシャルPLUS user is linked with, oldest first. */
    providersOf: (identifier: string) => users.get(identifier)?.links.map((link) => link.account.provider),
    /** The ソーシャルPLUS user of a test person, as the manager's user list shows it. */
    userOf: (identifier: string) => {
      const user = users.get(identifier);
      return user && userJson(user);
    },
  };
}
