/**
 * Social login, legacy one-time-token version: lifetimes, limits and the webhook schedule. Listed
 * on /social-login/legacy/api-references/getting-started#制限値; every other page prints them from
 * here. "site" values are the site's conservative design where the service documentation is silent.
 *
 * The Web API at api.socialplus.jp is shared by both versions: `apiKeyFormat`, `identifierFormat`,
 * `primaryKeyMaxLength` and `webApiRetry` hold for the OpenID Connect version's Web API as well.
 */
import type {ValueGroup} from './types';
import {num} from './pattern';

/** Minutes from one delivery of a Webhook event to the next, one entry per redelivery. */
export const webhookRetryMinutes = [1, 5, 15, 30, 60];
/** Minutes from the first delivery to the last redelivery. */
const lastRedeliveryMinutes = webhookRetryMinutes.reduce((sum, minutes) => sum + minutes, 0);
/** The margin the replay window adds to the last redelivery, for a late first delivery and clock drift. */
const replayMarginMinutes = 60;
/** Hours after `created_at` beyond which no delivery of the event is genuine (rounded up to whole hours). */
const replayWindowHours = Math.ceil((lastRedeliveryMinutes + replayMarginMinutes) / 60);

export const legacyValues: ValueGroup = {
  limitsPage: '/social-login/legacy/api-references/getting-started#制限値',
  values: {
    oneTimeTokenLifetime: {
      label: 'ワンタイムトークンの有効期間',
      text: '発行から 10 分（交換できるのは 1 回だけ）',
      short: '10 分',
      value: 10,
      group: 'api',
      beyond: '`authenticated_user` が `404` のコード `4` を返します。ログインからやり直します',
      source: 'site',
      handWritten: [new RegExp(`ワンタイムトークン[^。\\n|]{0,20}?(?:有効期間|有効期限)[^。\\n|]{0,10}?${num}\\s*分`)],
    },
    associationTokenLifetime: {
      label: '連携用トークンの有効期間',
      text: '発行から 10 分（ログインに使えるのは 1 回だけ）',
      short: '10 分',
      value: 10,
      group: 'api',
      beyond: 'そのトークンでは連携を追加できません。`association_token` で新しいトークンを発行します',
      source: 'site (the same as the one-time token; RFC 6749 §4.1.2 recommends at most 10 minutes for a single-use credential)',
      handWritten: [new RegExp(`連携用トークン[^。\\n|]{0,20}?(?:有効期間|有効期限)[^。\\n|]{0,10}?${num}\\s*分`)],
    },
    usersLimitDefault: {
      label: '`users` の `limit` の既定値',
      text: '20',
      value: 20,
      group: 'api',
      source: 'the service documentation (users: limit default 20)',
    },
    usersLimitMax: {
      label: '`users` の `limit` の最大値',
      text: '100',
      value: 100,
      group: 'api',
      beyond: '`400` のコード `6`',
      source: 'the service documentation (users: limit max 100)',
    },
    apiKeyFormat: {
      label: 'API キーの形式',
      text: '16 進数の 40 文字',
      value: 40,
      group: 'api',
      source: 'the service documentation (legacy Web API key)',
      handWritten: [new RegExp(`API\\s*キー[^。\\n|]{0,30}?16\\s*進数?[^。\\n|]{0,6}?${num}\\s*(?:文字|桁)`)],
    },
    identifierFormat: {
      label: 'ソーシャルPLUS ID（`identifier`）の形式',
      text: '16 進数の 40 文字',
      value: 40,
      group: 'api',
      beyond: '形式が違うと `400` のコード `6`',
      source: 'site',
    },
    primaryKeyMaxLength: {
      label: '会員 ID（`primary_key`）の長さ',
      text: '255 文字以内（サービスの中で一意）',
      short: '255 文字以内',
      value: 255,
      group: 'api',
      beyond: '長すぎると `400` のコード `6`。別のユーザーに紐付いた値は `400` のコード `16`',
      source: 'site',
    },
    providerUserIdMaxLength: {
      label: '`create_user` に渡すログインプロバイダーのユーザー ID の長さ',
      text: '255 文字以内',
      value: 255,
      group: 'api',
      beyond: '`400` のコード `6`',
      source: 'site',
    },
    webApiRetry: {
      label: 'Web API を再実行する間隔と回数（`500` とタイムアウトのとき）',
      text: '1 秒、2 秒、4 秒と間隔を広げて最大 3 回',
      short: '最大 3 回',
      value: 3,
      group: 'api',
      beyond: 'それでも失敗するときは処理を止めて記録し、[サポート](/support) に連絡します。ワンタイムトークンの交換は再実行しません',
      source: 'site',
      handWritten: [new RegExp(`再実行[^。\\n|]{0,30}?最大\\s*${num}\\s*回`), new RegExp(`最大\\s*${num}\\s*回まで再実行`)],
    },
    webhookTimeout: {
      label: 'Webhook の応答の期限',
      text: '5 秒',
      value: 5,
      group: 'webhook',
      beyond: '失敗として扱い、同じ `event_id` で送り直します',
      source: 'the service documentation (webhooks: answer 2xx within 5 seconds)',
      handWritten: [new RegExp(`${num}\\s*秒以内に[^。\\n]{0,20}?(?:2xx|\`2xx\`|200|\`200\`|応答|返)`)],
    },
    webhookRetries: {
      label: 'Webhook を送り直す回数',
      text: `最大 ${webhookRetryMinutes.length} 回`,
      value: webhookRetryMinutes.length,
      group: 'webhook',
      source: 'site',
      handWritten: [new RegExp(`最大\\s*${num}\\s*回まで送り直`)],
    },
    webhookRetrySchedule: {
      label: 'Webhook を送り直す間隔',
      text: `前の送信からおよそ ${webhookRetryMinutes.map((minutes) => `${minutes} 分`).join('、')}`,
      group: 'webhook',
      beyond: `最後の再送は、最初の送信からおよそ ${lastRedeliveryMinutes} 分後です。${webhookRetryMinutes.length} 回目にも失敗したイベントは送りません`,
      source: 'site',
    },
    webhookReplayWindow: {
      label: 'Webhook の受信側が受け付けるイベントの古さ（`created_at` から）',
      text: `\`created_at\` から ${replayWindowHours} 時間`,
      short: `${replayWindowHours} 時間`,
      value: replayWindowHours,
      group: 'webhook',
      beyond: `最後の再送（最初の送信からおよそ ${lastRedeliveryMinutes} 分後）に、最初の送信の遅れと時計のずれの余裕として ${replayMarginMinutes} 分を足し、時間単位に切り上げた長さです。これより古いイベントは再送としても届かないため、受信側は署名が正しくても処理せず、\`200\` を返します。処理済みのイベントの記録は、これを過ぎたものから消せます`,
      source: 'site (the last redelivery of the schedule above plus a margin)',
      handWritten: [new RegExp(`created_at\`?[^。\\n|]{0,20}?${num}\\s*時間`)],
    },
    webhookMaxBody: {
      label: 'ソーシャルPLUS が送る Webhook の本文の大きさ',
      text: '64 KiB（65,536 バイト）以下',
      short: '64 KiB',
      value: 64,
      group: 'webhook',
      beyond: '受信側の上限はこれより大きくします。本文を `413` で断ると、再送のあとでそのイベントは失われます',
      source: 'site',
      handWritten: [new RegExp(`本文[^。\\n|]{0,20}?${num}\\s*KiB`)],
    },
    webhookKeyOverlap: {
      label: '古い API キーが無効になったあとも、古いキーの署名を受け付ける期間',
      text: '2 時間',
      value: 2,
      group: 'webhook',
      beyond: `再送は最初の送信と同じ署名で届き、最後の再送は最初の送信からおよそ ${lastRedeliveryMinutes} 分後のためです`,
      source: 'site (follows from the retry schedule above)',
    },
  },
};
