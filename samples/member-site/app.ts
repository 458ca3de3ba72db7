/**
 * Sample site: a shop's members with social login (OpenID Connect version, authorization code flow
 * with PKCE), through every scene of the introduction pages: registration, login (and linking an
 * account that is not registered to an existing member), the member's page, adding a login provider
 * (associate), removing one (dissociate) and withdrawal. Express and express-session; the client
 * secret and the API key stay on the server.
 *
 *   npm run sample -- member-site
 */
import crypto from 'node:crypto';
import express from 'express';
import {AuthorizationError, createAuthorizationRequest, parseAuthorizationResponse, type LoginProvider} from '../../examples/social-login/pkce';
import {requestToken, TokenRequestError} from '../../examples/social-login/token-request';
import {verifyIdToken} from '../../examples/social-login/verify-id-token';
import {isTransient, withRetry} from '../shared/retry';
import {loginSession} from '../shared/session';
import {singleUse} from '../shared/singleUse';
import {escapeHtml, page, type OidcSiteConfig} from '../shared/site';
import {WebApiError, webApiOf} from '../shared/webApi';

type Member = {name: string; email: string; password?: string; socialplusId?: string; withdrawing?: boolean};
type Purpose = 'login' | 'register' | 'connect';

const providerNames: Record<string, string> = {line: 'LINE', apple: 'Apple', yahoo: 'Yahoo! JAPAN', google: 'Google', x: 'X'};
const providersCacheMs = 10 * 60 * 1000;

