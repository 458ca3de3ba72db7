/**
 * LINE Developers コンソール (https://developers.line.biz/console/): the LINE Login channel's
 * settings, as LINE's own guides name them (checked with the guides named in `source`).
 */
import type {ConsoleModule} from './types';

const loginDocs = 'https://developers.line.biz/ja/docs/line-login/integrate-line-login/';

export const line: ConsoleModule = {
  console: 'LINE Developers コンソール',
  paths: {
    callbackUrl: {
      steps: [
        {label: 'LINEログイン設定', kind: 'tab'},
        {label: 'コールバックURL', kind: 'field'},
      ],
      source: loginDocs,
    },
    /** On the provider's page: the LINE MINI App guide shows the same provider-page path for its own channel type. */
    createChannel: {
      steps: [
        {label: 'チャネル設定', kind: 'tab'},
        {label: '新規チャネル作成', kind: 'button'},
      ],
      source: 'https://developers.line.biz/ja/docs/line-mini-app/develop/develop-overview/',
    },
    /** Where the permission's state shows (「申請済み」 once accepted). */
    emailPermission: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'OpenID Connect', kind: 'section'},
        {label: 'メールアドレス取得権限', kind: 'field'},
      ],
      source: loginDocs,
    },
    /** The button that starts the application (a screenshot of the consent wording is uploaded). */
    emailPermissionApply: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'OpenID Connect', kind: 'section'},
        {label: '申請', kind: 'button'},
      ],
      source: loginDocs,
    },
    channelId: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'チャネルID', kind: 'field'},
      ],
      source: loginDocs,
    },
    channelSecret: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'チャネルシークレット', kind: 'field'},
      ],
      source: loginDocs,
    },
    /** On the LINE Login channel's basic settings tab, not on the LINE Login tab. */
    linkedOfficialAccount: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'リンクされたLINE公式アカウント', kind: 'field'},
        {label: '編集', kind: 'button'},
      ],
      source: 'https://developers.line.biz/ja/docs/line-login/link-a-bot/',
    },
  },
};
