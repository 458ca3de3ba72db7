/**
 * Social login, legacy one-time-token version: lifetimes, limits and the webhook schedule. Listed
 * on /social-login/legacy/api-references/getting-started#制限値; every other page prints them from
 * here. "site" values are the site's conservative design where facts.md is silent.
 */
import type {ValueGroup} from '../values';

const num = String.raw`(\d[\d,]*)`;

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
    usersLimitDefault: {
      label: '`users` の `limit` の既定値',
      text: '20',
      value: 20,
      group: 'api',
      source: 'facts.md (users: limit default 20)',
    },
    usersLimitMax: {
      label: '`users` の `limit` の最大値',
      text: '100',
      value: 100,
      group: 'api',
      beyond: '`400` のコード `6`',
      source: 'facts.md (users: limit max 100)',
    },
    apiKeyFormat: {
      label: 'API キーの形式',
      text: '16 進数の 40 文字',
      value: 40,
      group: 'api',
      source: 'facts.md (legacy Web API key)',
      handWritten: [new RegExp(`API\\s*キー[^。\\n|]{0,30}?16\\s*進数?[^。\\n|]{0,6}?${num}\\s*(?:文字|桁)`)],
    },
    webhookTimeout: {
      label: 'Webhook の応答の期限',
      text: '5 秒',
      value: 5,
      group: 'webhook',
      beyond: '失敗として扱い、同じ `event_id` で送り直します',
      source: 'facts.md (webhooks: answer 2xx within 5 seconds)',
      handWritten: [new RegExp(`${num}\\s*秒以内に[^。\\n]{0,20}?(?:2xx|\`2xx\`|200|\`200\`|応答|返)`)],
    },
    webhookRetries: {
      label: 'Webhook を送り直す回数',
      text: '最大 5 回',
      value: 5,
      group: 'webhook',
      source: 'site',
      handWritten: [new RegExp(`最大\\s*${num}\\s*回まで送り直`)],
    },
    webhookRetrySchedule: {
      label: 'Webhook を送り直す間隔',
      text: '前の送信からおよそ 1 分、5 分、15 分、30 分、60 分',
      group: 'webhook',
      source: 'site',
    },
    webhookKeyOverlap: {
      label: 'API キーを替えたあと、古いキーの署名も受け付ける期間',
      text: '切り替えてから 2 時間',
      value: 2,
      group: 'webhook',
      beyond: '最後の再送は最初の送信からおよそ 111 分後で、再送は最初の送信と同じ署名で届くためです',
      source: 'site (follows from the retry schedule above)',
    },
  },
};