export function createApp(config: OidcSiteConfig): express.Express {
  const app = express();
  const redirectUri = `${config.siteOrigin}/auth/callback`;
  const log = config.log ?? console.log;
  // The site's own members (a database in a real site): one who logs in with a password only, and
  // one registered with LINE before, whose member ID ソーシャルPLUS already holds.
  const members = new Map<string, Member>([
    ['member-000900', {name: '高橋 次郎', email: 'jiro@example.com', password: 'jiro-password'}],
    ['member-000123', {name: '佐藤 花子', email: 'hanako@example.com', socialplusId: '46898aa7c2f437692f2a3d4bc35d2d808480bdb3'}],
  ]);
  let nextMember = 1;
  // What one request may use once (../shared/singleUse.ts): a login under way, by its state, and
  // an account waiting for its registration form, by its sub.
  const openLogins = singleUse();
  const openRegistrations = singleUse();
  app.use(loginSession(config.sessionSecret));
  app.use(express.urlencoded({extended: false}));

  const webApi = webApiOf(config);

  // The login providers enabled in the manager, kept for 10 minutes; clearing it shows a change at once.
  let providersCache: {at: number; providers: {provider: string; login_provider_identifier: string}[]} | undefined;
  async function enabledProviders() {
    if (!providersCache || Date.now() - providersCache.at > providersCacheMs) {
      const {providers} = await webApi<{providers: {provider: string; login_provider_identifier: string}[]}>('providers', {});
      // One row a provider: the first setting of each.
      providersCache = {
        at: Date.now(),
        providers: providers.filter((entry, index) => providers.findIndex((other) => other.provider === entry.provider) === index),
      };
    }
    return providersCache.providers;
  }

  const noticeOf = (req: express.Request) => (typeof req.query.notice === 'string' ? `<p id="notice" role="status">${escapeHtml(req.query.notice)}</p>` : '');
  const csrfToken = (req: express.Request) => (req.session.csrfToken ??= crypto.randomBytes(16).toString('hex'));
  const csrfField = (req: express.Request) => `<input type="hidden" name="csrf" value="${csrfToken(req)}">`;
  const csrfValid = (req: express.Request) => {
    const sent = (req.body as {csrf?: unknown} | undefined)?.csrf;
    return typeof sent === 'string' && sent === req.session.csrfToken;
  };
  const buttons = async (purpose: Purpose, label: string) =>
    (await enabledProviders())
      .map(({provider}) => `<a href="/auth/start?purpose=${purpose}&amp;provider=${provider}">${providerNames[provider]} ${label}</a>`)
      .join(' ');

  /** The member ID of the session's member, unless the member is gone or being withdrawn (a session left on another device). */
  const activeMemberId = (req: express.Request) => {
    const memberId = req.session.memberId;
    return memberId && members.has(memberId) && !members.get(memberId)!.withdrawing ? memberId : undefined;
  };
  const noticeUrl = (path: string, notice: string) => `${path}?notice=${encodeURIComponent(notice)}`;

  /** A new session for the member (never the one of the login: session fixation). */
  const logIn = (req: express.Request, memberId: string) =>
    new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error as Error) : ((req.session.memberId = memberId), resolve()))),
    );

  app.get('/', (req, res) => res.redirect(302, activeMemberId(req) ? '/mypage' : '/login'));

  app.get('/login', async (req, res) => {
    res.send(
      page(
        'ログイン',
        `${noticeOf(req)}<form method="post" action="/login"><label>会員 ID <input name="member"></label><label>パスワード <input type="password" name="password"></label><button>ログイン</button></form>
<p>${await buttons('login', 'でログイン')}</p><p><a href="/register">会員登録</a></p>`,
      ),
    );
  });

  app.get('/register', async (req, res) => {
    res.send(page('会員登録', `${noticeOf(req)}<p>${await buttons('register', 'で登録')}</p>`));
  });

  // #region start
  // Every scene starts here: its purpose, state, nonce and code_verifier stay in the session, and
  // the state is opened for one use.
  app.get('/auth/start', async (req, res) => {
    const purpose = (typeof req.query.purpose === 'string' ? req.query.purpose : '') as Purpose;
    const setting = (await enabledProviders()).find(({provider}) => provider === req.query.provider);
    if (!setting || !['login', 'register', 'connect'].includes(purpose) || (purpose === 'connect' && !activeMemberId(req))) return res.redirect(302, '/');
    const {url, session: login} = await createAuthorizationRequest({
      serviceId: config.serviceId,
      baseUrl: config.issuer,
      loginProvider: setting.provider as LoginProvider,
      loginProviderIdentifier: setting.login_provider_identifier,
      clientId: config.clientId,
      redirectUri,
      responseType: 'code',
      scope: purpose === 'register' ? 'openid profile email' : 'openid',
    });
    req.session.login = login;
    req.session.loginPurpose = purpose;
    openLogins.open(login.state);
    res.redirect(302, url.toString());
  });
  // #endregion start

  // #region callback
  // The redirect URI: the common checks, then what the purpose of this login asks for. Only the
  // request that takes the state goes on (a second one, even at the same moment, does not).
  app.get('/auth/callback', async (req, res) => {
    const {login, loginPurpose: purpose} = req.session;
    delete req.session.login;
    delete req.session.loginPurpose;
    const expectedState = login && openLogins.take(login.state) ? login.state : '';
    let code: string;
    try {
      code = parseAuthorizationResponse(`${config.siteOrigin}${req.originalUrl}`, expectedState).code!;
    } catch (error) {
      const cancelled = error instanceof AuthorizationError && error.error === 'access_denied';
      return res.redirect(302, `/login?notice=${encodeURIComponent(cancelled ? 'ログインを取り消しました。' : 'ログインをやり直してください。')}`);
    }
    // invalid_grant (the code used or expired) or a 5xx: the same code is never sent again; the login starts over.
    const tokens = await requestToken(
      {code, redirectUri, clientId: config.clientId, clientSecret: config.clientSecret, codeVerifier: login!.codeVerifier},
      {baseUrl: config.issuer},
    ).catch((error: unknown) => {
      if (error instanceof TokenRequestError && (error.error === 'invalid_grant' || error.status >= 500)) return undefined;
      throw error;
    });
    if (!tokens) return res.redirect(302, noticeUrl('/login', 'ログインをやり直してください。'));
    const claims = await verifyIdToken(tokens.id_token, {issuer: config.issuer, clientId: config.clientId, nonce: login!.nonce});
    log(`ID Token: sub=${claims.sub} primary_key=${claims.primary_key} provider=${claims.provider}`);
    const name = providerNames[claims.provider];

    if (purpose === 'connect') return connect(req, res, claims.sub, claims.primary_key, name);
    // The member of the member ID, or the one registered with this sub whose map is still to be made.
    const memberId = claims.primary_key ?? [...members].find(([, member]) => member.socialplusId === claims.sub)?.[0];
    const member = memberId === undefined ? undefined : members.get(memberId);
    if (memberId && !member) {
      // A member ID the site no longer has (a withdrawal that did not call delete_user): no login.
      log(`login refused: primary_key ${memberId} of sub ${claims.sub} is no member of the site`);
      return res.redirect(302, noticeUrl('/login', 'このアカウントではログインできません。お問い合わせください。'));
    }
    if (memberId && member) {
      // A member being withdrawn takes no new login (the withdraw region).
      if (member.withdrawing) return res.redirect(302, noticeUrl('/login', '退会の手続き中のため、ログインできません。'));
      // The registration's map that failed is made now, with the link the site saved.
      if (!claims.primary_key) await withRetry(() => webApi('map', {identifier: claims.sub, primary_key: memberId}));
      await logIn(req, memberId);
      return res.redirect(302, purpose === 'register' ? noticeUrl('/mypage', '登録済みです。ログインしました。') : '/mypage');
    }
    // Not a member yet: what the ID Token said waits in the session for the registration form or the link.
    req.session.pendingSocial = {sub: claims.sub, provider: claims.provider, name: claims.name ?? '', email: claims.email ?? ''};
    openRegistrations.open(claims.sub);
    return res.redirect(302, purpose === 'register' ? '/register/form' : '/unregistered');
  });
  // #endregion callback

  app.get('/unregistered', (req, res) => {
    if (!req.session.pendingSocial) return res.redirect(302, '/login');
    res.send(
      page(
        'このアカウントは会員に登録されていません',
        '<p><a href="/register/form">新しく会員登録する</a></p><p><a href="/login">すでに会員の方はログインして連携する</a></p>',
      ),
    );
  });

  // #region register
  app.get('/register/form', (req, res) => {
    const pending = req.session.pendingSocial;
    if (!pending) return res.redirect(302, '/register');
    res.send(
      page(
        '会員情報の入力',
        `<form method="post" action="/register/form">${csrfField(req)}<label>お名前 <input name="name" value="${escapeHtml(pending.name)}" required></label>
<label>メールアドレス <input type="email" name="email" value="${escapeHtml(pending.email)}" required></label><button>登録する</button></form>`,
      ),
    );
  });

  // The member and the link to its ソーシャルPLUS ID are saved together, then map (retried after a
  // 500). One submission registers: a second one (a double click), even at the same moment, finds
  // the account taken.
  app.post('/register/form', async (req, res) => {
    const pending = req.session.pendingSocial;
    if (!pending || !csrfValid(req)) return res.redirect(302, '/register');
    if (!openRegistrations.take(pending.sub)) return res.redirect(302, `/login?notice=${encodeURIComponent('ログインをやり直してください。')}`);
    const memberId = `member-${String(nextMember++).padStart(6, '0')}`;
    const form = req.body as {name: string; email: string};
    members.set(memberId, {name: form.name, email: form.email, socialplusId: pending.sub});
    try {
      await withRetry(() => webApi('map', {identifier: pending.sub, primary_key: memberId}));
    } catch (error) {
      // 8: the account is another member's; 7: its user is gone. The member just made is taken back.
      if (error instanceof WebApiError && (error.code === 8 || error.code === 7)) {
        members.delete(memberId);
        return res.redirect(
          302,
          error.code === 8
            ? noticeUrl('/login', 'このアカウントは登録済みです。ログインしてください。')
            : noticeUrl('/register', 'もう一度、最初から登録してください。'),
        );
      }
      if (!isTransient(error)) throw error;
      // Still failing: the member stays, with its sub; the next login with this account makes the map.
      log(`registration: map for ${memberId} still fails (${(error as Error).message}); made at the next login`);
    }
    delete req.session.pendingSocial;
    await logIn(req, memberId);
    res.send(page('登録が完了しました', `<p>会員 ID：<code id="member-id">${memberId}</code></p><p><a href="/mypage">マイページ</a></p>`));
  });
  // #endregion register

  // #region link-existing
  // A password login; with an account waiting from the unregistered page, it is linked to this
  // member (the account is taken as a registration takes it: one of them links it).
  app.post('/login', async (req, res) => {
    const {member: memberId, password} = req.body as {member: string; password: string};
    const member = members.get(memberId);
    if (!member?.password || member.password !== password || member.withdrawing)
      return res.redirect(302, `/login?notice=${encodeURIComponent('会員 ID かパスワードが違います。')}`);
    const pending = req.session.pendingSocial && openRegistrations.take(req.session.pendingSocial.sub) ? req.session.pendingSocial : undefined;
    if (pending) {
      try {
        await webApi('map', {identifier: pending.sub, primary_key: memberId});
        member.socialplusId = pending.sub;
      } catch (error) {
        // 16: the member has a ソーシャルPLUS ID already; the new user joins it, unless the member
        // has another account of the same provider (15): the member chooses which one to keep.
        if (!(error instanceof WebApiError) || error.code !== 16) throw error;
        try {
          await webApi('merge_user', {source_identifier: pending.sub, dest_primary_key: memberId});
        } catch (mergeError) {
          if (!(mergeError instanceof WebApiError) || mergeError.code !== 15) throw mergeError;
          await logIn(req, memberId);
          const name = providerNames[pending.provider];
          return res.redirect(
            302,
            noticeUrl('/mypage', `この会員には別の ${name} アカウントが連携されています。使うアカウントを決めて、もう一方の連携を解除してください。`),
          );
        }
      }
    }
    await logIn(req, memberId);
    res.redirect(302, pending ? `/mypage?notice=${encodeURIComponent(`${providerNames[pending.provider]} でログインできるようになりました。`)}` : '/mypage');
  });
  // #endregion link-existing

  // #region mypage
  // One row per enabled provider: linked or not, and what the member can do with it.
  app.get('/mypage', async (req, res) => {
    const memberId = activeMemberId(req);
    const member = memberId ? members.get(memberId) : undefined;
    if (!memberId || !member) return res.redirect(302, '/login');
    let linked: string[] = [];
    try {
      linked = (await webApi<{providers: {provider: string}[]}>('providers_of_user', {primary_key: memberId})).providers.map(({provider}) => provider);
    } catch (error) {
      // 7: no ソーシャルPLUS user yet; every row is not linked.
      if (!(error instanceof WebApiError) || error.code !== 7) throw error;
    }
    const rows = (await enabledProviders()).map(({provider}) => {
      const name = providerNames[provider];
      if (!linked.includes(provider))
        return `<tr data-provider="${provider}"><td>${name}</td><td>未連携</td><td><a href="/auth/start?purpose=connect&amp;provider=${provider}">連携する</a></td></tr>`;
      // The last way to log in is not offered for removal.
      const removable = linked.length > 1 || member.password !== undefined;
      return `<tr data-provider="${provider}"><td>${name}</td><td>連携中</td><td>${removable ? `<a href="/mypage/social/disconnect?provider=${provider}">解除する</a>` : ''}</td></tr>`;
    });
    res.send(
      page(
        'マイページ',
        `${noticeOf(req)}<p>会員 ID：<code id="member-id">${memberId}</code>（${escapeHtml(member.name)} さん）</p>
<table id="login-methods"><caption>ログイン方法</caption>${rows.join('')}</table><p><a href="/withdraw">退会する</a></p>
<form method="post" action="/logout">${csrfField(req)}<button>ログアウト</button></form>`,
      ),
    );
  });

  // The manager changed a login provider: the site's cache is cleared at once instead of in 10 minutes.
  app.post('/admin/providers-cache/clear', (_req, res) => {
    providersCache = undefined;
    res.sendStatus(204);
  });
  // #endregion mypage

  // #region associate
  // Back from the provider with an account for the member who is logged in.
  async function connect(req: express.Request, res: express.Response, sub: string, primaryKey: string | null, name: string) {
    const memberId = activeMemberId(req);
    const member = memberId ? members.get(memberId) : undefined;
    // Withdrawn, or being withdrawn, while this login was under way: nothing is linked.
    if (!memberId || !member) return res.redirect(302, '/login');
    const back = (notice: string) => res.redirect(302, noticeUrl('/mypage', notice));
    if (primaryKey === memberId) return back('すでに連携しています。');
    if (primaryKey) return back('このアカウントは別の会員に連携されています。');
    try {
      if (member.socialplusId) await webApi('merge_user', {source_identifier: sub, dest_primary_key: memberId});
      else {
        await webApi('map', {identifier: sub, primary_key: memberId});
        member.socialplusId = sub;
      }
    } catch (error) {
      // 15: another account of the same provider is linked already.
      if (error instanceof WebApiError && error.code === 15) return back(`別の ${name} アカウントが連携されています。解除してから連携してください。`);
      throw error;
    }
    return back(`${name} と連携しました。`);
  }
  // #endregion associate

  // #region dissociate
  app.get('/mypage/social/disconnect', async (req, res) => {
    const memberId = activeMemberId(req);
    const provider = typeof req.query.provider === 'string' ? req.query.provider : '';
    if (!memberId || !Object.hasOwn(providerNames, provider)) return res.redirect(302, '/mypage');
    const {providers} = await webApi<{providers: {provider: string}[]}>('providers_of_user', {primary_key: memberId});
    const name = providerNames[provider];
    if (providers.length === 1 && !members.get(memberId)!.password) {
      return res.send(page('解除できません', `<p>ほかのログイン方法がないため解除できません。</p><p><a href="/withdraw">退会の手続き</a></p>`));
    }
    res.send(
      page(
        `${name} との連携の解除`,
        `<p>${name} との連携を解除すると、${name} ではログインできなくなります。</p>
<form method="post" action="/mypage/social/disconnect">${csrfField(req)}<input type="hidden" name="provider" value="${provider}"><button>解除する</button></form>`,
      ),
    );
  });

  app.post('/mypage/social/disconnect', async (req, res) => {
    const memberId = activeMemberId(req);
    const provider = String((req.body as {provider?: string}).provider);
    if (!memberId || !csrfValid(req) || !Object.hasOwn(providerNames, provider)) return res.redirect(302, '/mypage');
    const member = members.get(memberId)!;
    try {
      await webApi('dissociate', {primary_key: memberId, target_provider: provider});
    } catch (error) {
      if (!(error instanceof WebApiError)) throw error;
      // 13 for a member who also has a password: the ソーシャルPLUS user goes; 9: already removed.
      if (error.code === 13 && member.password) {
        await webApi('delete_user', {primary_key: memberId});
        delete member.socialplusId;
      } else if (error.code !== 9) throw error;
    }
    res.redirect(302, `/mypage?notice=${encodeURIComponent(`${providerNames[provider]} との連携を解除しました。`)}`);
  });
  // #endregion dissociate

  // #region withdraw
  app.get('/withdraw', (req, res) => {
    if (!activeMemberId(req)) return res.redirect(302, '/login');
    res.send(
      page(
        '退会',
        `<p>退会すると、会員情報と連携しているログイン方法がすべて消え、ソーシャルログインでもログインできなくなります。</p>
<form method="post" action="/withdraw">${csrfField(req)}<button>退会する</button></form>`,
      ),
    );
  });

  /** delete_user for a member being withdrawn, retried after a 500; true once the user is gone (7: nothing to delete). */
  async function deleteUserOf(memberId: string): Promise<boolean> {
    try {
      await withRetry(() => webApi('delete_user', {primary_key: memberId}));
      return true;
    } catch (error) {
      if (error instanceof WebApiError && error.code === 7) return true;
      if (!isTransient(error)) throw error;
      log(`withdrawal: delete_user for ${memberId} still fails (${(error as Error).message}); the batch calls it again`);
      return false;
    }
  }

  // "Withdrawing" first: from then on the member takes no new login (password or social), and a
  // session left on another device opens nothing. Then delete_user, then the member's data. When
  // delete_user still fails, the member stays "withdrawing" and the batch below finishes it.
  app.post('/withdraw', async (req, res) => {
    const memberId = activeMemberId(req);
    if (!memberId || !csrfValid(req)) return res.redirect(302, '/mypage');
    members.get(memberId)!.withdrawing = true;
    const deleted = await deleteUserOf(memberId);
    if (deleted) members.delete(memberId);
    const done = deleted
      ? page('退会が完了しました', '<p>ご利用ありがとうございました。</p><p><a href="/login">ログイン画面へ</a></p>')
      : page(
          '退会を受け付けました',
          '<p>退会の手続きを受け付けました。手続きが終わるまで、ログインはできません。</p><p><a href="/login">ログイン画面へ</a></p>',
        );
    req.session.destroy(() => res.send(done));
  });

  // The batch of the withdrawal's step 4 (a scheduled job in a real site): delete_user again for
  // every member still being withdrawn, and the member's data once it succeeds.
  app.post('/admin/withdrawals/retry', async (_req, res) => {
    for (const [memberId, member] of members) if (member.withdrawing && (await deleteUserOf(memberId))) members.delete(memberId);
    res.sendStatus(204);
  });
  // #endregion withdraw

  app.post('/logout', (req, res) => {
    if (!csrfValid(req)) return res.redirect(302, '/mypage');
    req.session.destroy(() => res.redirect(302, '/login'));
  });

  return app;
}
