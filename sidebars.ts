import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * The four sidebars of the site's top-level sections. Each follows a reader's journey: overview, setup,
 * flows or guides, references, FAQ. A category header links to a doc of the route contract or to
 * nothing: no generated-index pages, which would add routes the contract does not have.
 */

/** A category whose header opens `linkDoc` (the section's overview) and lists `items` below it. */
function section(label: string, linkDoc: string | null, items: SidebarItemConfig[]): SidebarItemConfig {
  return {
    type: 'category',
    label,
    collapsible: true,
    collapsed: true,
    ...(linkDoc ? {link: {type: 'doc', id: linkDoc}} : {}),
    items,
  };
}

const api = 'message/messaging-api-references';
const notifications = `${api}/notifications`;
const notificationTypes = [
  '01-deliveries',
  '02-reservations',
  '05-reminders',
  '07-contract-deadline-reminders',
  '08-payment-deadline-reminders',
  '10-application-completions',
  '11-fee-confirmations',
  '12-purchase-completions',
  '13-registration-completions',
  '20-settlement-errors',
  '21-estimation-completions',
  '22-shipment-completions',
].map((type) => `${notifications}/post-notifications-${type}`);

const sl = 'social-login';
const legacy = 'social-login/legacy';
const legacyApi = `${legacy}/api-references`;

