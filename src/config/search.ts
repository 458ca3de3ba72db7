import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';

/**
 * Local full-text search (Japanese). One index per area keeps the download small on a page of
 * that area; useAllContextsWithNoSearchContext makes the home page and /search without `ctx`
 * search every area. The order matters: the search bar picks the first path that matches, so
 * the legacy area comes before its parent.
 */
export const searchAreas = [
  {label: 'メッセージ', path: 'message'},
  {label: 'ソーシャルログイン（ワンタイムトークン版）', path: 'social-login/legacy'},
  {label: 'ソーシャルログイン（OpenID Connect 版）', path: 'social-login'},
];

export const searchOptions = {
  language: ['ja'],
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: '/',
  hashed: 'filename',
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  searchContextByPaths: searchAreas,
  useAllContextsWithNoSearchContext: true,
  // The whole site is noIndex for search engines; without this the plugin would index nothing.
  forceIgnoreNoIndex: true,
  explicitSearchResultPath: true,
  // Code samples made a sixth of each index and are not what readers search for: identifiers they
  // type (x-socialplus-signature, redirect_uri_mismatch) are also in the prose and the tables.
  ignoreCssSelectors: ['.theme-code-block'],
} satisfies PluginOptions;
