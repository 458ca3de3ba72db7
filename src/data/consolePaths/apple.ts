/**
 * Apple Developer (https://developer.apple.com/account/): Certificates, Identifiers & Profiles, as
 * Apple's Developer Account Help names it (checked with the pages named in `source`). Paths that
 * start at 「Sign in with Apple」 are read on the opened Services ID or App ID.
 */
import type {ConsoleModule} from './types';

const cip = {label: 'Certificates, Identifiers & Profiles', kind: 'page'} as const;
const webHelp = 'https://developer.apple.com/help/account/configure-app-capabilities/configure-sign-in-with-apple-for-the-web';
const keyHelp = 'https://developer.apple.com/help/account/configure-app-capabilities/create-a-sign-in-with-apple-private-key';

export const apple: ConsoleModule = {
  console: 'Apple Developer',
  paths: {
    identifiers: {
      steps: [cip, {label: 'Identifiers', kind: 'menu'}],
      source: webHelp,
    },
    /** The add button next to the Identifiers heading; then the identifier type is chosen. */
    newIdentifier: {
      steps: [cip, {label: 'Identifiers', kind: 'menu'}, {label: '+', kind: 'button'}],
      source: webHelp,
    },
    /** On an opened App ID or Services ID. */
    configure: {
      steps: [{label: 'Sign in with Apple'}, {label: 'Configure', kind: 'button'}],
      source: webHelp,
    },
    /** In the Services ID's Sign in with Apple configuration. */
    domains: {
      steps: [
        {label: 'Sign in with Apple'},
        {label: 'Configure', kind: 'button'},
        {label: 'Website URLs', kind: 'section'},
        {label: 'Domains and Subdomains', kind: 'field'},
      ],
      source: webHelp,
    },
    returnUrls: {
      steps: [
        {label: 'Sign in with Apple'},
        {label: 'Configure', kind: 'button'},
        {label: 'Website URLs', kind: 'section'},
        {label: 'Return URLs', kind: 'field'},
      ],
      source: webHelp,
    },
    newKey: {
      steps: [cip, {label: 'Keys', kind: 'menu'}, {label: '+', kind: 'button'}],
      source: keyHelp,
    },
    keys: {
      steps: [cip, {label: 'Keys', kind: 'menu'}],
      source: keyHelp,
    },
    keyId: {
      steps: [cip, {label: 'Keys', kind: 'menu'}, {label: 'Key ID', kind: 'field'}],
      source: keyHelp,
    },
    teamId: {
      steps: [
        {label: 'Membership details', kind: 'section'},
        {label: 'Team ID', kind: 'field'},
      ],
      source: 'https://developer.apple.com/help/account/manage-your-team/locate-your-team-id',
    },
    /** Where the outbound e-mail domains and addresses for the private relay are registered. */
    emailSources: {
      steps: [
        cip,
        {label: 'Services', kind: 'menu'},
        {label: 'Sign in with Apple for Email Communication', kind: 'section'},
        {label: 'Configure', kind: 'button'},
      ],
      source: 'https://developer.apple.com/help/account/configure-app-capabilities/configure-private-email-relay-service',
    },
  },
};
