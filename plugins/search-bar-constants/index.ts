/**
 * Keeps lunr out of the page bundles. The search bar of @easyops-cn/docusaurus-search-local reads
 * one number (searchResultLimits) from the plugin's generated constants module, which also loads
 * lunr and its Japanese support: about 35 KB gzip on every page, though only the search worker
 * searches. This plugin points the search bar's import, and no other, at ./constants.ts.
 * tests/unit/search-bar-constants.test.ts fails when the plugin's search bar changes that import.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const searchBarModule = /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]SearchBar[\\/]SearchBar\.jsx$/;
export const constantsRequest = /[\\/]proxiedGeneratedConstants(\.js)?$/;

type ResolveData = {request: string; contextInfo: {issuer: string}};

export default function searchBarConstants(): Plugin {
  const replacement = path.join(__dirname, 'constants.ts');
  return {
    name: 'search-bar-constants',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(constantsRequest, (data: ResolveData) => {
            if (searchBarModule.test(data.contextInfo.issuer)) data.request = replacement;
          }),
        ],
      };
    },
  };
}
