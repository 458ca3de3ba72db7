/**
 * What plugins/route-script-preload reads of the files @docusaurus/core generates for a build
 * (its generatedFilesDir, `.docusaurus/`): routesChunkNames.json (route path plus a hash → the
 * route's chunk names) and client-manifest.json, written by react-loadable-ssr-addon-v5-slorber
 * during the client build and still there when plugins' postBuild runs. Under webpack 5 the
 * manifest's `origins` are keyed by chunk name (or id when unnamed), each listing the ids of the
 * chunks loaded with it; `assets` gives each id's files. tests/unit/route-script-preload.test.ts
 * names what moved when core or the addon changes.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {coreDir} from '../shared/docusaurusCore';

/** The addon that writes the client manifest, as core resolves it (a dependency of core's, not the site's). */
export const manifestAddonDir = path.dirname(createRequire(path.join(coreDir, 'package.json')).resolve('react-loadable-ssr-addon-v5-slorber/package.json'));

export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, {file: string; publicPath: string}[]>>;
};

export const clientManifestFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'client-manifest.json');
export const routesChunkNamesFile = (generatedFilesDir: string) => path.join(generatedFilesDir, 'routesChunkNames.json');

function readJson(file: string, what: string): unknown {
  if (!fs.existsSync(file)) throw new Error(`route-script-preload: ${file} (${what}) is missing; has @docusaurus/core moved it?`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export function readClientManifest(generatedFilesDir: string): ClientManifest {
  const manifest = readJson(clientManifestFile(generatedFilesDir), 'the client manifest') as Partial<ClientManifest>;
  if (!Array.isArray(manifest.entrypoints) || typeof manifest.origins !== 'object' || typeof manifest.assets !== 'object') {
    throw new Error('route-script-preload: the client manifest no longer has entrypoints, origins and assets');
  }
  return manifest as ClientManifest;
}

export const readRoutesChunkNames = (generatedFilesDir: string) =>
  readJson(routesChunkNamesFile(generatedFilesDir), "the routes' chunk names") as Record<string, unknown>;
