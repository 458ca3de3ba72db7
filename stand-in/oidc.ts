/**
 * The OpenID Connect version (openapi/social-login-oidc.yaml): the authorization endpoint, the
 * login provider's step (a page of the stand-in's provider origin where the tester picks a user and
 * consents or refuses), the token endpoint, UserInfo and the JWKS with the site's published example
 * key. Codes are single use and expire after the site's code lifetime; state, nonce, PKCE S256,
 * c_hash and at_hash follow OpenID Connect Core 1.0 and the flow pages.
 */
import crypto from 'node:crypto';
import {importJWK, SignJWT} from 'jose';
import {exampleKeyId, examplePublicJwk, exampleSigningKey} from '../examples/social-login/example-signing-key';
import {siteValue} from '../src/data/values';
import type {Answer, Handler} from './documentService';
import {testUsers, type ProviderName, type TestUser} from './users';
import type {Clock} from './clock';
import {apiError, namedUser} from './webApi';

/** A client registered with the stand-in's service, as the manager registers one. */
export type OidcClient = {
  clientId: string;
  clientSecret: string;
  /** Redirect URIs, compared character for character. */
  redirectUris: string[];
};

export type OidcSettings = {
  clients: OidcClient[];
  /** Login provider setting identifiers (`8f3a2c1d`) and the provider each stands for. */
  loginProviders: Record<string, ProviderName>;
  clock: Clock;
  /** Where the provider's login page is served (a page of the stand-in, not of the document). */
  providerOrigin: () => string;
  /** The service's API key for the Web API (openapi/social-login.yaml). */
  apiKey: string;
  /** Login provider settings switched off in the manager: the providers API leaves them out. */
  disabled: Set<string>;
};

type Pending = {
  clientId: string;
  redirectUri: string;
  responseType: string[];
  scope: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  provider: ProviderName;
  issuer: string;
};

type IssuedCode = {request: Pending; user: TestUser; expiresAt: number; used: boolean; accessTokens: string[]};

/** A ソーシャルPLUS user: its ID (the `sub`), the provider accounts linked to it, its member ID. */
type OidcUser = {identifier: string; links: TestUser[]; primaryKey: string | null; profile: Record<string, unknown>};

const codeLifetimeSeconds = Number(siteValue('socialLogin.codeLifetime').value) * 60;
const accessTokenLifetimeSeconds = Number(siteValue('socialLogin.accessTokenLifetime').value);
const idTokenLifetimeSeconds = Number(siteValue('socialLogin.idTokenLifetime').value);

const randomToken = (bytes = 16) => crypto.randomBytes(bytes).toString('base64url');
const leftHalfHash = (value: string) => crypto.createHash('sha256').update(value, 'ascii').digest().subarray(0, 16).toString('base64url');
const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');

const SUPPORTED_RESPONSE_TYPES = ['code', 'id_token', 'id_token token', 'code id_token', 'code token', 'code id_token token'];

