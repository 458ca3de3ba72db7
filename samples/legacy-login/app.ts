/**
 * Sample site: login with the one-time-token version (legacy). The login button goes through the
 * site's server, which keeps a `state` in the session and sends the browser to the social login
 * URL; the callback URL checks the state, exchanges the one-time token with authenticated_user,
 * and either logs the member in or registers one and links it with map. A member's page adds a
 * provider (association_token), removes one (dissociate), and a member who logs in with an account
 * that became a user of its own has it merged into theirs (map, then merge_user). The site's
 * smartphone app logs in through ./appApi.ts. Express and express-session; the API key stays on
 * the server.
 *
 *   npm run sample -- legacy-login
 */
import crypto from 'node:crypto';
import express from 'express';
import {exchangeToken, readCallback, SocialPlusApiError} from '../../examples/legacy/exchange-token';
import {isTransient, withRetry} from '../shared/retry';
import {loginSession} from '../shared/session';
import {singleUse} from '../shared/singleUse';
import {escapeHtml, page, type LegacySiteConfig} from '../shared/site';
import {WebApiError, webApiOf} from '../shared/webApi';
import {appApi} from './appApi';

/** What the login page says after a callback that did not log the user in (never the raw `reason`). */
const notices: Record<string, string> = {
  canceled: 'ログインを取り消しました。',
  'not-registered': 'このアカウントは登録されていません。会員登録は「LINE でログイン」から進めてください。',
  'provider-error': 'ログインプロバイダーでエラーが起きました。時間をおいて試すか、別のログイン方法をお使いください。',
  error: 'ログインできませんでした。もう一度お試しください。',
  merged: 'Google のアカウントを会員情報にまとめました。',
  dissociated: '連携を解除しました。',
};

const providerNames: Record<string, string> = {line: 'LINE', google: 'Google'};

// #region form-values
/** The profile members of authenticated_user with add_profile (the profile API's shape). */
type ProfileParts = {
  profile: {family_name: string | null; given_name: string | null; family_name_kana: string | null; given_name_kana: string | null};
  email: {email: string; verified: boolean; provider: string}[];
  phone: {phone_number: string; provider: string}[];
  address: {postal_code: string | null; region: string | null; provider: string}[];
};

/** The registration form's values from a profile, by the conversion rules of the form assist page. */
function formValues(parts: ProfileParts, lastProvider: string | null) {
  // Verified addresses first, and among them the one of the provider of this login.
  const emails = [...parts.email].sort(
    (a, b) => Number(b.verified) - Number(a.verified) || Number(b.provider === lastProvider) - Number(a.provider === lastProvider),
  );
  const postalCode = parts.address[0]?.postal_code ?? '';
  const phone = parts.phone[0]?.phone_number ?? '';
  return {
    family_name: parts.profile.family_name ?? '',
    given_name: parts.profile.given_name ?? '',
    family_name_kana: parts.profile.family_name_kana ?? '',
    given_name_kana: parts.profile.given_name_kana ?? '',
    email: emails[0]?.email ?? '',
    postal_code: /^\d{7}$/.test(postalCode) ? `${postalCode.slice(0, 3)}-${postalCode.slice(3)}` : '',
    region: parts.address[0]?.region ?? '',
    // +81 becomes a leading 0; another country's number is left out.
    phone: phone.startsWith('+81') ? `0${phone.slice(3)}` : '',
  };
}
// #endregion form-values

