/**
 * The provider accounts a tester can log in with on the stand-in's provider page, and the
 * ソーシャルPLUS users they start as. Values follow the pages' examples: a ソーシャルPLUS ID of 40 hexadecimal characters, a
 * member ID (primary_key) once the site has linked one.
 */
export type ProviderName = 'line' | 'apple' | 'yahoo' | 'google' | 'x';

export type TestUser = {
  /** The ソーシャルPLUS ID (the ID Token's `sub`). */
  identifier: string;
  primaryKey: string | null;
  provider: ProviderName;
  providerUid: string;
  name: string;
  email: string;
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
];
