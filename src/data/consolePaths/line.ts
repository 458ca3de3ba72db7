/** LINE Developers コンソール (https://developers.line.biz/console/). */
import type {ConsolePath} from './types';

const loginDocs = 'https://developers.line.biz/ja/docs/line-login/integrate-line-login/';

export const line: Record<string, ConsolePath> = {
  callbackUrl: {
    console: 'LINE Developers コンソール',
    steps: [{label: 'LINEログイン設定', kind: 'tab'}, {label: 'コールバックURL', kind: 'field'}],
    source: loginDocs,
  },
  emailPermission: {
    console: 'LINE Developers コンソール',
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'OpenID Connect', kind: 'section'}, {label: 'メールアドレス取得権限', kind: 'field'}],
    source: loginDocs,
  },
  channelId: {
    console: 'LINE Developers コンソール',
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'チャネルID', kind: 'field'}],
    source: loginDocs,
  },
  channelSecret: {
    console: 'LINE Developers コンソール',
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'チャネルシークレット', kind: 'field'}],
    source: loginDocs,
  },
  linkedOfficialAccount: {
    console: 'LINE Developers コンソール',
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'リンクされたLINE公式アカウント', kind: 'field'}, {label: '編集', kind: 'button'}],
    source: 'https://developers.line.biz/ja/docs/line-login/link-a-bot/',
  },
};