export function oidcService(settings: OidcSettings) {
  const pending = new Map<string, Pending>();
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, {user: TestUser; expiresAt: number; revoked: boolean}>();
  const signingKey = importJWK(exampleSigningKey, 'RS256');
  // Each provider account starts as a user of its own, with the test person's ソーシャルPLUS ID. The
  // Web API links member IDs (map), moves accounts (merge_user), removes them (dissociate) and
  // deletes users (delete_user); an account with no user gets a new one, with a new ID, at its login.
  const users: OidcUser[] = testUsers.map((account) => ({identifier: account.identifier, links: [account], primaryKey: account.primaryKey, profile: {}}));
  const ownerOf = (account: TestUser) => users.find((user) => user.links.includes(account));
  const userAtLogin = (account: TestUser): OidcUser => {
    const owner = ownerOf(account);
    if (owner) return owner;
    const created = {identifier: crypto.randomBytes(20).toString('hex'), links: [account], primaryKey: null, profile: {}};
    users.push(created);
    return created;
  };

  const clientOf = (clientId: string) => settings.clients.find((client) => client.clientId === clientId);

  /** The redirect back to the site: the query for the code flow, the fragment for the others. */
  function back(request: Pick<Pending, 'redirectUri' | 'responseType' | 'state'>, values: Record<string, string>): Answer {
    const params = new URLSearchParams({...values, ...(request.state === undefined ? {} : {state: request.state})});
    const inFragment = !(request.responseType.length === 1 && request.responseType[0] === 'code');
    const url = new URL(request.redirectUri);
    if (inFragment) url.hash = params.toString();
    else for (const [name, value] of params) url.searchParams.append(name, value);
    return {status: 302, location: url.toString()};
  }

  async function idToken(request: Pending, user: TestUser, extra: {code?: string; accessToken?: string}): Promise<string> {
    const now = settings.clock.now();
    const owner = userAtLogin(user);
    const claims: Record<string, unknown> = {
      sub: owner.identifier,
      primary_key: owner.primaryKey,
      provider: user.provider,
      provider_uid: user.providerUid,
      ...(request.nonce === undefined ? {} : {nonce: request.nonce}),
      ...(extra.code ? {c_hash: leftHalfHash(extra.code)} : {}),
      ...(extra.accessToken ? {at_hash: leftHalfHash(extra.accessToken)} : {}),
      // As each provider gives them (src/data/providerProfiles.ts): LINE and Google a name, Yahoo! JAPAN
      // name parts with kana and an address too.
      ...(request.scope.includes('profile') ? {name: user.name} : {}),
      ...(request.scope.includes('profile') && user.more
        ? {
            family_name: user.more.family_name,
            given_name: user.more.given_name,
            'family_name#ja-Kana-JP': user.more['family_name#ja-Kana-JP'],
            'given_name#ja-Kana-JP': user.more['given_name#ja-Kana-JP'],
          }
        : {}),
      // No verification flag from LINE; Google and Yahoo! JAPAN (approved) say it is verified.
      ...(request.scope.includes('email') ? {email: user.email, ...(user.provider === 'line' ? {} : {email_verified: true})} : {}),
      ...(request.scope.includes('address') && user.more ? {address: user.more.address} : {}),
    };
    // The service keeps the profile of each login (the manager's setting to keep profiles is on).
    const profileClaims = ['name', 'family_name', 'given_name', 'family_name#ja-Kana-JP', 'given_name#ja-Kana-JP', 'email', 'email_verified', 'address'];
    Object.assign(owner.profile, Object.fromEntries(Object.entries(claims).filter(([name]) => profileClaims.includes(name))));
    return new SignJWT(claims)
      .setProtectedHeader({alg: 'RS256', typ: 'JWT', kid: exampleKeyId})
      .setIssuer(request.issuer)
      .setAudience(request.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + idTokenLifetimeSeconds)
      .sign(await signingKey);
  }

  function issueAccessToken(user: TestUser): string {
    const token = randomToken();
    accessTokens.set(token, {user, expiresAt: settings.clock.now() + accessTokenLifetimeSeconds, revoked: false});
    return token;
  }

  const errorPage = (message: string): Answer => ({
    status: 400,
    html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>エラー</title><h1>エラー</h1><p>${message}</p></html>`,
  });

  const handlers: Record<string, Handler> = {
    authorize({params, query, origin}) {
      const client = clientOf(query.client_id ?? '');
      // Never redirect to a URI that is not registered (RFC 6749 4.1.2.1): an error page instead.
      if (!client) return errorPage('client_id が登録されていません。');
      if (!client.redirectUris.includes(query.redirect_uri ?? '')) return errorPage('redirect_uri が登録されていません。');
      const responseType = (query.response_type ?? '').split(' ').filter(Boolean).sort();
      const request: Pending = {
        clientId: client.clientId,
        redirectUri: query.redirect_uri,
        responseType,
        scope: (query.scope ?? '').split(' ').filter(Boolean),
        state: query.state,
        nonce: query.nonce,
        codeChallenge: query.code_challenge,
        provider: settings.loginProviders[params.login_provider_identifier],
        issuer: origin,
      };
      if (!SUPPORTED_RESPONSE_TYPES.some((type) => type.split(' ').sort().join(' ') === responseType.join(' ')))
        return back(request, {error: 'unsupported_response_type', error_description: 'response_type is not supported'});
      if (!request.scope.includes('openid')) return back(request, {error: 'invalid_scope', error_description: 'scope must include openid'});
      if (request.provider !== params.login_provider || settings.disabled.has(params.login_provider_identifier))
        return back(request, {error: 'invalid_request', error_description: 'no such login provider setting'});
      if (responseType.includes('id_token') && !request.nonce) return back(request, {error: 'invalid_request', error_description: 'nonce is required'});
      if (query.code_challenge_method !== undefined && query.code_challenge === undefined)
        return back(request, {error: 'invalid_request', error_description: 'code_challenge is missing'});
      if (query.code_challenge !== undefined && query.code_challenge_method !== 'S256')
        return back(request, {error: 'invalid_request', error_description: 'code_challenge_method must be S256'});
      const id = randomToken();
      pending.set(id, request);
      return {status: 302, location: `${settings.providerOrigin()}/login?request=${id}`};
    },

    async token({body}) {
      const form = (body ?? {}) as Record<string, string>;
      const fail = (error: string, description: string): Answer => ({
        status: 400,
        json: {error, error_description: description},
        headers: {'Cache-Control': 'no-store', Pragma: 'no-cache'},
      });
      if (form.grant_type !== 'authorization_code') return fail('unsupported_grant_type', 'grant_type must be authorization_code');
      const client = clientOf(form.client_id);
      if (!client || client.clientSecret !== form.client_secret) return fail('invalid_client', 'client authentication failed');
      const issued = codes.get(form.code);
      if (!issued || issued.request.clientId !== client.clientId) return fail('invalid_grant', 'the code is not valid');
      if (issued.used) {
        // A code used twice: what the first use issued is revoked too (RFC 6749 4.1.2).
        for (const token of issued.accessTokens) accessTokens.get(token)!.revoked = true;
        return fail('invalid_grant', 'the code was already used');
      }
      issued.used = true;
      if (settings.clock.now() > issued.expiresAt) return fail('invalid_grant', 'the code has expired');
      if (issued.request.redirectUri !== form.redirect_uri) return fail('invalid_grant', 'redirect_uri does not match the authorization request');
      if (issued.request.codeChallenge === undefined ? form.code_verifier !== undefined : s256(form.code_verifier ?? '') !== issued.request.codeChallenge) {
        return fail('invalid_grant', 'code_verifier does not match the code_challenge');
      }
      const accessToken = issueAccessToken(issued.user);
      issued.accessTokens.push(accessToken);
      return {
        status: 200,
        headers: {'Cache-Control': 'no-store', Pragma: 'no-cache'},
        json: {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: accessTokenLifetimeSeconds,
          id_token: await idToken(issued.request, issued.user, {}),
        },
      };
    },

    userinfo({headers}) {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
      const held = token ? accessTokens.get(token) : undefined;
      if (!held || held.revoked || settings.clock.now() > held.expiresAt) {
        return {status: 401, headers: {'WWW-Authenticate': token ? 'Bearer error="invalid_token"' : 'Bearer'}, json: {error: 'unauthorized'}};
      }
      const owner = userAtLogin(held.user);
      return {
        status: 200,
        json: {sub: owner.identifier, primary_key: owner.primaryKey, provider: held.user.provider, provider_uid: held.user.providerUid, email: held.user.email},
      };
    },

    // Readable from any page: the form assist script verifies ID Tokens in the browser with it.
    certs: () => ({status: 200, json: {keys: [examplePublicJwk]}, headers: {'Access-Control-Allow-Origin': '*'}}),
  };

  const userFrom = (query: Record<string, string>, prefix = '') => namedUser(query, prefix, settings.apiKey, users);
  const ok: Answer = {status: 200, json: {status: 'ok'}};

  /** The Web API (openapi/social-login.yaml): what the flows call of it. */
  const webApiHandlers: Record<string, Handler> = {
    providers({query}) {
      if (query.key !== settings.apiKey) return apiError(1);
      const enabled = Object.entries(settings.loginProviders).filter(([identifier]) => !settings.disabled.has(identifier));
      return {status: 200, json: {status: 'ok', providers: enabled.map(([identifier, provider]) => ({provider, login_provider_identifier: identifier}))}};
    },

    providers_of_user({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      const {user} = found;
      return {
        status: 200,
        json: {
          status: 'ok',
          user: {identifier: user.identifier, primary_key: user.primaryKey},
          providers: user.links.map((account) => ({provider: account.provider, provider_uid: account.providerUid})),
        },
      };
    },

    map({query}) {
      if (query.key !== settings.apiKey) return apiError(1);
      const user = users.find((candidate) => candidate.identifier === query.identifier);
      if (!user) return apiError(7);
      if (user.primaryKey && user.primaryKey !== query.primary_key && String(query.overwrite) !== 'true') return apiError(8);
      if (users.some((other) => other !== user && other.primaryKey === query.primary_key)) return apiError(16);
      user.primaryKey = query.primary_key;
      return ok;
    },

    unmap({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      found.user.primaryKey = null;
      return ok;
    },

    merge_user({query}) {
      const source = userFrom(query, 'source_');
      if ('answer' in source) return source.answer;
      const dest = userFrom(query, 'dest_');
      if ('answer' in dest) return dest.answer;
      if (source.user === dest.user) return apiError(10);
      if (dest.user.links.some((held) => source.user.links.some((moved) => moved.provider === held.provider))) return apiError(15);
      // The source's accounts move to the destination; the source and its ID go.
      dest.user.links.push(...source.user.links);
      users.splice(users.indexOf(source.user), 1);
      return {status: 200, json: {status: 'ok', user: {identifier: dest.user.identifier, primary_key: dest.user.primaryKey}}};
    },

    dissociate({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      const {user} = found;
      const removed = query.target_provider.split(',');
      if (!removed.every((provider) => user.links.some((account) => account.provider === provider))) return apiError(9);
      if (user.links.every((account) => removed.includes(account.provider)) && String(query.nowarn) !== 'true') return apiError(13);
      user.links = user.links.filter((account) => !removed.includes(account.provider));
      return ok;
    },

    grant_profile({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      const {user} = found;
      return {status: 200, json: {status: 'ok', user: {identifier: user.identifier, primary_key: user.primaryKey}, profile: user.profile}};
    },

    delete_profile({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      found.user.profile = {};
      return ok;
    },

    delete_user({query}) {
      const found = userFrom(query);
      if ('answer' in found) return found.answer;
      users.splice(users.indexOf(found.user), 1);
      return ok;
    },
  };

  /**
   * An authorization request the document does not allow (a parameter's value outside its schema):
   * `invalid_request` back at a registered redirect URI, or the error page when there is none.
   */
  function invalidAuthorization(query: Record<string, string>, problems: string[]): Answer {
    const client = clientOf(query.client_id ?? '');
    if (!client || !client.redirectUris.includes(query.redirect_uri ?? '')) return errorPage('client_id か redirect_uri が登録されていません。');
    const responseType = (query.response_type ?? '').split(' ').filter(Boolean).sort();
    return back({redirectUri: query.redirect_uri, responseType, state: query.state}, {error: 'invalid_request', error_description: problems.join('; ')});
  }

  /** The provider's login page: one button per test user, and a refusal. */
  function loginPage(id: string): Answer {
    const request = pending.get(id);
    if (!request)
      return {
        status: 400,
        html: '<!doctype html><html lang="ja"><meta charset="utf-8"><title>エラー</title><p>このログインの要求は見つかりません。</p></html>',
      };
    const users = testUsers.filter((user) => user.provider === request.provider);
    const buttons = users.map((user) => `<button name="user" value="${user.identifier}">${user.name} として同意する</button>`).join('\n');
    return {
      status: 200,
      html: `<!doctype html><html lang="ja"><meta charset="utf-8"><title>${request.provider} のログイン（スタンドイン）</title>
<h1>${request.provider} のログイン（スタンドイン）</h1>
<p>ソーシャルPLUS のスタンドインです。ログインするユーザーを選び、同意するか拒否してください。</p>
<form method="post" action="/consent"><input type="hidden" name="request" value="${id}">
${buttons}
<button name="refuse" value="1">同意しない</button></form></html>`,
    };
  }

  /** The tester's choice: the redirect back to the site with the result, as ソーシャルPLUS sends it. */
  async function consent(form: Record<string, string>): Promise<Answer> {
    const request = pending.get(form.request ?? '');
    if (!request) return loginPage('');
    pending.delete(form.request);
    if (form.refuse) return back(request, {error: 'access_denied', error_description: 'the user refused'});
    const user = testUsers.find((candidate) => candidate.identifier === form.user && candidate.provider === request.provider);
    if (!user) return back(request, {error: 'server_error', error_description: 'no such user'});
    const values: Record<string, string> = {};
    let code: string | undefined;
    let accessToken: string | undefined;
    if (request.responseType.includes('code')) {
      code = randomToken();
      codes.set(code, {request, user, expiresAt: settings.clock.now() + codeLifetimeSeconds, used: false, accessTokens: []});
      values.code = code;
    }
    if (request.responseType.includes('token')) {
      accessToken = issueAccessToken(user);
      Object.assign(values, {access_token: accessToken, token_type: 'Bearer', expires_in: String(accessTokenLifetimeSeconds)});
    }
    if (request.responseType.includes('id_token')) values.id_token = await idToken(request, user, {code, accessToken});
    return back(request, values);
  }

  return {
    handlers,
    webApiHandlers,
    invalidAuthorization,
    loginPage,
    consent,
    /** The ソーシャルPLUS user an account belongs to now: its ID, member ID and linked providers. */
    userOf: (account: TestUser) => {
      const owner = ownerOf(account);
      return owner && {identifier: owner.identifier, primaryKey: owner.primaryKey, providers: owner.links.map((link) => link.provider)};
    },
  };
}
