/**
 * LINE notification messages sent through the Messaging API: their timing and status values.
 * Listed on /message/messaging-api-references/getting-started#制限値 beside the API's own limits.
 * "site" values are the site's conservative design where facts.md is silent.
 */
import type {ValueGroup} from '../values';

const num = String.raw`(\d[\d,]*)`;

export const notificationValues: ValueGroup = {
  limitsPage: '/message/messaging-api-references/getting-started#制限値',
  values: {
    incompleteAfter: {
      label: '通知メッセージが `incompleted` になるまで',
      text: '24 時間',
      value: 24,
      source: 'facts.md (notification status)',
      handWritten: [new RegExp(`${num}\\s*時間(?:以内|たっても|経っても)[^。\\n]{0,30}?(?:完了|incompleted)`)],
    },
  },
};
