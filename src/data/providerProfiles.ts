/**
 * What each login provider gives, stated once for both versions of the social login: a provider
 * returns the same data whichever version relays it. The OpenID Connect pages render it as claims
 * (`<ProviderClaims />`, `<ProviderClaims provider="line" />`), the legacy pages as profile fields
 * (`<ProviderClaims version="legacy" />`).
 *
 * Sources, checked against each provider's documentation:
 * - LINE Login v2.1: display name and picture (`profile`), e-mail only with the e-mail permission
 *   applied for on the channel and the user's consent, no verification flag
 *   (https://developers.line.biz/ja/docs/line-login/integrate-line-login/).
 * - Sign in with Apple: name only on the first authorisation; e-mail possibly a private relay
 *   address, possibly absent for managed accounts in Apple School Manager; `email_verified` can be
 *   false for Sign in with Apple at Work & School users
 *   (https://developer.apple.com/documentation/signinwithapple/receiving-a-users-identity-token).
 * - Yahoo! ID連携 v2: scopes `openid`, `profile`, `email`, `address` only (no phone); every
 *   attribute comes from the UserInfo API, which needs Yahoo!'s review
 *   (https://developer.yahoo.co.jp/yconnect/v2/userinfo.html); kana only for the family and the
 *   given name (`family_name#ja-Kana-JP`, `given_name#ja-Kana-JP`, no `name#ja-Kana-JP`); birth year
 *   only; address = country, postal code, prefecture, city.
 * - Google OpenID Connect: name parts only when the account has them.
 * - X OAuth 2.0: `users.read` + `tweet.read` for `GET /2/users/me`; the confirmed e-mail as the
 *   `confirmed_email` field with the `users.email` scope
 *   (https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code).
 * - Facebook Login and Twitter OAuth 1.0a (legacy only): gender and birthday after Meta's app
 *   review; the Twitter e-mail with "Request email addresses from users" on the app.
 */

export type ProviderId = 'line' | 'apple' | 'yahoo' | 'google' | 'x' | 'facebook' | 'twitter';
export type Scope = 'openid' | 'profile' | 'email' | 'address' | 'phone';
/** yes: returned when the user has it and consents · conditional: only under the note's condition · no: never. */
export type Availability = 'yes' | 'conditional' | 'no';

export const providerNames: Record<ProviderId, string> = {
  line: 'LINE',
  apple: 'Apple',
  yahoo: 'Yahoo! JAPAN',
  google: 'Google',
  x: 'X',
  facebook: 'Facebook',
  twitter: 'Twitter（X）',
};

export const oidcProviders: ProviderId[] = ['line', 'apple', 'yahoo', 'google', 'x'];
export const legacyProviders: ProviderId[] = ['line', 'apple', 'yahoo', 'google', 'facebook', 'twitter'];

export type ItemId = 'displayName' | 'fullName' | 'kana' | 'gender' | 'birthday' | 'picture' | 'email' | 'emailVerified' | 'address' | 'phone';

interface ProfileItem {
  label: string;
  /** The fields of the legacy profile object (inline Markdown); the item is not in the legacy table without it. */
  legacyFields?: string;
  cells: Record<ProviderId, Availability>;
  /** The condition of a conditional cell, or what a yes cell holds, in a few words. */
  notes?: Partial<Record<ProviderId, string>>;
}

const yahooReview = '属性取得 API の審査で承認された場合';