export function createApp(config: LegacySiteConfig): express.Express {
  const app = express();
  const webApi = webApiOf(config);
  // The site's own members (a database in a real site).
  const members = new Map<string, {name: string; email?: string}>();
  // What one request may use once (../shared/singleUse.ts): a login under way, by its state, and a
  // user waiting for its registration, by its ソーシャルPLUS ID.
  const openStates = singleUse();
  const openRegistrations = singleUse();
  app.use(loginSession(config.sessionSecret));
  app.use(appApi(config));

  app.get('/', async (req, res) => {
    const notice = typeof req.query.notice === 'string' ? `<p id="notice">${notices[req.query.notice] ?? ''}</p>` : '';
    const memberId = req.session.memberId;
    const member = memberId ? members.get(memberId) : undefined;
    if (!memberId || !member) {
      return res.send(
        page(
          'ログイン',
          `${notice}<p><a href="/login">LINE でログイン</a></p><p><a href="/login?only=1">LINE でログイン（登録済みの方）</a></p><p><a href="/login?provider=google">Google でログイン</a></p>`,
        ),
      );
    }
    // The member's page: the providers linked now, one way to add each other, one to remove each.
    // 7: no user holds the member ID yet (its map still to be made): every provider is not linked.
    const providers = await webApi<{providers: {provider: string}[]}>('providers_of_user', {primary_key: memberId}).then(
      (answer) => answer.providers,
      (error: unknown) => {
        if (error instanceof WebApiError && error.code === 7) return [];
        throw error;
      },
    );
    const linked = providers.map(({provider}) => provider);
    const rows = Object.entries(providerNames).map(([provider, name]) =>
      linked.includes(provider)
        ? `<li data-provider="${provider}">${name}：連携中${linked.length > 1 ? ` <form method="post" action="/mypage/dissociate"><button name="provider" value="${provider}">${name} の連携を解除する</button></form>` : ''}</li>`
        : `<li>${name}：<a href="/mypage/associate?provider=${provider}">${name} と連携する</a></li>`,
    );
    return res.send(
      page(
        'ログインしました',
        `${notice}<p>会員 ID：<code id="member-id">${memberId}</code>（${member.name} さん）</p><ul id="providers">${rows.join('')}</ul>`,
      ),
    );
  });

  // #region start
  // The login button's link: a state for this login, kept in the session (and opened for one use),
  // and inside the callback URL.
  // `?only=1` uses the login-only URL, which refuses to create a user for an unknown account;
  // `?provider=google` logs in with Google.
  app.get('/login', (req, res) => {
    const state = crypto.randomBytes(16).toString('hex');
    req.session.socialplusState = state;
    openStates.open(state);
    const callback = `${config.siteOrigin}/social/callback?state=${state}`;
    const provider = req.query.provider === 'google' || req.query.provider === 'yahoo' ? req.query.provider : 'line';
    const path = `/${config.accountId}/${config.serviceId}/${provider}/authenticate${req.query.only ? '/login' : ''}`;
    const loginUrl = new URL(path, config.authBase);
    loginUrl.searchParams.set('callback', callback);
    res.redirect(302, loginUrl.toString());
  });
  // #endregion start

  // #region callback
  // The callback URL: state first (read once, then deleted; only the request that takes it goes on,
  // a second one, even at the same moment, does not), then status, then the token exchange.
  app.get('/social/callback', async (req, res) => {
    const state = req.session.socialplusState;
    delete req.session.socialplusState;
    const expectedState = state && openStates.take(state) ? state : '';
    const result = readCallback(new URL(req.originalUrl, config.siteOrigin).searchParams, expectedState);
    if (result.status === 'canceled') return res.redirect(302, '/?notice=canceled');
    if (result.status === 'failed') {
      if (result.reason === 'signup_refused') return res.redirect(302, '/?notice=not-registered');
      // A wrong state and invalid_request: a generic error. provider_error, and any reason not
      // known yet: the provider failed; the time and the provider go to the log.
      if (['state_mismatch', 'no_state_in_session', 'invalid_request'].includes(result.reason)) return res.redirect(302, '/?notice=error');
      console.warn(`social login failed: ${result.reason} (line) at ${new Date().toISOString()}`);
      return res.redirect(302, '/?notice=provider-error');
    }
    try {
      const {user} = await exchangeToken(result.token, {apiKey: config.apiKey, baseUrl: config.apiBase});
      if (user.primary_key && members.has(user.primary_key)) {
        req.session.memberId = user.primary_key;
        return res.redirect(302, '/');
      }
      if (req.session.memberId) {
        // A member, logged in, came back as a user with no member ID: an account of theirs that
        // became a user of its own. map says 16 when the member ID is linked to their first user,
        // whose user then takes this one's accounts (merge_user).
        try {
          await webApi('map', {identifier: user.identifier, primary_key: req.session.memberId});
        } catch (error) {
          if (!(error instanceof WebApiError) || error.code !== 16) throw error;
          await webApi('merge_user', {source_identifier: user.identifier, dest_primary_key: req.session.memberId});
        }
        return res.redirect(302, '/?notice=merged');
      }
      req.session.pendingIdentifier = user.identifier;
      openRegistrations.open(user.identifier);
      return res.redirect(302, '/register');
    } catch (error) {
      // Never send the same one-time token again: the login starts over.
      if (error instanceof SocialPlusApiError || error instanceof WebApiError) return res.redirect(302, '/?notice=error');
      throw error;
    }
  });
  // #endregion callback

  app.get('/register', (req, res) => {
    if (!req.session.pendingIdentifier) return res.redirect(302, '/');
    return res.send(
      page('会員登録', '<form method="post" action="/register"><label>お名前 <input name="name" required></label><button>登録する</button></form>'),
    );
  });

  /** The registration form with the input buttons, its fields holding `values` (escaped). */
  const registrationForm = (values: Partial<ReturnType<typeof formValues>> = {}) => {
    const field = (name: keyof ReturnType<typeof formValues>) => `value="${escapeHtml(values[name] ?? '')}"`;
    const regions = ['東京都', '神奈川県'].map((region) => `<option${values.region === region ? ' selected' : ''}>${region}</option>`).join('');
    return page(
      '会員登録',
      `<p><a href="/form-assist/start?provider=yahoo">Yahoo! JAPAN ID で入力</a> <a href="/form-assist/start?provider=line">LINE で入力</a></p>
<form method="post" action="/register/assist">
<label>姓 <input name="family_name" ${field('family_name')} required></label><label>名 <input name="given_name" ${field('given_name')} required></label>
<label>セイ <input name="family_name_kana" ${field('family_name_kana')}></label><label>メイ <input name="given_name_kana" ${field('given_name_kana')}></label>
<label>メールアドレス <input type="email" name="email" ${field('email')} required></label><label>郵便番号 <input name="postal_code" ${field('postal_code')}></label>
<label>都道府県 <select name="region"><option value="">選択してください</option>${regions}</select></label><label>電話番号 <input type="tel" name="phone" ${field('phone')}></label>
<button>登録する</button></form>`,
    );
  };

  app.get('/register/assist', (_req, res) => res.send(registrationForm()));

  // The form, sent: the member as the form says, linked to the ソーシャルPLUS ID of the session if
  // any. A second submission of the same form (a double click), even at the same moment, finds the
  // user taken and registers nothing. map as the form assist page says: 8, the account became a
  // member in another window (the member just made is taken back, and the login page shown); a 500,
  // the member stays registered and the same map is sent again.
  app.post('/register/assist', express.urlencoded({extended: false}), async (req, res) => {
    const form = req.body as Record<string, string>;
    const identifier = req.session.pendingIdentifier;
    if (identifier && !openRegistrations.take(identifier)) return res.redirect(302, '/');
    const memberId = `member-${String(members.size + 1).padStart(6, '0')}`;
    members.set(memberId, {name: `${form.family_name} ${form.given_name}`, email: form.email});
    delete req.session.pendingIdentifier;
    if (identifier) {
      try {
        await withRetry(() => webApi('map', {identifier, primary_key: memberId}));
      } catch (error) {
        if (error instanceof WebApiError && error.code === 8) {
          members.delete(memberId);
          return res.send(page('登録済みです', '<p id="notice">このアカウントは登録済みです。</p><p><a href="/">ログインの画面へ</a></p>'));
        }
        if (!isTransient(error)) throw error;
        console.warn(`registration: map of ${memberId} still fails (${(error as Error).message}); to be sent again later`);
      }
    }
    req.session.memberId = memberId;
    return res.redirect(302, '/');
  });

  // #region register
  // Registration done: the new member ID is linked to the ソーシャルPLUS user with map. One submission
  // registers: a second one (a double click), even at the same moment, finds the user taken.
  app.post('/register', express.urlencoded({extended: false}), async (req, res) => {
    const identifier = req.session.pendingIdentifier;
    if (!identifier || !openRegistrations.take(identifier)) return res.redirect(302, '/');
    const memberId = `member-${String(members.size + 1).padStart(6, '0')}`;
    members.set(memberId, {name: String((req.body as {name?: string}).name ?? '')});
    await webApi('map', {identifier, primary_key: memberId});
    delete req.session.pendingIdentifier;
    req.session.memberId = memberId;
    return res.redirect(302, '/');
  });
  // #endregion register

  // #region form-assist
  // The registration form's input button: a login whose callback URL is the form assist one.
  app.get('/form-assist/start', (req, res) => {
    const provider = req.query.provider === 'line' ? 'line' : 'yahoo';
    const state = crypto.randomBytes(16).toString('hex');
    req.session.socialplusState = state;
    openStates.open(state);
    const loginUrl = new URL(`/${config.accountId}/${config.serviceId}/${provider}/authenticate`, config.authBase);
    loginUrl.searchParams.set('callback', `${config.siteOrigin}/form-assist/callback?state=${state}`);
    res.redirect(302, loginUrl.toString());
  });

  // The profile comes with the token exchange (and is deleted from ソーシャルPLUS after it); the
  // ソーシャルPLUS ID stays in the session, the values go into the form.
  app.get('/form-assist/callback', async (req, res) => {
    const state = req.session.socialplusState;
    delete req.session.socialplusState;
    const expectedState = state && openStates.take(state) ? state : '';
    const result = readCallback(new URL(req.originalUrl, config.siteOrigin).searchParams, expectedState);
    if (result.status !== 'authorized') return res.redirect(302, '/register/assist');
    // Code 4, a 500 or no answer: the same token is never sent again; the empty form, to press a button again.
    const answer = await exchangeToken(result.token, {apiKey: config.apiKey, baseUrl: config.apiBase, addProfile: true, deleteProfile: true}).catch(
      (error: unknown) => {
        if (error instanceof SocialPlusApiError || error instanceof TypeError) return undefined;
        throw error;
      },
    );
    if (!answer) return res.redirect(302, '/register/assist');
    if (answer.user.primary_key)
      return res.send(page('登録済みです', '<p id="notice">このアカウントは登録済みです。</p><p><a href="/">ログインの画面へ</a></p>'));
    req.session.pendingIdentifier = answer.user.identifier;
    openRegistrations.open(answer.user.identifier);
    const values = formValues(answer as unknown as ProfileParts, answer.user.last_logged_in_provider);
    res.send(registrationForm(values));
  });
  // #endregion form-assist

  // #region mypage
  // Adds a provider to the member's user: the association token's URL, with this login's state in
  // the callback URL. The callback then logs the member in as before.
  app.get('/mypage/associate', async (req, res) => {
    const provider = typeof req.query.provider === 'string' ? req.query.provider : '';
    if (!req.session.memberId || !Object.hasOwn(providerNames, provider)) return res.redirect(302, '/');
    const {url} = await webApi<{url: string}>('association_token', {primary_key: req.session.memberId, target_provider: provider});
    const state = crypto.randomBytes(16).toString('hex');
    req.session.socialplusState = state;
    openStates.open(state);
    const loginUrl = new URL(url);
    loginUrl.searchParams.set('callback', `${config.siteOrigin}/social/callback?state=${state}`);
    res.redirect(302, loginUrl.toString());
  });

  // Removes a provider from the member's user; the page offers it only while another one remains.
  app.post('/mypage/dissociate', express.urlencoded({extended: false}), async (req, res) => {
    const provider = String((req.body as {provider?: string}).provider);
    if (!req.session.memberId || !Object.hasOwn(providerNames, provider)) return res.redirect(302, '/');
    await webApi('dissociate', {primary_key: req.session.memberId, target_provider: provider});
    res.redirect(302, '/?notice=dissociated');
  });
  // #endregion mypage

  return app;
}
