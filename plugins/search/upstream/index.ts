/**
 * Every reach into @easyops-cn/docusaurus-search-local beyond its public entry sits in this folder:
 * this file for the build, ./shapes.ts for the data the browser also handles.
 * The site keeps the plugin's page parsing and options, and replaces the rest: the index, the
 * tokenizer and the search worker (../index.ts says why); its search bar and search page are the
 * site's own (src/theme), drawn with the plugin's client helpers (./client.ts). What is relied on here is
 * checked by tests/unit/search-upstream.test.ts, which names the piece that moved.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {DocumentType, type SearchDocument} from './shapes';

export * from './shapes';

/** The version this file was written against; package.json pins it exactly. */
export const upstreamVersion = '0.55.3';
export const upstreamDir = path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));

type SearchLocal = {default: (context: LoadContext, options: PluginOptions) => Plugin; validateOptions: PluginModule['validateOptions']};
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const searchLocal = require('@easyops-cn/docusaurus-search-local') as SearchLocal;

/** The name the plugin gives an area's index file ({dir} is "" or "-" and the area's path). */
function fileNamePattern(area?: string): RegExp {
  const dir = area === undefined ? '' : `-${area.replace(/\//g, '-')}`;
  return new RegExp(`^search-index${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-[0-9a-f]{8})?\\.json$`);
}

/**
 * The entries the plugin wrote for one area (undefined: all areas), by kind, and the file they
 * came from. Its index files hold, for each kind, {documents, index}; only documents is kept.
 */
export function readUpstreamDocuments(outDir: string, area?: string): {file: string; documents: SearchDocument[][]} {
  const matches = fs.readdirSync(outDir).filter((name) => fileNamePattern(area).test(name));
  if (matches.length !== 1)
    throw new Error(
      `search: expected one index file of @easyops-cn/docusaurus-search-local for area "${area ?? '(all)'}" in ${outDir}, found ${matches.length}`,
    );
  const file = path.join(outDir, matches[0]);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as {documents: SearchDocument[]; index?: unknown}[];
  if (parsed.length !== Object.keys(DocumentType).length)
    throw new Error(`search: ${file} has ${parsed.length} kinds of entries, expected ${Object.keys(DocumentType).length}`);
  if (parsed.some((kind) => kind.index !== undefined))
    throw new Error(
      `search: ${file} holds lunr indexes; the plugin's buildLunrIndex option (patches/@easyops-cn+docusaurus-search-local+${upstreamVersion}.patch, applied by npm ci) should have left them out`,
    );
  return {file, documents: parsed.map((kind) => kind.documents)};
}
