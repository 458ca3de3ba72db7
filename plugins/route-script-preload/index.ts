/**
 * Preloads a route's scripts from the HTML of the pages named in its options (the Lighthouse target of every page kind).
 *
 * Core means to list each page's route chunks in its HTML: its SSG asks the client manifest
 * (react-loadable-ssr-addon's getBundles) for the modules the page rendered. It asks with module
 * requests ("@theme/SearchPage"), but under webpack 5 the manifest keys them by chunk name, so
 * only the entry is found: every page names runtime~main and main alone, and the route's chunks
 * are requested only once main has run (a stock Docusaurus 3.10 site does the same). Doc pages
 * keep that order: their content is in the HTML, and preloading their chunks delayed its first
 * paint (bench:ab, the guide's LCP 2.8 → 3.7 s). A page the app draws, like the search page, can
 * show nothing before its chunks have run, so its HTML preloads them, at low priority so that the
 * styles and the entry scripts come first.
 */
import fs from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {builtHtmlFile} from '../shared/builtPages';
import {chunkNamesByRoute} from '../shared/chunkTable';
import {readClientManifest, readRoutesChunkNames, type ClientManifest} from './upstream';

type Options = {
  /** Route paths as the site serves them (baseUrl included); each must be a top-level route. */
  paths: string[];
};

/** The script URLs of the route's own chunks and the chunks loaded with them, the entry's left out. */
export function routeScripts(manifest: ClientManifest, routesChunkNames: Record<string, unknown>, routePath: string): string[] {
  const chunkNames = chunkNamesByRoute(routesChunkNames).get(routePath);
  if (!chunkNames) throw new Error(`route-script-preload: the site has no route ${routePath}`);
  const entry = new Set(manifest.entrypoints.flatMap((name) => manifest.origins[name] ?? []));
  // A chunk whose modules all ended in another chunk is not emitted, so a name may be missing.
  const ids = new Set(chunkNames.flatMap((name) => manifest.origins[name] ?? []).filter((id) => !entry.has(id)));
  const scripts = [...ids].flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.publicPath));
  if (scripts.length === 0) throw new Error(`route-script-preload: the client manifest names no script for ${routePath}'s chunks (${chunkNames.join(', ')})`);
  return scripts;
}

/** The built HTML file of a route path (baseUrl included). */
export function htmlFile(outDir: string, baseUrl: string, routePath: string): string {
  return builtHtmlFile(outDir, routePath.slice(baseUrl.length), `route-script-preload: no page for ${routePath}`);
}

/** Adds low-priority script preloads at the end of the page's head. */
export function addScriptPreloads(file: string, scripts: readonly string[]): void {
  const html = fs.readFileSync(file, 'utf8');
  const at = html.search(/<\/head>/i);
  if (at < 0) throw new Error(`route-script-preload: ${file} has no </head> to add the script preloads to`);
  const links = scripts.map((src) => `<link rel="preload" href="${src}" as="script" fetchpriority="low">`).join('');
  fs.writeFileSync(file, html.slice(0, at) + links + html.slice(at));
}

export default function routeScriptPreload(_context: LoadContext, options: unknown): Plugin {
  const {paths} = (options ?? {}) as Partial<Options>;
  if (!Array.isArray(paths) || !paths.every((routePath) => typeof routePath === 'string' && routePath.startsWith('/'))) {
    throw new Error(`route-script-preload: options.paths must list route paths that begin with "/", not ${JSON.stringify(paths)}`);
  }
  return {
    name: 'route-script-preload',
    postBuild({outDir, baseUrl, generatedFilesDir}) {
      const manifest = readClientManifest(generatedFilesDir);
      const routesChunkNames = readRoutesChunkNames(generatedFilesDir);
      for (const routePath of paths) addScriptPreloads(htmlFile(outDir, baseUrl, routePath), routeScripts(manifest, routesChunkNames, routePath));
    },
  };
}
