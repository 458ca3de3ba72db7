// plugins/docs wraps @docusaurus/plugin-content-docs to drop doc descriptions from the version
// data every docs page downloads; plugins/docs/upstream.ts says what that relies on. Each test
// names what moved when the plugin or the theme changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../plugins/shared/files';
import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from '../../plugins/docs';
import {docsPluginVersion} from '../../plugins/docs/upstream';
import {siteDir} from '../lib/content';
import {assertPinned} from '../lib/pinned';

// Some of these packages export no package.json: find their folder from the site's node_modules.
const packageDir = (name: string) => path.join(siteDir, 'node_modules', name);
const docsLib = path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib');

const files = (dir: string, name: RegExp) => filesUnder(dir, {name, skip: (entry) => entry === 'node_modules'});

test('plugin-content-docs is the version plugins/docs was written against, pinned exactly', () => {
  assertPinned('@docusaurus/plugin-content-docs', docsPluginVersion, 'check plugins/docs/upstream.ts');
});

test('versionProp: the version route still carries the version data, with a docs map holding descriptions', () => {
  const routes = fs.readFileSync(path.join(docsLib, 'routes.js'), 'utf8');
  assert.match(routes, /props: \{[^}]*version: \(0, props_1\.toVersionMetadataProp\)\(/s);
  const props = fs.readFileSync(path.join(docsLib, 'props.js'), 'utf8');
  assert.match(props, /docs: toVersionDocsProp\(loadedVersion\)/);
  assert.match(props, /function toVersionDocsProp[\s\S]*?description: doc\.description,/);
});

test('descriptions: in the browser only DocCard reads them (useDocById), and the site renders no DocCard', () => {
  const readers = files(packageDir('@docusaurus/theme-classic'), /\.js$/)
    .filter((file) => /useDocById/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(packageDir('@docusaurus/theme-classic'), file));
  assert.deepEqual(readers, ['lib/theme/DocCard/index.js'], 'another theme component reads the version docs map: check whether it needs descriptions');
  const ownSources = [...files(path.join(siteDir, 'docs'), /\.mdx?$/), ...files(path.join(siteDir, 'src'), /\.(tsx?|mdx?)$/)];
  const users = ownSources.filter((file) => /DocCardList|@theme\/DocCard\b|useDocById|['"]generated-index['"]/.test(fs.readFileSync(file, 'utf8')));
  assert.deepEqual(users, [], 'the site now renders doc cards, which show descriptions: drop plugins/docs');
  assert.doesNotMatch(fs.readFileSync(path.join(siteDir, 'sidebars.ts'), 'utf8'), /['"]generated-index['"]/);
});

test('withoutDocDescriptions: drops each doc description from the version data, keeps everything else', () => {
  const doc = (id: string) => ({id, title: `T ${id}`, description: `D ${id}`, sidebar: 's'});
  const route: RouteConfig = {
    path: '/',
    component: 'root',
    routes: [
      {
        path: '/',
        component: 'version',
        props: {version: {pluginId: 'default', docsSidebars: {s: []}, docs: {a: doc('a'), b: doc('b')}}},
        routes: [{path: '/a', component: 'doc', props: {other: 1}}],
      },
    ],
  };
  const lean = withoutDocDescriptions(route);
  const version = lean.routes![0].props!.version as {docs: Record<string, object>; docsSidebars: object; pluginId: string};
  assert.deepEqual(version.docs, {a: {id: 'a', title: 'T a', sidebar: 's'}, b: {id: 'b', title: 'T b', sidebar: 's'}});
  assert.deepEqual(version.docsSidebars, {s: []});
  assert.equal(version.pluginId, 'default');
  assert.deepEqual(lean.routes![0].routes, [{path: '/a', component: 'doc', props: {other: 1}, routes: undefined}]);
  // The input is left as it was.
  assert.equal((route.routes![0].props!.version as {docs: {a: {description: string}}}).docs.a.description, 'D a');
});
