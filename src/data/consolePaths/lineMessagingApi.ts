/**
 * LINE Developers コンソール, Messaging API channels (https://developers.line.biz/console/): the values
 * the message manager needs and the Webhook settings, as LINE's Messaging API documentation names them.
 */
import type {ConsolePath} from './types';

const consoleName = 'LINE Developers コンソール';
const tokens = 'https://developers.line.biz/ja/docs/messaging-api/channel-access-tokens/';
const verifyWebhook = 'https://developers.line.biz/ja/docs/messaging-api/verify-webhook-url/';
const gettingStarted = 'https://developers.line.biz/ja/docs/messaging-api/getting-started/';

export const lineMessagingApi: Record<string, ConsolePath> = {
  channelId: {
    console: consoleName,
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'チャネルID', kind: 'field'}],
    source: gettingStarted,
  },
  channelSecret: {
    console: consoleName,
    steps: [{label: 'チャネル基本設定', kind: 'tab'}, {label: 'チャネルシークレット', kind: 'field'}],
    source: 'https://developers.line.biz/ja/docs/messaging-api/verify-webhook-signature/',
  },
  longLivedToken: {
    console: consoleName,
    steps: [{label: 'Messaging API設定', kind: 'tab'}, {label: 'チャネルアクセストークン（長期）', kind: 'field'}],
    source: tokens,
  },
  webhookUrl: {
    console: consoleName,
    steps: [{label: 'Messaging API設定', kind: 'tab'}, {label: 'Webhook URL', kind: 'field'}],
    source: verifyWebhook,
  },
  webhookVerify: {
    console: consoleName,
    steps: [{label: 'Messaging API設定', kind: 'tab'}, {label: 'Webhook URL', kind: 'field'}, {label: '検証', kind: 'button'}],
    source: verifyWebhook,
  },
  useWebhook: {
    console: consoleName,
    steps: [{label: 'Messaging API設定', kind: 'tab'}, {label: 'Webhookの利用', kind: 'field'}],
    source: 'https://developers.line.biz/ja/docs/messaging-api/receiving-messages/',
  },
};
