/**
 * Replaces the query tokenizer inside @easyops-cn/docusaurus-search-local's search worker with
 * ./tokenize.ts (why: see that file). The plugin is pinned to an exact version in package.json;
 * tests/unit/search-tokenizer.test.ts fails loudly when the replaced module moves.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const pluginUtilsDir = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/utils',
);
export const replacedModule = path.join(pluginUtilsDir, 'tokenize');

export default function searchQueryTokenizer(): Plugin {
  const replacement = path.join(__dirname, 'tokenize.ts');
  return {
    name: 'search-query-tokenizer',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [replacedModule]: replacement,
            [`${replacedModule}.js`]: replacement,
          },
        },
      };
    },
  };
}
