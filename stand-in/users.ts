/**
 * The people a tester can log in as on the stand-in's provider page, and the ソーシャルPLUS users
 * they are. Values follow the pages' examples: a ソーシャルPLUS ID of 40 hexadecimal characters, a
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
  nameKana: string;
  email: string;
};

export const testUsers: TestUser[] = [
  {
    identifier: '7b256cf6c3e378d354153d446d2efcc1b3028a8c',
    primaryKey: null,
    provider: 'line',
    providerUid: 'U4af4980629a1b2c3d4e5f60718293a4b',
    name: '山田 太郎',
    nameKana: 'ヤマダ タロウ',
    email: 'taro@example.com',
  },
  {
    identifier: '46898aa7c2f437692f2a3d4bc35d2d808480bdb3',
    primaryKey: 'member-000123',
    provider: 'line',
    providerUid: 'U9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
    name: '佐藤 花子',
    nameKana: 'サトウ ハナコ',
    email: 'hanako@example.com',
  },
  {
    identifier: 'c3f1a9e07b5d2c4e6f8091a2b3c4d5e6f7a8b9c0',
    primaryKey: null,
    provider: 'line',
    providerUid: 'U0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    name: '鈴木 一郎',
    nameKana: 'スズキ イチロウ',
    email: 'ichiro@example.com',
  },
];
