/**
 * Social login, OpenID Connect version: lifetimes and limits. Listed on
 * /social-login/references/oauth2#トークンの有効期限; every other page prints them from here.
 * "site" values are the site's conservative design where the service documentation is silent.
 */
import type {ValueGroup} from './types';
import {num} from './pattern';

export const socialLoginValues: ValueGroup = {
  limitsPage: '/social-login/references/oauth2#トークンの有効期限',
  values: {
    codeLifetime: {
      label: '認可コードの有効期間',
      text: '発行から 10 分（1 回だけ使えます）',
      short: '10 分',
      value: 10,
      group: 'tokens',
      beyond: 'トークンリクエストが `400` の `invalid_grant` になります。認可リクエストからやり直します',
      source: 'site (RFC 6749 §4.1.2 recommends at most 10 minutes and a single use)',
      handWritten: [new RegExp(`認可コード[^。\\n|]{0,20}?(?:有効期間|有効期限)[^。\\n|]{0,10}?${num}\\s*分`)],
    },
    accessTokenLifetime: {
      label: 'アクセストークンの有効期間',
      text: '発行から 3600 秒（1 時間）',
      short: '3600 秒',
      value: 3600,
      group: 'tokens',
      beyond: 'UserInfo が `401` を返します。リフレッシュトークンは発行しないため、もう一度ログインしてもらいます',
      source: 'site',
      handWritten: [new RegExp(`アクセストークン[^。\\n|]{0,20}?(?:有効期間|有効期限)[^。\\n|]{0,10}?${num}\\s*秒`)],
    },
    idTokenLifetime: {
      label: 'ID Token の有効期間',
      text: '`iat` から 3600 秒（1 時間）',
      short: '3600 秒',
      value: 3600,
      group: 'tokens',
      beyond: '`exp` を過ぎた ID Token は検証で拒否します',
      source: 'site',
      handWritten: [new RegExp(`ID Token[^。\\n|]{0,20}?(?:有効期間|有効期限)[^。\\n|]{0,10}?${num}\\s*秒`), new RegExp(`\`iat\` の ${num}\\s*秒後`)],
    },
    clockSkew: {
      label: 'ID Token の `exp` と `iat` で許す時計のずれ',
      text: '60 秒まで',
      group: 'verification',
      short: '60 秒',
      value: 60,
      source: 'site (the default of examples/social-login/verify-id-token.ts)',
    },
    jwksCacheMin: {
      label: 'JWKS をキャッシュする期間（下限）',
      text: '10 分',
      group: 'verification',
      value: 10,
      source: 'site',
    },
    jwksCacheMax: {
      label: 'JWKS をキャッシュする期間（上限）',
      text: '24 時間',
      group: 'verification',
      value: 24,
      source: 'site',
    },
  },
};
