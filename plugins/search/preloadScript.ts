import fs from 'node:fs';
import {builtHtmlFile} from '../shared/builtPages';

/**
 * The search page's inline head script, written into its HTML after the build (./index.ts), so
 * that no app script carries it and what runs is what the Content-Security-Policy hashes.
 *
 * Opened with a query (a bookmark, a link, "see all results" in a new tab), the page needs its
 * index before it can show anything. The script starts that download while the HTML is parsed,
 * at low priority so that the page's own styles and scripts come first; the page's fetch()
 * (./client.ts) then takes the preloaded response instead of asking once the app has loaded and
 * hydrated. With Lighthouse's applied throttling the first result came 1 s sooner (6.2 s →
 * 5.0–5.4 s). Without a query it downloads nothing, as the page does.
 *
 * It reads the URL as the plugin's useSearchQuery does: `q`, `ctx` (an unknown area searches every
 * area) and `version` (a versioned index is left to the page).
 */
export function indexPreloadScript(indexPathsByArea: Record<string, string>): string {
  const paths = JSON.stringify(indexPathsByArea).replace(/</g, '\\u003c');
  return `(function(paths){var p=new URLSearchParams(location.search);if(!p.get('q')||p.get('version'))return;var ctx=p.get('ctx')||'';var href=Object.prototype.hasOwnProperty.call(paths,ctx)?paths[ctx]:paths[''];if(!href)return;var link=document.createElement('link');link.rel='preload';link.as='fetch';link.crossOrigin='anonymous';link.fetchPriority='low';link.href=href;document.head.appendChild(link)})(${paths})`;
}

/**
 * Puts the script at the start of the search page's head, after the charset: before the
 * stylesheet, which would hold an inline script back until it has loaded.
 */
export function addIndexPreload(outDir: string, indexPathsByArea: Record<string, string>): void {
  const file = builtHtmlFile(outDir, 'search', 'search (index preload): no search page');
  const html = fs.readFileSync(file, 'utf8');
  const head = /<head[^>]*>(\s*<meta charset[^>]*>)?/i.exec(html);
  if (!head) throw new Error(`search: ${file} has no <head> to add the index preload to`);
  const at = head.index + head[0].length;
  fs.writeFileSync(file, `${html.slice(0, at)}<script>${indexPreloadScript(indexPathsByArea)}</script>${html.slice(at)}`);
}
