/**
 * Scripts minified as UTF-8 rather than ASCII. The minifier Docusaurus sets up writes every
 * non-ASCII character as a \uXXXX escape: 6 bytes for a Japanese character that UTF-8 writes in 3.
 * The page content and sidebar chunks of this site are mostly Japanese; they come out about a
 * tenth smaller, gzipped. Browsers decode page scripts as the page's UTF-8 and worker scripts as
 * UTF-8 always, and the nginx recipe sends charset=utf-8 with them.
 * With @docusaurus/faster (as configured) the JS minimizer is Rspack's SWC plugin: it is replaced
 * by one with Docusaurus's own options but ascii_only. Without faster nothing changes.
 */
import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

type Rspack = typeof import('@docusaurus/faster').rspack;
type Minimizer = NonNullable<NonNullable<Parameters<NonNullable<Plugin['configureWebpack']>>[0]['optimization']>['minimizer']>[number];

export default function utf8Scripts(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server bundle only renders the HTML; the development server does not minify.
      if (isServer || !config.optimization?.minimize || currentBundler.name !== 'rspack') return {};
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as Rspack;
      const minimizers = config.optimization.minimizer ?? [];
      const index = minimizers.findIndex((minimizer) => minimizer instanceof SwcJsMinimizerRspackPlugin);
      if (index < 0) throw new Error('utf8-scripts: Docusaurus no longer minifies with SwcJsMinimizerRspackPlugin; update plugins/utf8-scripts');
      const options = getSwcJsMinimizerOptions();
      // The SWC and Rspack option types differ in details that do not matter here (Docusaurus casts too).
      const minimizerOptions = {minify: true, ...options, format: {...options.format, ascii_only: false}} as NonNullable<ConstructorParameters<typeof SwcJsMinimizerRspackPlugin>[0]>['minimizerOptions'];
      const utf8 = new SwcJsMinimizerRspackPlugin({minimizerOptions});
      minimizers[index] = utf8 as unknown as Minimizer;
      return {};
    },
  };
}
