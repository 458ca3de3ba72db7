/**
 * Yahoo! JAPAN デベロッパーネットワーク (https://e.developer.yahoo.co.jp/dashboard/): the
 * application management of Yahoo! ID連携 v2, as Yahoo! names it
 * (https://developer.yahoo.co.jp/yconnect/v2/userinfo.html names the detail page and its
 * 「利用するスコープ」; the registration form's fields are those of the 「新しいアプリケーションを開発」 form).
 * Paths after `newApplication` start on the application's detail page, opened from 「アプリケーションの管理」.
 */
import type {ConsolePath} from './types';

const consoleName = 'Yahoo! JAPAN デベロッパーネットワーク';
const manage = {label: 'アプリケーションの管理', kind: 'page'} as const;
const detail = {label: 'アプリケーションの詳細', kind: 'page'} as const;
const v2 = 'https://developer.yahoo.co.jp/yconnect/v2/';
const userinfo = 'https://developer.yahoo.co.jp/yconnect/v2/userinfo.html';

export const yahoo: Record<string, ConsolePath> = {
  newApplication: {
    console: consoleName,
    steps: [manage, {label: '新しいアプリケーションを開発', kind: 'button'}],
    source: v2,
  },
  callbackUrl: {
    console: consoleName,
    steps: [detail, {label: 'コールバックURL', kind: 'field'}],
    source: v2,
  },
  /** Must include 「属性取得API（デフォルト情報）」 for the UserInfo API. */
  scopes: {
    console: consoleName,
    steps: [detail, {label: '利用するスコープ', kind: 'field'}],
    source: userinfo,
  },
  clientId: {
    console: consoleName,
    steps: [detail, {label: 'Client ID', kind: 'field'}],
    source: 'https://developer.yahoo.co.jp/yconnect/glossary.html',
  },
  secret: {
    console: consoleName,
    steps: [detail, {label: 'シークレット', kind: 'field'}],
    source: 'https://developer.yahoo.co.jp/yconnect/glossary.html',
  },
};