const sidebars: SidebarsConfig = {
  introduction: [
    'introduction',
    'account',
    section('ガイドライン', 'guidelines', ['guidelines/security-control', 'guidelines/service-policy', 'guidelines/system-requirement']),
    'support',
  ],

  messageManager: [
    'message/index',
    section('メッセージマネージャー', 'message/message-manager/overview', ['message/message-manager/create-service']),
    'message/line-channel-settings',
    section('Messaging API リファレンス', `${api}/getting-started`, [
      `${api}/errors-definition`,
      section('エンドユーザー', `${api}/end-users/index`, [
        `${api}/end-users/create`,
        `${api}/end-users/attach-tag`,
        `${api}/end-users/detach-tag`,
        `${api}/end-users/add-to-end-user-segment`,
        `${api}/end-users/remove-from-end-user-segment`,
      ]),
      section('メッセージ', `${api}/messages/index`, [
        `${api}/messages/post-text-message`,
        `${api}/messages/post-flex-message`,
        `${api}/messages/get-message-status`,
      ]),
      section('通知メッセージ', `${notifications}/index`, [
        `${notifications}/recipient-object`,
        ...notificationTypes,
        `${notifications}/get-notification-status`,
      ]),
      section('リッチメニュー', null, [`${api}/richmenus/post-recipients`]),
    ]),
    section('よくある質問', 'message/faq', ['message/faq/notification-delivery-status', 'message/faq/test-delivery']),
  ],

  socialLogin: [
    `${sl}/index`,
    `${sl}/setup`,
    `${sl}/available-profiles`,
    `${sl}/keep-profiles`,
    section('導入ガイド', `${sl}/introduction/overview`, [
      `${sl}/introduction/registration`,
      `${sl}/introduction/login`,
      `${sl}/introduction/associate`,
      `${sl}/introduction/dissociate`,
      `${sl}/introduction/mypage`,
      `${sl}/introduction/withdraw`,
      `${sl}/introduction/form-assist`,
    ]),
    section('認証', `${sl}/authentication/overview`, [`${sl}/authentication/common`, `${sl}/authentication/id_token`, `${sl}/authentication/cert`]),
    section('認可コードフロー', `${sl}/authorization-code/overview`, [`${sl}/authorization-code/authorization`, `${sl}/authorization-code/token`]),
    section('ハイブリッドフロー', `${sl}/hybrid/overview`, [`${sl}/hybrid/authorization`, `${sl}/hybrid/token`]),
    section('インプリシットフロー', `${sl}/implicit/overview`, [`${sl}/implicit/authorization`]),
    section('ログインプロバイダー', `${sl}/providers/overview`, [
      `${sl}/providers/apple`,
      `${sl}/providers/google`,
      `${sl}/providers/line`,
      `${sl}/providers/x`,
      `${sl}/providers/yahoo`,
    ]),
    section('フォームアシスト', `${sl}/form-assist/overview`, [`${sl}/form-assist/field-types`]),
    section('API リファレンス', `${sl}/references/getting-started`, [
      section('識別子連携', `${sl}/references/identifier-association`, [
        `${sl}/references/api/map`,
        `${sl}/references/api/unmap`,
        `${sl}/references/api/merge_user`,
        `${sl}/references/api/dissociate`,
        `${sl}/references/api/delete_user`,
        `${sl}/references/api/providers_of_user`,
      ]),
      section('ユーザープロフィール', `${sl}/references/user-profiles`, [`${sl}/references/api/grant_profile`, `${sl}/references/api/delete_profile`]),
      section('サービス設定', `${sl}/references/service-settings`, [`${sl}/references/api/providers`]),
      section('OAuth 2.0', `${sl}/references/oauth2`, [`${sl}/references/oauth2/userinfo`]),
    ]),
  ],

  socialLoginLegacy: [
    `${legacy}/index`,
    `${legacy}/social-login-manager`,
    section('ソーシャルログインの流れ', `${legacy}/social-login/overview`, [
      `${legacy}/social-login/login-button`,
      `${legacy}/social-login/authenticate-url`,
      `${legacy}/social-login/callback-url`,
      `${legacy}/social-login/callback-parameters`,
    ]),
    section('ログインプロバイダー', null, [
      `${legacy}/providers/connect_apple`,
      `${legacy}/providers/connect_facebook`,
      `${legacy}/providers/connect_google`,
      `${legacy}/providers/connect_line`,
      `${legacy}/providers/connect_twitter`,
      `${legacy}/providers/connect_yahoo`,
    ]),
    `${legacy}/profile/overview`,
    section('ネイティブアプリ連携', `${legacy}/native-app-integration/overview`, [`${legacy}/native-app-integration/injection-api`]),
    section('フォームアシスト', `${legacy}/form-assist/overview`, [`${legacy}/form-assist/implementation`]),
    section('Web API リファレンス', `${legacyApi}/getting-started`, [
      `${legacyApi}/errors-definition`,
      section('識別子連携', null, [
        `${legacyApi}/identifier-association/authenticated_user`,
        `${legacyApi}/identifier-association/map`,
        `${legacyApi}/identifier-association/unmap`,
        `${legacyApi}/identifier-association/users`,
        `${legacyApi}/identifier-association/create_user`,
        `${legacyApi}/identifier-association/merge_user`,
        `${legacyApi}/identifier-association/association_token`,
        `${legacyApi}/identifier-association/providers_of_user`,
        `${legacyApi}/identifier-association/user_attribute`,
        `${legacyApi}/identifier-association/dissociate`,
        `${legacyApi}/identifier-association/delete_user`,
      ]),
      section('ユーザープロフィール', null, [
        `${legacyApi}/user-profiles/profile`,
        `${legacyApi}/user-profiles/profile_from_providers`,
        `${legacyApi}/user-profiles/delete_profile`,
      ]),
      section('サイト', null, [`${legacyApi}/sites/providers`, `${legacyApi}/sites/service`]),
      `${legacyApi}/deprecated`,
    ]),
    section('Webhook リファレンス', `${legacy}/webhook-references/getting-started`, [
      `${legacy}/webhook-references/common`,
      `${legacy}/webhook-references/event-received`,
      section('ペイロード', `${legacy}/webhook-references/payloads/index`, [
        `${legacy}/webhook-references/payloads/map`,
        `${legacy}/webhook-references/payloads/dissociate`,
        `${legacy}/webhook-references/payloads/merge_user`,
        `${legacy}/webhook-references/payloads/delete_user`,
      ]),
    ]),
    section('よくある質問', null, [`${legacy}/faq/social-login`, `${legacy}/faq/providers`, `${legacy}/faq/form-assist`, `${legacy}/faq/others`]),
  ],
};

export default sidebars;
