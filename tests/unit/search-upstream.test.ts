// plugins/search/upstream.ts is the one place that relies on the inside of
// @easyops-cn/docusaurus-search-local. Each test names what moved when the plugin changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  DocumentType,
  readUpstreamDocuments,
  requests,
  searchLocal,
  skipLunrIndexes,
  themeModules,
  upstreamDir,
  upstreamVersion,
  type SearchDocument,
} from '../../plugins/search/upstream';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {searchOptions} from '../../src/config/search';
import {siteDir} from '../lib/content';
import {assertPinned} from '../lib/pinned';
import {tempDir} from '../lib/tempDir';

const theme = path.join(upstreamDir, 'dist', 'client', 'client', 'theme');
const read = (...parts: string[]) => fs.readFileSync(path.join(theme, ...parts), 'utf8');

test('the installed plugin is the version upstream.ts was written against, pinned exactly', () => {
  assertPinned('@easyops-cn/docusaurus-search-local', upstreamVersion, 'check every item of plugins/search/upstream/');
});

test('themeModules.searchBar: the search bar still imports searchResultLimits from its generated constants', () => {
  const file = path.join(theme, 'SearchBar', 'SearchBar.jsx');
  assert.match(file, themeModules.searchBar);
  assert.match(read('SearchBar', 'SearchBar.jsx'), /import \{ searchResultLimits \} from "\.\.\/\.\.\/utils\/proxiedGeneratedConstants";/);
  assert.match('../../utils/proxiedGeneratedConstants', requests.constants);
});

test('requests.workerClient: the search bar and page still reach the worker through ../searchByWorker', () => {
  assert.match(read('SearchBar', 'SearchBar.jsx'), /from "\.\.\/searchByWorker";/);
  assert.match('../searchByWorker', requests.workerClient);
  // The functions the site's client (plugins/search/client.ts) stands in for.
  assert.match(read('searchByWorker.js'), /export async function fetchIndexesByWorker\(baseUrl, searchContext\)/);
  assert.match(read('searchByWorker.js'), /export async function searchByWorker\(baseUrl, searchContext, input, limit\)/);
  assert.match(read('SearchBar', 'SearchBar.jsx'), /searchByWorker\(versionUrl, searchContext, input, searchResultLimits\)/);
});

