/**
 * Error codes of the social login Web API at api.socialplus.jp (both versions share the format
 * `{"status":"failed","error":{"code":N,"message":"…"}}`). Codes, statuses and messages come from
 * the service documentation; "Unacceptable operation." has no number there, and the site gives it 13 everywhere.
 * Pages render the catalogue with `<ErrorCodes of="webApi" version="oidc|legacy" codes="1,5" />`.
 * The texts print values from src/data/values/legacy.ts (lifetimes, the retry schedule) instead of
 * restating them. Advice that holds for one API only goes in a list under that API's table.
 */
import {legacyValues} from '../values/legacy';

export interface WebApiError {
  status: number;
  code: number;
  message: string;
  /** What the code means, for both versions (inline Markdown). */
  meaning: string;
  /** What the reader does about it (inline Markdown). */
  action: string;
  /** The APIs that return it beyond the general cases, by name; linked to each version's page. */
  apis?: string[];
  /** Returned only by the legacy version's APIs. */
  legacyOnly?: boolean;
}

const {oneTimeTokenLifetime, webApiRetry} = legacyValues.values;

export const webApiErrors: WebApiError[] = [
  {
    status: 401,
    code: 1,
    message: 'Invalid API key or key not found.',
    meaning: '`key` がないか、どのサービスにも登録されていない値です。別のサービスの API キーは有効なキーのため、このコードにはなりません',
    action:
      'サーバーに設定したそのサービスの API キーを `key` に指定します。キーを替えたあとなら、新しいキーを反映し忘れた場所がないか確かめます（[キーの替え方](/guidelines/security-control#定期的なローテーション)）',
  },
  {
    status: 500,
    code: 3,
    message: 'Operation failed.',
    meaning: 'ソーシャルPLUS の内部で処理が失敗しました',
    action: `時間をおいて再実行します（${webApiRetry.text}）。状態を変える API では、再実行の前に現在の状態を確かめます。ワンタイムトークンや認可コードのように 1 回しか使えない値は送り直さず、ログインからやり直してもらいます。失敗が続くときは [サポート](/support) に連絡します`,
  },
  {
    status: 404,
    code: 4,
    message: 'Invalid authentication token or token not found.',
    meaning: `ワンタイムトークンがないか、有効期間（${oneTimeTokenLifetime.short}）を過ぎたか、すでに交換済みです。別のサービスの API キーで交換したときも、トークンが見つからないためこのコードになります`,
    action:
      '同じトークンで再実行しても成功しません。ユーザーにもう一度ログインしてもらいます。すべての交換がこのコードになるときは、別のサービスの API キーを使っていないか確かめます',
    apis: ['authenticated_user'],
    legacyOnly: true,
  },
  {
    status: 400,
    code: 5,
    message: 'Required parameter not found.',
    meaning: '必須のパラメーターがありません',
    action: '各 API のページで必須のパラメーターを確かめて指定します',
  },
  {
    status: 400,
    code: 6,
    message: 'Invalid parameter.',
    meaning: '値の形式や長さが誤っているか、同時に指定できないパラメーターを指定しています',
    action:
      '制約の列を確かめます。「同時に指定できません」とあるパラメーター（多くの API の `identifier` と `primary_key`）を両方指定していないか、ログインプロバイダーの名前が正しいかも確かめます',
  },
  {
    status: 404,
    code: 7,
    message: 'Entity not found.',
    meaning: '指定したユーザーやサービスが見つかりません',
    action: '値を確かめます。削除や統合で消えたユーザーでないかも確かめます',
  },
  {
    status: 403,
    code: 8,
    message: 'Field existed and overwrite disabled.',
    meaning: 'ユーザーにはすでに別の会員 ID が紐付いています。同じ会員 ID を送り直したときは成功します',
    action: '上書きするときは `overwrite=true` を指定します',
    apis: ['map'],
  },
  {
    status: 404,
    code: 9,
    message: 'Specified provider not associated with this user.',
    meaning: 'ユーザーは指定したログインプロバイダーと連携していません',
    action: '[providers_of_user] で連携中のログインプロバイダーを確かめます',
    apis: ['dissociate'],
  },
  {
    status: 400,
    code: 10,
    message: 'Incompatible operation.',
    meaning: '統合元と統合先に同じユーザーを指定しています',
    action: '統合元と統合先に別のユーザーを指定します',
    apis: ['merge_user'],
  },
  {
    status: 400,
    code: 11,
    message: 'Specified provider settings incomplete.',
    meaning: 'サービスで、そのログインプロバイダーの設定が完了していません',
    action: '管理画面でログインプロバイダーの設定を済ませてから再実行します',
    apis: ['association_token', 'create_user'],
    legacyOnly: true,
  },
  {
    status: 403,
    code: 12,
    message: 'Privilege not granted.',
    meaning: 'サービスの契約内容や設定で、その API の利用が許可されていません',
    action: '利用を始めたいときは [サポート](/support) に相談します',
  },
  {
    status: 400,
    code: 13,
    message: 'Unacceptable operation.',
    meaning: '連携を解除すると、ユーザーに連携中のログインプロバイダーが 1 つも残りません',
    action: '[delete_user] でユーザーを削除します。ユーザーを残すときは `nowarn=true` を指定して再実行します',
    apis: ['dissociate'],
  },
  {
    status: 409,
    code: 15,
    message: 'Specified provider already associated with this user.',
    meaning: '指定したログインプロバイダーとの連携がすでにあります',
    action:
      '原因と対処は API ごとに違うため、各 API のページで確かめます。統合（[merge_user]）では、一方のユーザーで [dissociate] を呼んで重複を解消してから再実行します',
    apis: ['merge_user', 'association_token', 'create_user'],
  },
  {
    status: 400,
    code: 16,
    message: 'Duplicated primary key.',
    meaning: 'その会員 ID は別のユーザーに紐付いています',
    action: '同じ会員のユーザーなら [merge_user] で統合します。別の会員なら会員 ID を確かめます',
    apis: ['map', 'create_user'],
  },
];

/** Where each version documents an API, for the links of the catalogue. */
export const webApiPages: Record<'oidc' | 'legacy', Record<string, string>> = {
  oidc: Object.fromEntries(
    ['delete_profile', 'delete_user', 'dissociate', 'grant_profile', 'map', 'merge_user', 'providers', 'providers_of_user', 'unmap'].map((name) => [
      name,
      `/social-login/references/api/${name}`,
    ]),
  ),
  legacy: {
    ...Object.fromEntries(
      [
        'association_token',
        'authenticated_user',
        'create_user',
        'delete_user',
        'dissociate',
        'map',
        'merge_user',
        'providers_of_user',
        'unmap',
        'user_attribute',
        'users',
      ].map((name) => [name, `/social-login/legacy/api-references/identifier-association/${name}`]),
    ),
    ...Object.fromEntries(
      ['delete_profile', 'profile', 'profile_from_providers'].map((name) => [name, `/social-login/legacy/api-references/user-profiles/${name}`]),
    ),
  },
};
