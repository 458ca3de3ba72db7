// plugins/route-script-preload reads two files core generates for a build; its upstream.ts names
// them. Each test names what moved when core or react-loadable-ssr-addon changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {addScriptPreloads, htmlFile, routeScripts} from '../../plugins/route-script-preload';
import {coreDir} from '../../plugins/shared/docusaurusCore';
import {
  clientManifestFile,
  manifestAddonDir as addonDir,
  readClientManifest,
  readRoutesChunkNames,
  routesChunkNamesFile,
  type ClientManifest,
} from '../../plugins/route-script-preload/upstream';
import {tempDir} from '../lib/tempDir';

const read = (dir: string, ...parts: string[]) => fs.readFileSync(path.join(dir, ...parts), 'utf8');

test("clientManifestFile and routesChunkNamesFile: core still writes both into its generated files' folder", () => {
  assert.match(read(coreDir, 'lib', 'webpack', 'client.js'), /const clientManifestPath = path_1\.default\.join\(generatedFilesDir, 'client-manifest\.json'\);/);
  assert.equal(clientManifestFile('/g'), path.join('/g', 'client-manifest.json'));
  const codegen = read(coreDir, 'lib', 'server', 'codegen', 'codegenRoutes.js');
  assert.match(codegen, /\(0, utils_1\.generate\)\(generatedFilesDir, 'routesChunkNames\.json', JSON\.stringify\(routesChunkNames, null, 2\)\)/);
  assert.match(
    codegen,
    /const routeKey = `\$\{routePath\}-\$\{routeHash\}`;/,
    'routesChunkNames is no longer keyed by the route path and a hash (plugins/shared/chunkTable.ts)',
  );
  assert.equal(routesChunkNamesFile('/g'), path.join('/g', 'routesChunkNames.json'));
});

test("the reason for the plugin: core's SSG looks up the modules' requests, the addon keys chunks by name (if this fails, check whether core's HTML now lists route chunks, and drop the plugin)", () => {
  assert.match(
    read(coreDir, 'lib', 'ssg', 'ssgTemplate.js'),
    /const modulesToBeLoaded = \[\.\.\.manifest\.entrypoints, \.\.\.Array\.from\(modules\)\];\s*const bundles = \(0, react_loadable_ssr_addon_v5_slorber_1\.getBundles\)\(manifest, modulesToBeLoaded\);/,
  );
  const addon = read(addonDir, 'lib', 'ReactLoadableSSRAddon.js');
  assert.match(addon, /if \(!WEBPACK_5\) \{[\s\S]*?origins\.add\(userRequest\);[\s\S]*?if \(origins\.size === 0\) \{\s*return \[names\[0\] \|\| id\];/);
  assert.match(
    addon,
    /this\.manifest = \{\s*entrypoints: Array\.from\(entrypoints\),\s*origins: origins,\s*assets: assets\s*\};/,
    'the client manifest no longer has the shape upstream.ts reads',
  );
});

test('readClientManifest and readRoutesChunkNames name a missing or reshaped file', () => {
  const dir = tempDir('route-script-preload-');
  assert.throws(() => readClientManifest(dir), /client-manifest\.json \(the client manifest\) is missing/);
  assert.throws(() => readRoutesChunkNames(dir), /routesChunkNames\.json \(the routes' chunk names\) is missing/);
  fs.writeFileSync(clientManifestFile(dir), JSON.stringify({entrypoints: ['main'], chunks: {}}));
  assert.throws(() => readClientManifest(dir), /no longer has entrypoints, origins and assets/);
});

const js = (...files: string[]) => ({js: files.map((file) => ({file, publicPath: `/${file}`}))});
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['1', '2'], aaaa: ['2', '7', '10'], bbbb: ['11'], cccc: ['12']},
  assets: {
    '1': js('runtime.js'),
    '2': js('main.js'),
    '7': js('vendor.js'),
    '10': js('aaaa.js'),
    '11': {css: [{file: 'b.css', publicPath: '/b.css'}], ...js('bbbb.js')},
    '12': js('cccc.js'),
  },
};
const chunkNames = {'/search-1a2': {__comp: 'aaaa', __context: {plugin: 'bbbb'}, gone: 'dddd'}, '/other-3b4': {__comp: 'cccc'}};

test("routeScripts: the scripts of the route's chunks and those loaded with them, not the entry's, nor other routes'", () => {
  assert.deepEqual(routeScripts(manifest, chunkNames, '/search').sort(), ['/aaaa.js', '/bbbb.js', '/vendor.js']);
  assert.throws(() => routeScripts(manifest, chunkNames, '/nowhere'), /the site has no route \/nowhere/);
  assert.throws(() => routeScripts(manifest, {'/x-5c6': {__comp: 'dddd'}}, '/x'), /names no script for \/x's chunks \(dddd\)/);
});

test('htmlFile finds the page in either trailing-slash layout; addScriptPreloads ends the head with the links', () => {
  const outDir = tempDir('route-script-preload-');
  assert.throws(() => htmlFile(outDir, '/', '/search'), /no page for \/search in .* \(search\/index\.html or search\.html\)/);
  fs.writeFileSync(path.join(outDir, 'search.html'), '<html><head><title>t</title></head><body></body></html>');
  assert.equal(htmlFile(outDir, '/', '/search'), path.join(outDir, 'search.html'));
  fs.mkdirSync(path.join(outDir, 'search'));
  fs.writeFileSync(path.join(outDir, 'search', 'index.html'), '<html><head><title>t</title></head><body></body></html>');
  assert.equal(htmlFile(outDir, '/variant/', '/variant/search'), path.join(outDir, 'search', 'index.html'));
  addScriptPreloads(path.join(outDir, 'search.html'), ['/a.js', '/b.js']);
  assert.equal(
    fs.readFileSync(path.join(outDir, 'search.html'), 'utf8'),
    '<html><head><title>t</title><link rel="preload" href="/a.js" as="script" fetchpriority="low"><link rel="preload" href="/b.js" as="script" fetchpriority="low"></head><body></body></html>',
  );
  fs.writeFileSync(path.join(outDir, 'bare.html'), '<p>no head</p>');
  assert.throws(() => addScriptPreloads(path.join(outDir, 'bare.html'), ['/a.js']), /has no <\/head>/);
});
