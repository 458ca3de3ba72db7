/**
 * @docusaurus/plugin-content-docs, with one thing less in what every docs page downloads: the
 * version's data (all sidebars, and a map of every doc) carried each doc's description, about
 * half of its bytes (6.6 of 12.1 KB gzip) on every docs page, for a card component the site does
 * not use (./upstream.ts). Descriptions stay in each page's own metadata and <meta> tag.
 * Options are the plugin's own; the preset's docs are turned off and this takes their place.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import {versionProp} from './upstream';

type Options = Parameters<typeof pluginContentDocs>[1];

/** The route with every doc's description dropped from the version data it carries (and its sub-routes'). */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = versionProp(route);
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc])),
        },
      }
    : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

// Options arrive validated by the plugin's own validateOptions (below).
export default async function docs(context: LoadContext, validatedOptions: unknown): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, validatedOptions as Options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route))}});
    },
  };
}

docs.validateOptions = validateOptions as PluginModule['validateOptions'];
