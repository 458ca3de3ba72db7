import type {PluginOptions} from '@docusaurus/plugin-google-gtag';

/**
 * Google Analytics 4 through gtag.js. The measurement ID comes from the environment so that
 * previews and forks never report into the production property; the placeholder keeps the
 * build working where the variable is unset (README).
 */
export const GTAG_ENV_VAR = 'SOCIALPLUS_DOCS_GTAG_ID';
export const GTAG_PLACEHOLDER_ID = 'G-XXXXXXXXXX';

export const gtagOptions: PluginOptions = {
  trackingID: [process.env[GTAG_ENV_VAR] || GTAG_PLACEHOLDER_ID],
  // IP anonymisation off, as the site's analytics design asks.
  anonymizeIP: false,
};
