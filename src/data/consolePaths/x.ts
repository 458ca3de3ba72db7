/**
 * X Developer Console (https://console.x.com/, formerly the Developer Portal): an app's
 * authentication settings and its keys and tokens, as X's documentation names them
 * (https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code,
 * https://docs.x.com/resources/fundamentals/developer-apps). Paths are read on the opened app.
 */
import type {ConsoleModule} from './types';

const oauth2 = 'https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code';
const apps = 'https://docs.x.com/resources/fundamentals/developer-apps';
const auth = {label: 'User authentication settings', kind: 'section'} as const;
const keys = {label: 'Keys and tokens', kind: 'tab'} as const;

export const x: ConsoleModule = {
  console: 'X Developer Console',
  paths: {
    authSettings: {steps: [auth], source: oauth2},
    appPermissions: {steps: [auth, {label: 'App permissions', kind: 'field'}], source: apps},
    /** Web App, Automated App or Bot = confidential client (a Client Secret is issued). */
    appType: {steps: [auth, {label: 'Type of App', kind: 'field'}], source: oauth2},
    callbackUri: {steps: [auth, {label: 'Callback URI / Redirect URL', kind: 'field'}], source: apps},
    websiteUrl: {steps: [auth, {label: 'Website URL', kind: 'field'}], source: apps},
    clientIdSecret: {steps: [keys, {label: 'OAuth 2.0 Client ID and Client Secret', kind: 'section'}], source: oauth2},
    /** The OAuth 1.0a API Key and API Key Secret (legacy version only). */
    consumerKeys: {steps: [keys, {label: 'Consumer Keys', kind: 'section'}], source: apps},
  },
};
