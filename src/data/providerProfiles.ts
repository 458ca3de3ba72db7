/**
 * What each login provider gives, stated once for both versions of the social login: a provider
 * returns the same data whichever version relays it. The OpenID Connect pages render it as claims
 * (`<ProviderClaims />`, `<ProviderClaims provider="line" />`), the legacy pages as profile fields
 * (`<ProviderClaims version="legacy" />`).
 *
 * Sources: LINE Login v2.1 (display name, picture, e-mail with the permission applied for on the
 * channel), Sign in with Apple (name on the first authorisation only; e-mail possibly a relay
 * address), Yahoo! ID連携 v2 (scopes openid, profile, email, address, and every attribute only after
 * Yahoo!'s review of the attribute API: no phone scope, kana for family and given name, address to
 * the city), Google OpenID Connect, X OAuth 2.0 (`users.read`, and the confirmed e-mail as `confirmed_email`), Facebook Login and Twitter OAuth 1.0a (legacy only).
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
    notes: {apple: '最初の同意のときだけ', yahoo: yahooReview, google: 'Google アカウントに登録されている場合'},
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
    cells: {line: 'no', apple: 'no', yahoo: 'conditional', google: 'no', x: 'no', facebook: 'conditional', twitter: 'no'},
    notes: {yahoo: `${yahooReview}。生まれた年だけです`, facebook: 'Meta のアプリレビューで権限が承認された場合'},
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
      apple: '「メールを非公開」では転送用アドレス',
      yahoo: yahooReview,
      x: 'アプリでメールアドレスの取得を許可し、確認済みのアドレスがある場合',
      facebook: 'エンドユーザーが提供を許可した場合',
      twitter: 'アプリでメールアドレスの取得を許可し、確認済みのアドレスがある場合',
    },
  },
  emailVerified: {
    label: 'メールアドレスの確認状態',
    legacyFields: '`email[].verified`',
    cells: {line: 'no', apple: 'yes', yahoo: 'conditional', google: 'yes', x: 'conditional', facebook: 'no', twitter: 'no'},
    notes: {yahoo: yahooReview, x: 'メールアドレスが届いた場合（常に確認済み）'},
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
 * holds the full name, or the display name where the provider has no full name.
 */
export const oidcClaims: {claim: string; scope: Scope; label: string; items: ItemId[]}[] = [
  {claim: 'name', scope: 'profile', label: '氏名（氏名がないログインプロバイダーでは表示名）', items: ['fullName', 'displayName']},
  {claim: 'family_name', scope: 'profile', label: '姓', items: ['fullName']},
  {claim: 'given_name', scope: 'profile', label: '名', items: ['fullName']},
  {claim: 'name#ja-Kana-JP', scope: 'profile', label: '氏名のフリガナ', items: ['kana']},
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
  x: {openid: '`users.read`、`tweet.read`', profile: '`users.read`、`tweet.read`', email: '確認済みのメールアドレスの取得（`GET /2/users/me` の `confirmed_email`）'},
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
