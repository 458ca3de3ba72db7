/**
 * The site's search theme: @easyops-cn/docusaurus-search-local, with smaller index files.
 * - Each area's index holds the pages of that area only. The plugin puts a page into every area
 *   whose path is a prefix of its URL, so the OpenID Connect area's index also carried the whole
 *   one-time-token area (social-login/legacy), which its search bar never shows.
 * - No index holds term positions (a third of its bytes). The search worker finds them again in
 *   the few results it returns (./positions.ts), for the snippet and its marks.
 * Both happen after the plugin has written build/ (./compact.ts). The plugin is pinned to an exact
 * version; tests/unit/compact-search-index.test.ts fails when a module used here moves.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {compactIndexFiles, type BuildIndex, type IndexFile, type SearchDocument} from './compact';

type SearchLocal = {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};
type ResolveData = {request: string; contextInfo: {issuer: string}};

const pluginDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
export const serverUtilsDir = path.join(pluginDir, 'dist/server/server/utils');
export const workerModule = /[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]worker\.js$/;
export const sortRequest = /^\.\.\/utils\/sortSearchResults(\.js)?$/;

/* eslint-disable @typescript-eslint/no-require-imports */
const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocal;
// The plugin's own index builder and option processing, so that a rebuilt index is built alike.
const {buildIndex} = require(path.join(serverUtilsDir, 'buildIndex')) as {buildIndex: (documents: SearchDocument[][], config: object) => unknown};
// It reads only the site folder and the theme config of the context.
type OptionsContext = {siteDir: string; siteConfig: {themeConfig: object}};
const {processPluginOptions} = require(path.join(serverUtilsDir, 'processPluginOptions')) as {processPluginOptions: (options: PluginOptions, context: OptionsContext) => object};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The plugin's index builder with the plugin's processed options: index files as the plugin writes them. */
export function pluginIndexBuilder(options: PluginOptions, context: OptionsContext): BuildIndex {
  const config = processPluginOptions(options, context);
  return (documents) => JSON.parse(JSON.stringify(buildIndex(documents, config))) as IndexFile;
}

export default function compactSearchIndex(context: LoadContext, validatedOptions: unknown): Plugin {
  const options = validatedOptions as PluginOptions;
  const theme = searchLocal.default(context, options);
  const areas = (options.searchContextByPaths ?? []).map((area) => (typeof area === 'string' ? area : area.path));
  const build = pluginIndexBuilder(options, context);
  return {
    ...theme,
    configureWebpack(webpackConfig, isServer, utils, content) {
      const own = theme.configureWebpack?.(webpackConfig, isServer, utils, content) ?? {};
      const replacement = path.join(__dirname, 'positions.ts');
      return {
        ...own,
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(sortRequest, (data: ResolveData) => {
            if (workerModule.test(data.contextInfo.issuer)) data.request = replacement;
          }),
        ],
      };
    },
    async postBuild(props) {
      await theme.postBuild!(props);
      compactIndexFiles(props.outDir, areas, props.baseUrl, build);
    },
  };
}

compactSearchIndex.validateOptions = searchLocal.validateOptions;
