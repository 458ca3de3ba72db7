/** Meta for Developers (https://developers.facebook.com/apps/). */
import type {ConsoleModule} from './types';

const dashboard = 'Meta for Developers のアプリダッシュボード';
const basicSettings = 'https://developers.facebook.com/docs/development/create-an-app/app-dashboard/basic-settings/';

export const facebook: ConsoleModule = {
  console: dashboard,
  paths: {
    /** Where the Facebook Login permissions (`public_profile`, `email`) of the app's use case are chosen. */
    permissions: {
      steps: [
        {label: 'ユースケース', kind: 'menu'},
        {label: 'カスタマイズ', kind: 'button'},
      ],
      source: 'https://developers.facebook.com/docs/development/create-an-app/',
    },
    /** The redirect URIs that Facebook Login accepts (strict mode compares them exactly). */
    redirectUri: {
      steps: [
        {label: 'ユースケース', kind: 'menu'},
        {label: 'カスタマイズ', kind: 'button'},
        {label: '設定', kind: 'page'},
        {label: '有効な OAuth リダイレクト URI', kind: 'field'},
      ],
      source: 'https://developers.facebook.com/documentation/development/create-an-app/facebook-login-use-case',
    },
    /** The app's privacy policy URL, data deletion URL, category and icon. */
    basicSettings: {
      steps: [
        {label: 'アプリの設定', kind: 'menu'},
        {label: 'ベーシック', kind: 'page'},
      ],
      source: basicSettings,
    },
    appId: {
      steps: [
        {label: 'アプリの設定', kind: 'menu'},
        {label: 'ベーシック', kind: 'page'},
        {label: 'アプリ ID', kind: 'field'},
      ],
      source: basicSettings,
    },
    appSecret: {
      steps: [
        {label: 'アプリの設定', kind: 'menu'},
        {label: 'ベーシック', kind: 'page'},
        {label: 'app secret', kind: 'field'},
      ],
      source: basicSettings,
    },
  },
};
