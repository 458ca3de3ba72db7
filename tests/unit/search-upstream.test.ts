// plugins/search/upstream.ts is the one place that relies on the inside of
// @easyops-cn/docusaurus-search-local. Each test names what moved when the plugin changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {DocumentType, readUpstreamDocuments, searchLocal, upstreamDir, upstreamVersion, type SearchDocument} from '../../plugins/search/upstream';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {searchOptions} from '../../src/config/search';
import {siteDir} from '../lib/content';
import {assertPinned} from '../lib/pinned';
import {tempDir} from '../lib/tempDir';

/** The site's search options through the plugin's validateOptions, as Docusaurus calls it (a validator that applies its schema). */
function validatedOptions(): PluginOptions {
  const validate = (schema: {validate: (options: PluginOptions) => {value: PluginOptions; error?: Error}}, options: PluginOptions) => {
    const {value, error} = schema.validate(options);
    if (error) throw error;
    return value;
  };
  return searchLocal.validateOptions!<PluginOptions, PluginOptions>({validate, options: searchOptions});
}

/** What the plugin reads of Docusaurus's context when it is created. */
const themeContext = () =>
  ({
    siteDir,
    generatedFilesDir: tempDir('search-upstream-generated-'),
    baseUrl: '/',
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: 'ja'},
  }) as unknown as LoadContext;

test('the installed plugin is the version upstream.ts was written against, pinned exactly', () => {
  assertPinned(
    '@easyops-cn/docusaurus-search-local',
    upstreamVersion,
    "check every item of plugins/search/upstream/, and compare src/theme/SearchBar with the new version's SearchBar, which it was ejected from",
  );
});

test('DocumentType: the kinds of entries are still in this order in the index files', () => {
  const interfaces = fs.readFileSync(path.join(upstreamDir, 'dist', 'client', 'shared', 'interfaces.js'), 'utf8');
  for (const [name, value] of Object.entries(DocumentType))
    assert.ok(interfaces.includes(`SearchDocumentType["${name}"] = ${value}`), `SearchDocumentType.${name} is no longer ${value}`);
});

test('readUpstreamDocuments: reads the entries of the file the plugin wrote, and names a missing one', () => {
  const dir = tempDir('search-upstream-');
  const kinds = Object.keys(DocumentType).map((_, kind) => ({documents: [{i: kind, t: `entry ${kind}`, u: '/message/'}]}));
  fs.writeFileSync(path.join(dir, 'search-index-message-0123abcd.json'), JSON.stringify(kinds));
  const {documents} = readUpstreamDocuments(dir, 'message');
  assert.deepEqual(
    documents.map((kind) => kind[0].t),
    ['entry 0', 'entry 1', 'entry 2', 'entry 3', 'entry 4'],
  );
  assert.throws(() => readUpstreamDocuments(dir, 'social-login'), /area "social-login"/);
  // Lunr indexes in the file: the option that leaves them out was not applied.
  fs.writeFileSync(path.join(dir, 'search-index-0123abcd.json'), JSON.stringify(kinds.map((kind) => ({...kind, index: {}}))));
  assert.throws(() => readUpstreamDocuments(dir), /holds lunr indexes.*patches\/@easyops-cn\+docusaurus-search-local\+/);
});

test("buildLunrIndex (patches/, applied by npm ci): off, the postBuild writes each kind's entries without a lunr index; on by default, with one", async () => {
  const defaults = validatedOptions() as PluginOptions & {buildLunrIndex?: boolean};
  assert.equal(defaults.buildLunrIndex, true, `the option is missing: is patches/@easyops-cn+docusaurus-search-local+${upstreamVersion}.patch applied?`);
  // A built site of one page, as the plugin's postBuild reads it.
  const written = async (buildLunrIndex: boolean) => {
    const outDir = tempDir('search-upstream-site-');
    fs.mkdirSync(path.join(outDir, 'message'), {recursive: true});
    fs.writeFileSync(
      path.join(outDir, 'message', 'faq.html'),
      '<html><head><title>よくある質問</title></head><body><article><header><h1>よくある質問</h1></header><p>通知の配信について</p></article></body></html>',
    );
    const options = {...defaults, searchContextByPaths: undefined, buildLunrIndex};
    const theme = searchLocal.default(themeContext(), options);
    await theme.postBuild!({outDir, baseUrl: '/', routesPaths: ['/message/faq'], siteConfig: {trailingSlash: false}} as never);
    const [file] = fs.readdirSync(outDir).filter((name) => name.startsWith('search-index'));
    return JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8')) as {documents: SearchDocument[]; index?: unknown}[];
  };
  const without = await written(false);
  assert.equal(without.length, Object.keys(DocumentType).length);
  assert.ok(
    without.every((kind) => Object.keys(kind).join() === 'documents'),
    'with buildLunrIndex off, a kind still holds more than its documents',
  );
  assert.ok(without[0].documents.some((entry) => entry.t === 'よくある質問'));
  const withIndex = await written(true);
  assert.ok(
    withIndex.every((kind) => kind.index !== undefined),
    'by default every kind holds its lunr index',
  );
});

test('searchLocal: the public entry still builds the theme with a postBuild', () => {
  const options = validatedOptions();
  const theme = searchLocal.default(themeContext(), options);
  // plugins/search calls it after the build, then reads the index files it wrote.
  assert.equal(typeof theme.postBuild, 'function', 'the plugin no longer returns a postBuild');
});

test('upstream/client.ts: each client module the search bar and page draw with still exports what they import', () => {
  const client = fs.readFileSync(path.join(siteDir, 'plugins', 'search', 'upstream', 'client.ts'), 'utf8');
  const reexports = [...client.matchAll(/export \{([^}]+)\} from '@easyops-cn\/docusaurus-search-local\/([^']+)';/g)];
  assert.equal(reexports.length, 8, 'upstream/client.ts re-exports from eight modules');
  for (const [, names, file] of reexports) {
    const full = path.join(upstreamDir, file);
    assert.ok(fs.existsSync(full), `moved: ${file}`);
    const text = fs.readFileSync(full, 'utf8');
    for (const name of names.split(',').map((entry) => entry.trim().split(' as ')[0])) {
      const exported = name === 'default' ? /export default /.test(text) : new RegExp(`export function ${name}\\(`).test(text);
      assert.ok(exported, `${file} no longer exports ${name}`);
    }
  }
});
