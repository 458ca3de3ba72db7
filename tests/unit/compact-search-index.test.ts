// plugins/compact-search-index: each area's index keeps its own pages, no index keeps term
// positions, and the search worker finds the same positions again from the result's text.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lunr from 'lunr';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {pluginIndexBuilder, serverUtilsDir, sortRequest, workerModule} from '../../plugins/compact-search-index';
import {areaOf, compactIndexFiles, type IndexFile, type SearchDocument} from '../../plugins/compact-search-index/compact';
import {sortSearchResults, termPositions, type WorkerResult} from '../../plugins/compact-search-index/positions';
import {searchAreas, searchOptions} from '../../src/config/search';
import {contentFiles, readContent, siteDir} from '../lib/content';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {validateOptions} = require('@easyops-cn/docusaurus-search-local');

// The options as the theme receives them (validated, defaults filled in), built into index files
// the way the theme builds them.
const validated = validateOptions({validate: normalizePluginOptions, options: searchOptions});
const build = pluginIndexBuilder(validated, {siteDir, siteConfig: {themeConfig: {}}});
const areas = searchAreas.map((area) => area.path);
// The builder's first call gives lunr its Japanese support, which the worker code uses too.
build([[]]);
const worker = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js');

/** The text of a doc as the index sees it: the page without its front matter, trimmed. */
function pageText(file: string): string {
  return readContent(file).replace(/^---\n[\s\S]*?\n---\n/, '').trim();
}

test('the plugin modules used by the compaction are where it expects them (plugin version pinned)', () => {
  for (const name of ['buildIndex', 'processPluginOptions']) assert.ok(fs.existsSync(path.join(serverUtilsDir, `${name}.js`)), `moved: ${name}.js in ${serverUtilsDir}`);
  assert.match(worker, workerModule, 'the worker moved: update plugins/compact-search-index');
  const imported = /import \{ sortSearchResults \} from "([^"]+)";/.exec(fs.readFileSync(worker, 'utf8'));
  assert.ok(imported, 'the worker no longer imports sortSearchResults');
  assert.match(imported[1]!, sortRequest);
  assert.ok(fs.existsSync(`${path.resolve(path.dirname(worker), imported[1]!)}.js`));
});

test('a page belongs to the first area its path falls in, as the search bar decides', () => {
  assert.equal(areaOf('social-login/legacy/faq', areas), 'social-login/legacy');
  assert.equal(areaOf('social-login/legacy', areas), 'social-login/legacy');
  assert.equal(areaOf('social-login/setup', areas), 'social-login');
  assert.equal(areaOf('social-login-legacy', areas), undefined);
  assert.equal(areaOf('message/faq', areas), 'message');
  assert.equal(areaOf('blog/welcome', areas), undefined);
});

test('the worker finds every term position the index builder recorded, in real pages', () => {
  const files = contentFiles().filter((file) => file.startsWith('docs/social-login/authentication/') || file.startsWith('docs/message/messaging-api-references/'));
  assert.ok(files.length >= 10, 'sample pages found');
  const documents = files.map((file, i) => ({i, t: pageText(file), u: `/${file}`}));
  const [, , , , sections] = build([[], [], [], [], documents]);
  let compared = 0;
  for (const [term, posting] of sections!.index.invertedIndex) {
    for (const [ref, metadata] of Object.entries(posting.t as Record<string, {position: [number, number][]}>)) {
      const text = documents[Number(ref)]!.t;
      assert.deepEqual(termPositions(text, [term]).get(term), metadata.position, `"${term}" in ${files[Number(ref)]}`);
      compared += 1;
    }
  }
  assert.ok(compared > 5000, `${compared} postings compared`);
});

test('a position found after leading white space points at the term itself', () => {
  const text = '  ID トークンを検証する';
  const [[start, length]] = termPositions(text, ['id']).get('id')!;
  assert.equal(text.substr(start!, length), 'ID');
});

test('compacted index files: own pages only, no positions, same results and snippets', () => {
  const page = (i: number, u: string, t: string): SearchDocument => ({i, t, u, p: i});
  const oidc = [page(1, '/social-login/setup', 'ID トークンの署名を検証する手順'), page(2, '/social-login/flows', '認可コードをトークンに交換する')];
  const legacy = [page(3, '/social-login/legacy/setup', 'ワンタイムトークンを ID に交換する手順')];
  const message = [page(4, '/message/', 'LINE メッセージを送る')];
  const asPlugin = (pages: SearchDocument[]) => build([pages, [], [], [], pages]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compact-search-index-'));
  const files = {
    all: 'search-index-0123abcd.json',
    'social-login': 'search-index-social-login-0123abcd.json',
    'social-login/legacy': 'search-index-social-login-legacy-0123abcd.json',
    message: 'search-index-message-0123abcd.json',
  };
  // As the plugin writes them: the OpenID Connect area also holds the legacy pages.
  const written = {all: asPlugin([...oidc, ...legacy, ...message]), 'social-login': asPlugin([...oidc, ...legacy]), 'social-login/legacy': asPlugin(legacy), message: asPlugin(message)};
  for (const [area, name] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(written[area as keyof typeof files]));

  const sizes = compactIndexFiles(dir, areas, '/', build);
  assert.equal(sizes.length, 4);
  const read = (area: keyof typeof files): IndexFile => JSON.parse(fs.readFileSync(path.join(dir, files[area]), 'utf8'));
  for (const area of Object.keys(files) as (keyof typeof files)[]) {
    assert.doesNotMatch(JSON.stringify(read(area)), /"position"/, `${area}: positions left`);
    assert.ok(sizes.find(({name}) => name === files[area])!.after < sizes.find(({name}) => name === files[area])!.before, `${area}: not smaller`);
  }
  assert.deepEqual(read('social-login')[0]!.documents.map(({u}) => u), ['/social-login/setup', '/social-login/flows']);
  assert.deepEqual(read('all')[0]!.documents.length, 4);

  // Searching the compacted index, then adding positions as the worker does, gives the results and
  // positions the plugin's own index gave.
  const search = (file: IndexFile, query: string): WorkerResult[] => {
    const index = lunr.Index.load(file[4]!.index as object);
    return index.search(query).map((result) => ({document: file[4]!.documents.find((d) => String(d.i) === result.ref)!, metadata: structuredClone(result.matchData.metadata) as WorkerResult['metadata']}));
  };
  const compacted = search(read('all'), 'トークン');
  sortSearchResults(compacted);
  assert.deepEqual(compacted.map(({document}) => document.u), search(written.all, 'トークン').map(({document}) => document.u));
  assert.deepEqual(compacted.map(({metadata}) => metadata), search(written.all, 'トークン').map(({metadata}) => metadata));
  assert.ok(compacted.length >= 2);
  assert.deepEqual(search(read('social-login'), 'ワンタイム'), [], 'a legacy page in the OpenID Connect index');
  fs.rmSync(dir, {recursive: true});
});

test('a missing index file is named in the error', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compact-search-index-'));
  fs.writeFileSync(path.join(dir, 'search-index-0123abcd.json'), '[]');
  assert.throws(() => compactIndexFiles(dir, areas, '/', build), /no index file .* for message, social-login\/legacy, social-login/);
  fs.rmSync(dir, {recursive: true});
});
