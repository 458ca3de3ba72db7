/**
 * Yahoo! JAPAN デベロッパーネットワーク (https://e.developer.yahoo.co.jp/dashboard/): the
 * application management of Yahoo! ID連携 v2, as Yahoo! names it
 * (https://developer.yahoo.co.jp/yconnect/v2/userinfo.html names the detail page and its
 * 「利用するスコープ」; the registration form's fields are those of the 「新しいアプリケーションを開発」 form).
 * Paths after `newApplication` start on the application's detail page, opened from 「アプリケーションの管理」.
 */
import type {ConsoleModule} from './types';

const manage = {label: 'アプリケーションの管理', kind: 'page'} as const;
const detail = {label: 'アプリケーションの詳細', kind: 'page'} as const;
const v2 = 'https://developer.yahoo.co.jp/yconnect/v2/';
const userinfo = 'https://developer.yahoo.co.jp/yconnect/v2/userinfo.html';

export const yahoo: ConsoleModule = {
  console: 'Yahoo! JAPAN デベロッパーネットワーク',
  paths: {
    newApplication: {
      steps: [manage, {label: '新しいアプリケーションを開発', kind: 'button'}],
      source: v2,
    },
    callbackUrl: {
      steps: [detail, {label: 'コールバックURL', kind: 'field'}],
      source: v2,
    },
    /** Must include 「属性取得API（デフォルト情報）」 for the UserInfo API. */
    scopes: {
      steps: [detail, {label: '利用するスコープ', kind: 'field'}],
      source: userinfo,
    },
    clientId: {
      steps: [detail, {label: 'Client ID', kind: 'field'}],
      source: 'https://developer.yahoo.co.jp/yconnect/glossary.html',
    },
    secret: {
      steps: [detail, {label: 'シークレット', kind: 'field'}],
      source: 'https://developer.yahoo.co.jp/yconnect/glossary.html',
    },
  },
};
