/**
 * /llms.txt (plugins/llms-txt): the summary under the site's name, and the areas it lists pages
 * by, in the order a reader meets them. An area holds the pages under its path; the introduction
 * (path '') holds every page no other area does. The search areas (./search.ts) name three of them.
 */
import {searchAreas} from './search';

export const llmsSummary =
  'ソーシャルPLUS の開発者向けドキュメントです。ソーシャルログインは LINE、Apple、Yahoo! JAPAN、Google、X などのログインを中継するサービスで、' +
  'OpenID Connect 版は認可エンドポイント、トークンエンドポイント、ID Token という標準の仕組みで、ワンタイムトークン版（旧版）は独自のログイン URL、' +
  'ワンタイムトークン、Web API でログインの結果をサイトへ渡します。メッセージマネージャーは、エンドユーザーへ LINE メッセージと通知メッセージを送り、' +
  'エンドユーザーを管理するサービスで、Messaging API から操作できます。各ページは Markdown でも読め、API は OpenAPI ドキュメントでも公開しています。';

export type LlmsArea = {label: string; path: string; fullFile: string};

const searchLabel = (path: string) => searchAreas.find((area) => area.path === path)!.label;

export const llmsAreas: LlmsArea[] = [
  {label: 'はじめに', path: '', fullFile: 'llms-full-introduction.txt'},
  {label: searchLabel('social-login'), path: 'social-login', fullFile: 'llms-full-social-login.txt'},
  {label: searchLabel('social-login/legacy'), path: 'social-login/legacy', fullFile: 'llms-full-social-login-legacy.txt'},
  {label: searchLabel('message'), path: 'message', fullFile: 'llms-full-message.txt'},
];

/** Routes with no Markdown: tools that show nothing without their script. */
export const routesWithoutMarkdown = ['search', 'slugger/'];
