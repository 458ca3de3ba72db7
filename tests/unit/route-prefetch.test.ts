// plugins/route-prefetch replaces one module of @docusaurus/core; plugins/route-prefetch/upstream
// names it and what the replacement relies on. Each test names what moved when core changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {coreClientDir, coreVersion, issuer, replaced, request, sha256} from '../../plugins/route-prefetch/upstream';
import {chunkNamesByRoute} from '../../plugins/shared/chunkTable';
import {assertPinned} from '../lib/pinned';

const read = (...parts: string[]) => fs.readFileSync(path.join(coreClientDir, ...parts), 'utf8');

test('core is the version upstream/index.ts was written against, pinned exactly', () => {
  assertPinned('@docusaurus/core', coreVersion, 'compare client/docusaurus.js with plugins/route-prefetch/client.ts');
});

test('replaced: client/docusaurus.js is the very file client.ts stands in for', () => {
  assert.equal(
    sha256(replaced.file),
    replaced.sha256,
    'core changed client/docusaurus.js: port the change to plugins/route-prefetch/client.ts, then update replaced.sha256',
  );
});

test('request and issuer: clientEntry still imports ./docusaurus and mounts it on window.docusaurus', () => {
  const entry = path.join(coreClientDir, 'clientEntry.js');
  assert.match(entry, issuer);
  assert.match(read('clientEntry.js'), /import docusaurus from '\.\/docusaurus';/);
  assert.match('./docusaurus', request);
  assert.match(read('clientEntry.js'), /window\.docusaurus = docusaurus;/);
});

test('Link still calls window.docusaurus.prefetch when a link is in view and preload on hover', () => {
  const link = read('exports', 'Link.js');
  assert.match(link, /new window\.IntersectionObserver\(/);
  assert.match(link, /window\.docusaurus\.prefetch\(targetLink\)/);
  assert.match(link, /window\.docusaurus\.preload\(targetLink\)/);
});

test('client.ts: core still gives the bundle runtime __webpack_require__.gca and generates the route tables', () => {
  const plugin = fs.readFileSync(path.join(coreClientDir, '..', 'webpack', 'plugins', 'ChunkAssetPlugin.js'), 'utf8');
  assert.match(plugin, /DocusaurusGetChunkAssetFn = '__webpack_require__\.gca'/);
  const docusaurus = read('docusaurus.js');
  assert.match(docusaurus, /import routesChunkNames from '@generated\/routesChunkNames';/);
  assert.match(docusaurus, /import routes from '@generated\/routes';/);
});

test('upstream/preload.ts: core still exports its preloader as the default of client/preload.js', () => {
  assert.match(read('preload.js'), /export default function preload\(pathname\)/);
});

test('chunkNamesByRoute: the chunks core would find for each route, by scanning every key', () => {
  const routesChunkNames = {
    '/-5e9': {__comp: 'root', __context: {plugin: 'p1'}},
    '/blog-573': {__comp: 'list', items: [{content: 'post1'}, {content: 'post2'}], __props: 'props'},
    '/social-login/legacy-abc': {__comp: 'doc', content: 'legacy'},
    '/social-login/legacy-def': {__comp: 'doc2'},
    '/a-b-c-123': {__comp: 'dashed'},
    '/empty-0': {},
  };
  // Core's own lookup (client/docusaurus.js getChunkNamesToLoad with client/flat.js).
  const flat = (target: object): string[] =>
    Object.values(target as Record<string, unknown>).flatMap((v) => (typeof v === 'object' && v && Object.keys(v).length ? flat(v) : [v as string]));
  const core = (routePath: string) =>
    Object.entries(routesChunkNames)
      .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
      .flatMap(([, chunks]) => flat(chunks));
  const table = chunkNamesByRoute(routesChunkNames);
  for (const routePath of ['/', '/blog', '/social-login/legacy', '/a-b-c', '/empty', '/missing']) {
    assert.deepEqual(table.get(routePath) ?? [], core(routePath), routePath);
  }
  assert.deepEqual(table.get('/blog'), ['list', 'post1', 'post2', 'props']);
});