test("barClient.ts: the bar still sets up its dropdown after fetchIndexesByWorker with no catch, opens a row's u as given and draws a keywords row with no page from document.s and document.b", () => {
  const bar = read('SearchBar', 'SearchBar.jsx');
  const loadIndex = /const loadIndex = useCallback\(async \(\) => \{([\s\S]*?)\n {4}\}, \[hidden/.exec(bar)?.[1];
  assert.ok(loadIndex, 'SearchBar.jsx no longer has its loadIndex callback');
  assert.match(
    loadIndex,
    /await Promise\.all\(\[[^\]]*fetchIndexesByWorker\(versionUrl, searchContext\),\s*\]\);[\s\S]*search\.current = autoComplete\(/,
    'the dropdown no longer waits for fetchIndexesByWorker',
  );
  assert.doesNotMatch(loadIndex, /catch/, 'loadIndex now catches a failed download: barClient.fetchIndexesByWorker may be unneeded');
  assert.match(bar, /let url = u;\s*if \(Mark && tokens\.length > 0\)/, 'a selected row no longer opens its u as given when it has no tokens');
  const template = read('SearchBar', 'SuggestionTemplate.js');
  assert.match(template, /isKeywords\s*\? highlight\(document\.s, tokens\)/, 'a keywords row no longer shows document.s as its title');
  assert.match(template, /: document\.b;/, 'a row with no page no longer shows document.b as its path');
});

test('DocumentType: the suggestion template still draws the kinds of entries the site returns', () => {
  const template = read('SearchBar', 'SuggestionTemplate.js');
  for (const field of ['document', 'type', 'page', 'metadata', 'tokens'])
    assert.match(template, new RegExp(`\\b${field}\\b`), `SuggestionTemplate no longer reads ${field}`);
  const interfaces = fs.readFileSync(path.join(upstreamDir, 'dist', 'client', 'shared', 'interfaces.js'), 'utf8');
  for (const [name, value] of Object.entries(DocumentType))
    assert.ok(interfaces.includes(`SearchDocumentType["${name}"] = ${value}`), `SearchDocumentType.${name} is no longer ${value}`);
});

test('readUpstreamDocuments: reads the entries of the file the plugin wrote, and names a missing one', () => {
  const dir = tempDir('search-upstream-');
  const kinds = Object.keys(DocumentType).map((_, kind) => ({documents: [{i: kind, t: `entry ${kind}`, u: '/message/'}], index: {}}));
  fs.writeFileSync(path.join(dir, 'search-index-message-0123abcd.json'), JSON.stringify(kinds));
  const {documents} = readUpstreamDocuments(dir, 'message');
  assert.deepEqual(
    documents.map((kind) => kind[0].t),
    ['entry 0', 'entry 1', 'entry 2', 'entry 3', 'entry 4'],
  );
  assert.throws(() => readUpstreamDocuments(dir, 'social-login'), /area "social-login"/);
});

test('skipLunrIndexes: the postBuild still calls the builder through its module and writes what it returns; the swapped builder returns the entries as they are', () => {
  const server = path.join(upstreamDir, 'dist', 'server', 'server', 'utils');
  const postBuild = fs.readFileSync(path.join(server, 'postBuildFactory.js'), 'utf8');
  assert.match(postBuild, /const buildIndex_1 = require\("\.\/buildIndex"\);/, 'postBuildFactory.js no longer requires ./buildIndex');
  assert.match(
    postBuild,
    /const searchIndex = \(0, buildIndex_1\.buildIndex\)\(allDocs, config\);/,
    'postBuildFactory.js no longer looks up buildIndex on the module when it runs',
  );
  assert.match(postBuild, /JSON\.stringify\(searchIndex\)/, 'postBuildFactory.js no longer writes what buildIndex returns');
  assert.match(
    fs.readFileSync(path.join(server, 'buildIndex.js'), 'utf8'),
    /^exports\.buildIndex = buildIndex;$/m,
    'buildIndex.js no longer exports a plain, replaceable buildIndex',
  );
  skipLunrIndexes();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {buildIndex} = require(path.join(server, 'buildIndex.js')) as {buildIndex: (allDocuments: (SearchDocument[] | undefined)[]) => unknown};
  const entry = {i: 1, t: 'ログイン', u: '/social-login/'};
  assert.deepEqual(buildIndex([[entry], undefined, []]), [{documents: [entry]}, {documents: []}, {documents: []}]);
});

test('searchLocal: the public entry still builds the theme with a postBuild', () => {
  // As Docusaurus does: the plugin's validateOptions with a validator that applies its schema.
  const validate = (schema: {validate: (options: PluginOptions) => {value: PluginOptions; error?: Error}}, options: PluginOptions) => {
    const {value, error} = schema.validate(options);
    if (error) throw error;
    return value;
  };
  const options = searchLocal.validateOptions!<PluginOptions, PluginOptions>({validate, options: searchOptions});
  const context = {siteDir, generatedFilesDir: tempDir('search-upstream-generated-'), baseUrl: '/', siteConfig: {themeConfig: {}}, i18n: {currentLocale: 'ja'}};
  const theme = searchLocal.default(context as unknown as LoadContext, options);
  // plugins/search calls it after the build, then reads the index files it wrote.
  assert.equal(typeof theme.postBuild, 'function', 'the plugin no longer returns a postBuild');
});

test('upstream/client.ts: each client module the search page draws with still exports what it imports', () => {
  const client = fs.readFileSync(path.join(siteDir, 'plugins', 'search', 'upstream', 'client.ts'), 'utf8');
  const imports = [...client.matchAll(/export \{(default|\w+)(?: as \w+)?\} from '@easyops-cn\/docusaurus-search-local\/([^']+)';/g)];
  assert.equal(imports.length, 5, 'upstream/client.ts re-exports five modules');
  for (const [, name, file] of imports) {
    const full = path.join(upstreamDir, file);
    assert.ok(fs.existsSync(full), `moved: ${file}`);
    const text = fs.readFileSync(full, 'utf8');
    const exported = name === 'default' ? /export default /.test(text) : new RegExp(`export function ${name}\\(`).test(text);
    assert.ok(exported, `${file} no longer exports ${name}`);
  }
});
