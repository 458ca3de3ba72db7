/**
 * A Docusaurus plugin for benchmark builds only: after the client build it writes
 * <site>/bench-chunks.json, for each emitted script the packages its modules come from, with their
 * source sizes (before minification). It adds no file to build/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type StatsModule = {name?: string; identifier?: string; nameForCondition?: string | null; size?: number; chunks?: (string | number)[]; modules?: StatsModule[]};
type StatsChunk = {id?: string | number; files?: string[]};
type Stats = {toJson: (options: object) => {chunks?: StatsChunk[]; modules?: StatsModule[]}};
type Compiler = {hooks: {done: {tap: (name: string, callback: (stats: Stats) => void) => void}}};

/**
 * Who a module belongs to: its package, or for our own files the top folder of the site
 * ("site: src/theme", "site: docs", "site: .docusaurus" for the generated routes and registry).
 */
export function ownerOf(identifier: string, siteDir: string): string {
  // Identifiers look like "builtin:swc-loader??…!/path|hash" or "json|/path": loaders before the
  // last "!", a type and a hash around the path.
  const file =
    identifier
      .split('!')
      .pop()!
      .split('|')
      .find((part) => part.startsWith('/'))
      ?.split('?')[0] ?? '';
  const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file);
  if (match) return match[1].replace('\\', '/');
  const parts = path.relative(siteDir, file).split(path.sep);
  if (parts[0] === '..' || !file) return `other: ${file}`;
  return `site: ${parts.slice(0, ['src', 'plugins'].includes(parts[0]) ? 2 : 1).join('/')}`;
}

export default function chunkStats(context: LoadContext): Plugin {
  return {
    name: 'bench-chunk-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('bench-chunk-stats', (stats) => {
            // Every module one by one: no grouping (rspack groups cached modules by default), no limits.
            const json = stats.toJson({
              all: false,
              chunks: true,
              ids: true,
              modules: true,
              nestedModules: true,
              cachedModules: true,
              orphanModules: false,
              modulesSpace: Infinity,
              nestedModulesSpace: Infinity,
              groupModulesByCacheStatus: false,
              groupModulesByType: false,
              groupModulesByAttributes: false,
              groupModulesByPath: false,
              groupModulesByExtension: false,
              groupModulesByLayer: false,
            });
            const files = new Map<string | number, string[]>();
            for (const chunk of json.chunks ?? [])
              files.set(
                chunk.id!,
                (chunk.files ?? []).filter((f) => f.endsWith('.js')),
              );
            const result: Record<string, Record<string, number>> = {};
            const add = (module: StatsModule, chunks: (string | number)[]) => {
              // A concatenated module lists its parts; count the parts, not the whole.
              if (module.modules?.some((inner) => inner.identifier)) return module.modules.forEach((inner) => add(inner, chunks));
              // Styles go to .css files, which are measured apart.
              if (/^css\||cssExtractLoader/.test(module.identifier ?? '')) return;
              const owner = ownerOf(module.identifier ?? module.nameForCondition ?? '', context.siteDir);
              for (const id of chunks) {
                for (const file of files.get(id) ?? []) {
                  const packages = (result[path.basename(file)] ??= {});
                  packages[owner] = (packages[owner] ?? 0) + (module.size ?? 0);
                }
              }
            };
            for (const module of json.modules ?? []) add(module, module.chunks ?? []);
            fs.writeFileSync(path.join(context.siteDir, 'bench-chunks.json'), JSON.stringify(result, null, 1));
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
