/**
 * The search plugin fetches an index for any `version` query value on /search and throws an
 * uncaught error when that version does not exist. Before the app renders, drop a `version` value
 * that names no docs version, so a hand-edited or stale link still opens the search page.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';

type DocsGlobalData = {versions: {path: string}[]};

export function knownVersions(baseUrl: string, data: Record<string, Record<string, unknown>>): string[] {
  return Object.values(data['docusaurus-plugin-content-docs'] ?? {}).flatMap((plugin) =>
    (plugin as DocsGlobalData).versions.map((version) => version.path.slice(baseUrl.length).replace(/\/$/, '')),
  );
}

if (ExecutionEnvironment.canUseDOM) {
  const {baseUrl} = siteConfig;
  const url = new URL(window.location.href);
  const version = url.searchParams.get('version');
  if (url.pathname.replace(/\/$/, '') === `${baseUrl}search` && version !== null) {
    if (!knownVersions(baseUrl, globalData).includes(version)) {
      url.searchParams.delete('version');
      window.history.replaceState(window.history.state, '', url);
    }
  }
}
