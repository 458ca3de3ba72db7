/** Where the production site lives: the config's `url`, and the origin of the links in static/openapi/. */
export const siteUrl = 'https://docs.socialplus.jp';
