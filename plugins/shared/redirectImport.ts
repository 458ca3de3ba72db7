/**
 * How the site's plugins swap a module of another package for their own: one import, made by the
 * modules `issuer` accepts with a request `request` matches, resolves to `to` instead. Nothing else
 * importing the same path is touched. Works with webpack and Rspack (Docusaurus's current bundler).
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

// The part of a bundler's resolve data the replacement reads and writes.
type ResolveData = {request: string; contextInfo: {issuer: string}};

export function redirectImport(bundler: ConfigureWebpackUtils['currentBundler'], request: RegExp, issuer: (file: string) => boolean, to: string) {
  const {NormalModuleReplacementPlugin} = bundler.instance;
  return new NormalModuleReplacementPlugin(request, (data: ResolveData) => {
    if (issuer(data.contextInfo.issuer)) data.request = to;
  });
}
