/**
 * What plugins/docs relies on inside @docusaurus/plugin-content-docs and the classic theme:
 * the version route carries the version's data as `props.version`, whose `docs` map gives each
 * doc's id, title, description and sidebar; the only reader of `description` in the browser is
 * the theme's DocCard (through useDocById), which this site never renders (no DocCardList, no
 * generated-index pages). tests/unit/docs-plugin.test.ts names what moved when either changes.
 */
import type {RouteConfig} from '@docusaurus/types';

/** The plugin-content-docs version this was written against; package.json pins it exactly. */
export const docsPluginVersion = '3.10.2';

type VersionDocs = Record<string, {id: string; title: string; description?: string; sidebar?: string}>;
type VersionProp = {docs?: VersionDocs};

/** The version's data on a route the docs plugin adds, if this route carries it. */
export function versionProp(route: RouteConfig): VersionProp | undefined {
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  return version && typeof version === 'object' && 'docs' in version ? version : undefined;
}
