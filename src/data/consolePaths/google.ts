/**
 * Google Cloud コンソール (https://console.cloud.google.com/): the OAuth settings now live in the
 * Google Auth Platform, in the pages Branding, Audience, Data access and Clients
 * (https://support.google.com/cloud/answer/15544987). The Japanese console's names come first, the
 * English ones in brackets, so that a reader with either language finds the page.
 */
import type {ConsoleModule} from './types';

const gap = {label: 'Google Auth Platform', kind: 'menu'} as const;
const audiencePage = {label: '対象（Audience）', kind: 'page'} as const;
const clientsPage = {label: 'クライアント（Clients）', kind: 'page'} as const;
const start = 'https://support.google.com/cloud/answer/15544987';
const audienceHelp = 'https://support.google.com/cloud/answer/15549945';

export const google: ConsoleModule = {
  console: 'Google Cloud コンソール',
  paths: {
    branding: {
      steps: [gap, {label: 'ブランディング（Branding）', kind: 'page'}],
      source: 'https://support.google.com/cloud/answer/15549049',
    },
    audience: {
      steps: [gap, audiencePage],
      source: audienceHelp,
    },
    /** User type: 外部 (External) for a site open to every Google account. */
    userType: {
      steps: [gap, audiencePage, {label: 'ユーザーの種類（User type）', kind: 'field'}],
      source: audienceHelp,
    },
    /** Testing or In production; in Testing only the listed test users can authorise. */
    publishingStatus: {
      steps: [gap, audiencePage, {label: '公開ステータス（Publishing status）', kind: 'field'}],
      source: audienceHelp,
    },
    testUsers: {
      steps: [gap, audiencePage, {label: 'テストユーザー（Test users）', kind: 'section'}],
      source: audienceHelp,
    },
    dataAccess: {
      steps: [gap, {label: 'データアクセス（Data access）', kind: 'page'}],
      source: start,
    },
    clients: {
      steps: [gap, clientsPage],
      source: start,
    },
    /** In the OAuth client of type ウェブ アプリケーション (Web application). */
    redirectUris: {
      steps: [gap, clientsPage, {label: '承認済みのリダイレクト URI（Authorized redirect URIs）', kind: 'field'}],
      source: start,
    },
  },
};
