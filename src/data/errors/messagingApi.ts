/**
 * Error codes of the Messaging API v2 (`{"errors":[{"path":"…","code":"…"}]}`). The codes named in
 * the service documentation plus the site's designed `unauthorized`, `too_many_requests` and `internal_server_error`.
 * Pages render them with `<ErrorCodes of="messagingApi" codes="invalid_parameter,unauthorized" />`.
 */
export interface MessagingApiError {
  status: number;
  code: string;
  meaning: string;
  action: string;
}

/** Where an operation's 404 answer points for a code: a body field (`recipient.value`) or a path parameter (`{identifier}`). */
export type NotFound = {code: string; field: string};

const keyRule = '（[キーを環境ごとに分ける](/guidelines/security-control#キーを環境ごとに分ける)）';

/**
 * The `unauthorized` row's action. Another service's valid key is not refused: the request is that
 * service's, so what follows is the operation's own 404s (its document's examples), or success when
 * it has none. Without an operation (the whole catalogue), what holds for every operation.
 */
export function unauthorizedAction(notFound?: NotFound[]): string {
  const fix = 'ヘッダーの名前と値を直します。別のサービスの有効な API キーは `401` にならず、';
  if (!notFound) {
    return `${fix}そのサービスへのリクエストとして処理されます。パスや本文で指定したものがそのサービスになければ \`404\` になり、あれば成功します${keyRule}`;
  }
  if (notFound.length === 0) return `${fix}そのサービスへのリクエストとして成功します${keyRule}`;
  const fields = [...new Set(notFound.map(({field}) => (field.startsWith('{') ? `パスの \`${field.slice(1, -1)}\`` : `\`${field}\``)))];
  const codes = [...new Set(notFound.map(({code}) => `\`${code}\``))];
  return `${fix}そのサービスへのリクエストとして処理されます。${fields.join(' や ')} で指定したものがそのサービスになければ \`404\` の ${codes.join('、')} になり、あれば成功します${keyRule}`;
}

export const messagingApiErrors: MessagingApiError[] = [
  {
    status: 400,
    code: 'invalid_parameter',
    meaning:
      '本文の値の形式、長さ、範囲が正しくない。必須のフィールドがない、または未定義のフィールドがある。エンドユーザーの作成では、識別子の組み合わせが既存のエンドユーザーと食い違う場合も含む（[エンドユーザーの作成](/message/messaging-api-references/end-users/create)）',
    action: '`path` の値を各 API のページの表と照らし合わせて直します。直すまで再試行しません',
  },
  {
    status: 401,
    code: 'unauthorized',
    meaning: '`X-API-Key` ヘッダーがない、またはどのサービスの有効な API キーとも一致しない（サポートに無効にしてもらった古いキーを含む）',
    action: unauthorizedAction(),
  },
  {
    status: 404,
    code: 'resource_not_found',
    meaning:
      'パスで指定したもの（メッセージ、通知メッセージ、セグメント、リッチメニュー、通知メッセージのテンプレート）や、タグの付与で指定したタグが、API キーのサービスに見つからない。パスそのものが誤っている場合も含む',
    action: 'URL とパスに入れた識別子を確かめます。別のサービスで作ったものや、別のサービスの API キーで受け付けたものは見つかりません',
  },
  {
    status: 404,
    code: 'end_user_not_found',
    meaning: '指定した識別子のエンドユーザーが登録されていない',
    action: '識別子の種類と値を確かめます。未登録なら [エンドユーザーの作成](/message/messaging-api-references/end-users/create) で登録します',
  },
  {
    status: 422,
    code: 'line_uid_not_found',
    meaning: 'エンドユーザーは見つかったが、LINE のユーザー ID が登録されていない',
    action:
      'エンドユーザーに `line_uid` を登録します（[line_uid_not_found](/message/messaging-api-references/errors-definition#line_uid_not_found)）。LINE を使っていないユーザーには LINE メッセージを送れません',
  },
  {
    status: 429,
    code: 'too_many_requests',
    meaning: 'API キーごとのリクエストの数の上限を超えた',
    action: '`Retry-After` ヘッダーの秒数だけ待ってから送り直します',
  },
  {
    status: 500,
    code: 'internal_server_error',
    meaning: 'ソーシャルPLUS 側で処理に失敗した',
    action:
      '時間をおいて再試行します。送信 API では、二重送信を避けるために [再試行の判断](/message/messaging-api-references/errors-definition#再試行の判断) に従います',
  },
];
