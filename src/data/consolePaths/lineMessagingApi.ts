/**
 * LINE Developers コンソール, Messaging API channels (https://developers.line.biz/console/): the values
 * the message manager needs and the Webhook settings, as LINE's Messaging API documentation names them.
 */
import type {ConsoleModule} from './types';

const tokens = 'https://developers.line.biz/ja/docs/messaging-api/channel-access-tokens/';
const verifyWebhook = 'https://developers.line.biz/ja/docs/messaging-api/verify-webhook-url/';
const gettingStarted = 'https://developers.line.biz/ja/docs/messaging-api/getting-started/';

export const lineMessagingApi: ConsoleModule = {
  console: 'LINE Developers コンソール',
  paths: {
    channelId: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'チャネルID', kind: 'field'},
      ],
      source: gettingStarted,
    },
    channelSecret: {
      steps: [
        {label: 'チャネル基本設定', kind: 'tab'},
        {label: 'チャネルシークレット', kind: 'field'},
      ],
      source: 'https://developers.line.biz/ja/docs/messaging-api/verify-webhook-signature/',
    },
    longLivedToken: {
      steps: [
        {label: 'Messaging API設定', kind: 'tab'},
        {label: 'チャネルアクセストークン（長期）', kind: 'field'},
      ],
      source: tokens,
    },
    webhookUrl: {
      steps: [
        {label: 'Messaging API設定', kind: 'tab'},
        {label: 'Webhook URL', kind: 'field'},
      ],
      source: verifyWebhook,
    },
    webhookVerify: {
      steps: [
        {label: 'Messaging API設定', kind: 'tab'},
        {label: 'Webhook URL', kind: 'field'},
        {label: '検証', kind: 'button'},
      ],
      source: verifyWebhook,
    },
    useWebhook: {
      steps: [
        {label: 'Messaging API設定', kind: 'tab'},
        {label: 'Webhookの利用', kind: 'field'},
      ],
      source: 'https://developers.line.biz/ja/docs/messaging-api/receiving-messages/',
    },
  },
};