export const profileItems: Record<ItemId, ProfileItem> = {
  displayName: {
    label: '表示名',
    legacyFields: '`profile.user_name`',
    cells: {line: 'yes', apple: 'no', yahoo: 'conditional', google: 'yes', x: 'yes', facebook: 'yes', twitter: 'yes'},
    notes: {yahoo: yahooReview},
  },
  fullName: {
    label: '氏名（姓と名）',
    legacyFields: '`profile.full_name`、`profile.family_name`、`profile.given_name`',
    cells: {line: 'no', apple: 'conditional', yahoo: 'conditional', google: 'yes', x: 'no', facebook: 'yes', twitter: 'no'},
    notes: {
      apple: '最初の同意のときだけ。プロフィールを保持する設定なら以降のログインでも届きます',
      yahoo: yahooReview,
      google: 'Google アカウントに登録されている場合',
    },
  },
  kana: {
    label: '姓と名のフリガナ',
    legacyFields: '`profile.family_name_kana`、`profile.given_name_kana`',
    cells: {line: 'no', apple: 'no', yahoo: 'conditional', google: 'no', x: 'no', facebook: 'no', twitter: 'no'},
    notes: {yahoo: yahooReview},
  },
  gender: {
    label: '性別',
    legacyFields: '`profile.gender`',
    cells: {line: 'no', apple: 'no', yahoo: 'conditional', google: 'no', x: 'no', facebook: 'conditional', twitter: 'no'},
    notes: {yahoo: yahooReview, facebook: 'Meta のアプリレビューで権限が承認された場合'},
  },
  birthday: {
    label: '生年月日',
    legacyFields: '`profile.birthday`',
    // Yahoo! JAPAN gives the birth year only, and `profile.birthday` needs the full date, so it stays null.
    cells: {line: 'no', apple: 'no', yahoo: 'no', google: 'no', x: 'no', facebook: 'conditional', twitter: 'no'},
    notes: {facebook: 'Meta のアプリレビューで権限が承認された場合'},
  },
  picture: {
    label: 'プロフィール画像',
    legacyFields: '`profile.image_url`',
    cells: {line: 'yes', apple: 'no', yahoo: 'conditional', google: 'yes', x: 'yes', facebook: 'yes', twitter: 'yes'},
    notes: {yahoo: yahooReview},
  },
  email: {
    label: 'メールアドレス',
    legacyFields: '`email[].email`',
    cells: {line: 'conditional', apple: 'yes', yahoo: 'conditional', google: 'yes', x: 'conditional', facebook: 'conditional', twitter: 'conditional'},
    notes: {
      line: 'メールアドレス取得権限の申請が通り、エンドユーザーが同意した場合',
      apple: '「メールを非公開」を選んだエンドユーザーでは転送用アドレス',
      yahoo: yahooReview,
      x: 'X のアプリでメールアドレスの取得を許可し、エンドユーザーが確認済みのアドレスを X に登録している場合',
      facebook: 'エンドユーザーが提供を許可した場合',
      twitter: 'X のアプリでメールアドレスの取得を許可し、エンドユーザーが確認済みのアドレスを X に登録している場合',
    },
  },
  emailVerified: {
    label: 'メールアドレスの確認状態',
    legacyFields: '`email[].verified`',
    cells: {line: 'no', apple: 'yes', yahoo: 'conditional', google: 'yes', x: 'conditional', facebook: 'no', twitter: 'conditional'},
    notes: {
      apple: 'Apple at Work & School の管理対象アカウントでは `false` のことがあります',
      yahoo: yahooReview,
      x: 'メールアドレスが届いた場合。X は確認済みのアドレスだけを返すため、値は `true` です',
      twitter: 'メールアドレスが届いた場合。X は確認済みのアドレスだけを返すため、値は `true` です',
    },
  },
  address: {
    label: '住所（郵便番号、都道府県、市区町村）',
    legacyFields: '`address[].postal_code`、`region`、`locality`、`country`',
    cells: {line: 'no', apple: 'no', yahoo: 'conditional', google: 'no', x: 'no', facebook: 'no', twitter: 'no'},
    notes: {yahoo: `${yahooReview}。番地は含みません`},
  },
  phone: {
    label: '電話番号',
    legacyFields: '`phone[].phone_number`',
    cells: {line: 'no', apple: 'no', yahoo: 'no', google: 'no', x: 'no', facebook: 'no', twitter: 'no'},
  },
};

/**
 * The ID Token's profile claims of the OpenID Connect version, and the item each one carries. `name`
 * holds the full name, or the display name where the provider has no full name. `name#ja-Kana-JP`
 * carries no item: no provider returns a full-name kana (Yahoo! JAPAN returns the family and the
 * given name's kana only), so it is × for every provider, as `phone_number` is.
 */
export const oidcClaims: {claim: string; scope: Scope; label: string; items: ItemId[]}[] = [
  {claim: 'name', scope: 'profile', label: '氏名（氏名がないログインプロバイダーでは表示名）', items: ['fullName', 'displayName']},
  {claim: 'family_name', scope: 'profile', label: '姓', items: ['fullName']},
  {claim: 'given_name', scope: 'profile', label: '名', items: ['fullName']},
  {claim: 'name#ja-Kana-JP', scope: 'profile', label: '氏名のフリガナ', items: []},
  {claim: 'family_name#ja-Kana-JP', scope: 'profile', label: '姓のフリガナ', items: ['kana']},
  {claim: 'given_name#ja-Kana-JP', scope: 'profile', label: '名のフリガナ', items: ['kana']},
  {claim: 'email', scope: 'email', label: 'メールアドレス', items: ['email']},
  {claim: 'email_verified', scope: 'email', label: 'メールアドレスが確認済みか', items: ['emailVerified']},
  {claim: 'address', scope: 'address', label: '住所（`postal_code`、`region`、`locality`、`country`）', items: ['address']},
  {claim: 'phone_number', scope: 'phone', label: '電話番号', items: ['phone']},
];

/** What ソーシャルPLUS asks each provider for, by the site's `scope` value. */
export const providerScopes: Record<ProviderId, Partial<Record<Scope, string>>> = {
  line: {openid: '`openid`', profile: '`profile`', email: '`email`'},
  apple: {openid: '（なし）', profile: '`name`', email: '`email`'},
  yahoo: {openid: '`openid`', profile: '`profile`', email: '`email`', address: '`address`'},
  google: {openid: '`openid`', profile: '`profile`', email: '`email`'},
  x: {openid: '`users.read`、`tweet.read`', profile: '`users.read`、`tweet.read`', email: '`users.email`（`GET /2/users/me` の `confirmed_email`）'},
  facebook: {},
  twitter: {},
};

/** One claim's availability for one provider: the first of its items the provider gives. */
export function claimCell(claim: (typeof oidcClaims)[number], provider: ProviderId): {availability: Availability; note?: string} {
  for (const id of claim.items) {
    const item = profileItems[id];
    const availability = item.cells[provider];
    if (availability !== 'no') {
      const note = id === 'displayName' && claim.claim === 'name' ? '表示名' : item.notes?.[provider];
      return {availability, note};
    }
  }
  return {availability: 'no'};
}
