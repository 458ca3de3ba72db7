/**
 * Every external URL the site links to, in one place: when a marketing page or an admin console
 * moves, correcting this file corrects the navbar, the footer and the support pages together.
 */
const marketing = 'https://socialplus.jp';

export const externalLinks = {
  marketingTop: `${marketing}/`,
  pricing: `${marketing}/price`,
  linkedServices: `${marketing}/service`,
  caseStudies: `${marketing}/case`,
  blog: `${marketing}/blog`,
  columns: `${marketing}/column`,
  newsReleases: `${marketing}/news`,
  seminars: `${marketing}/seminar`,
  company: `${marketing}/company`,
  privacyPolicy: `${marketing}/privacy`,
  cookiePolicy: `${marketing}/cookie-policy`,
  personalData: `${marketing}/personal-information`,
  supportForm: `${marketing}/contact`,
  socialLoginManager: 'https://manager.socialplus.jp/',
  messageManager: 'https://message.socialplus.jp/',
} as const;
