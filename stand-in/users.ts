/**
 * The provider accounts a tester can log in with on the stand-in's provider page, and the
 * ソーシャルPLUS users they start as. Values follow the pages' examples: a ソーシャルPLUS ID of 40 hexadecimal characters, a
 * member ID (primary_key) once the site has linked one.
 */
import crypto from 'node:crypto';

export type ProviderName = 'line' | 'apple' | 'yahoo' | 'google' | 'x';

/** What a provider gives beyond a display name and an e-mail address (src/data/providerProfiles.ts). */
type MoreClaims = {
  family_name: string;
  given_name: string;
  'family_name#ja-Kana-JP': string;
  'given_name#ja-Kana-JP': string;
  address: {postal_code: string; region: string; locality: string; country: string};
};

export type TestUser = {
  /** The ソーシャルPLUS ID (the ID Token's `sub`). */
  identifier: string;
  primaryKey: string | null;
  provider: ProviderName;
  providerUid: string;
  name: string;
  email: string;
  /** Yahoo! JAPAN: name parts with kana and an address (country, postal code, prefecture, city). */
  more?: MoreClaims;
};

export const testUsers: TestUser[] = [
  {
    identifier: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
    primaryKey: null,
    provider: 'line',
    providerUid: 'U4af4980629a1b2c3d4e5f60718293a4b',
    name: '山田 太郎',
    email: 'taro@example.com',
  },
  {
    identifier: '46898aa7c2f437692f2a3d4bc35d2d808480bdb3',
    primaryKey: 'member-000123',
    provider: 'line',
    providerUid: 'U9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
    name: '佐藤 花子',
    email: 'hanako@example.com',
  },
  {
    identifier: 'c3f1a9e07b5d2c4e6f8091a2b3c4d5e6f7a8b9c0',
    primaryKey: null,
    provider: 'line',
    providerUid: 'U0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    name: '鈴木 一郎',
    email: 'ichiro@example.com',
  },
  // 山田 太郎's Google account: a ソーシャルPLUS user of its own until it is added to the
  // user of their LINE account (association) or merged into it.
  {
    identifier: 'e4b7d2a90c1f3e5a7b9d1c3e5f7a9b1d3c5e7f9a',
    primaryKey: null,
    provider: 'google',
    providerUid: '109876543210987654321',
    name: '山田 太郎',
    email: 'taro@example.com',
  },
  // 山田 太郎's Yahoo! JAPAN ID, whose attributes the service's review approved.
  {
    identifier: '5d0f3b8e1a7c9e2b4d6f8a0c2e4b6d8f0a1c3e5b',
    primaryKey: null,
    provider: 'yahoo',
    providerUid: 'KQ4W7ZP2MBL5NHTVEAYR3CSUXJ',
    name: '山田 太郎',
    email: 'taro@example.com',
    more: {
      family_name: '山田',
      given_name: '太郎',
      'family_name#ja-Kana-JP': 'ヤマダ',
      'given_name#ja-Kana-JP': 'タロウ',
      address: {postal_code: '1500001', region: '東京都', locality: '渋谷区', country: 'JP'},
    },
  },
];

/**
 * The app the service registered for native app integration: the LINE channel, Google's native
 * app client ID or the Facebook app ID that a provider's SDK issues its tokens for.
 */
export const registeredApp = 'sample-shop-app';

/** What a provider's SDK gives the app after a login: an access token, and for LINE an ID Token. */
export type SdkTokens = {access_token: string; id_token?: string};

/**
 * The tokens the stand-in's providers issue to an app's SDK, for a test account and the app they
 * are for. Kept in a table of random values rather than signed tokens: the stand-in's service and
 * its providers run in one process, so the service asking a provider about a token is a look-up of
 * what the provider issued, and nothing reads inside a token.
 */
export function sdkTokens() {
  const issued = new Map<string, {account: TestUser; app: string; idToken?: string}>();
  return {
    /** An SDK login of `account` in app `app`. */
    issue(account: TestUser, app: string): SdkTokens {
      const random = () => crypto.randomBytes(24).toString('base64url');
      const tokens: SdkTokens = {access_token: random(), ...(account.provider === 'line' ? {id_token: random()} : {})};
      issued.set(tokens.access_token, {account, app, idToken: tokens.id_token});
      return tokens;
    },
    /** The login an access token (and for LINE its ID Token) came from, if the provider issued them. */
    loginOf(accessToken: string, idToken: string | undefined): {account: TestUser; app: string} | undefined {
      const login = issued.get(accessToken);
      return login && login.idToken === idToken ? login : undefined;
    },
  };
}
