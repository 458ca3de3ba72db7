/** Where the production site lives: the config's `url`, and the origin of the links in the published OpenAPI documents. */
export const siteUrl = 'https://docs.socialplus.jp';
