// plugins/search/index.ts: the index file name follows every input of the index, and each area's
// file holds that area's pages only.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {indexFileName} from '../../plugins/search';
import {areaOf} from '../../plugins/search/areas';
import {indexFormat, type IndexFile} from '../../plugins/search/searchIndex';
import {tempDir} from '../lib/tempDir';
import {writeFixtureIndexes} from '../lib/searchBuild';

function site(files: Record<string, string>): string {
  const dir = tempDir('search-site-');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('the index file name changes with the pages, the site data, the sidebars and the plugin', () => {
  const base = {'docs/a.md': 'A', 'src/data/v.ts': '1', 'sidebars.ts': 's', 'plugins/search/rank.ts': 'r', 'package-lock.json': '{}'};
  const name = indexFileName(site(base));
  assert.match(name, /^search-index\{dir\}-[0-9a-f]{8}\.json$/);
  assert.equal(indexFileName(site(base)), name, 'the same inputs give the same name');
  for (const [file, text] of Object.entries(base)) assert.notEqual(indexFileName(site({...base, [file]: `${text}!`})), name, `${file} is not in the hash`);
});

test('areaOf: the first configured area that holds the page, as the search bar picks it', () => {
  const areas = ['message', 'social-login/legacy', 'social-login'];
  assert.equal(areaOf('social-login/legacy/faq', areas), 'social-login/legacy');
  assert.equal(areaOf('social-login/setup', areas), 'social-login');
  assert.equal(areaOf('guidelines', areas), undefined);
});

test("writeIndexFiles: the site's files replace the plugin's, each area with its own pages", () => {
  const page = (i: number, u: string) => ({i, t: `page ${i}`, u});
  const documents = [[page(1, '/social-login/setup'), page(2, '/social-login/legacy/faq'), page(3, '/message/')], [], [], [], []];
  const {dir, written} = writeFixtureIndexes(documents, ['message', 'social-login/legacy', 'social-login']);
  assert.deepEqual(
    written.map(({name}) => name),
    [
      'search-index-feedbeef.json',
      'search-index-message-feedbeef.json',
      'search-index-social-login-legacy-feedbeef.json',
      'search-index-social-login-feedbeef.json',
    ],
  );
  assert.deepEqual(
    fs.readdirSync(dir).filter((name) => name.includes('0123abcd')),
    [],
    "the plugin's files are gone",
  );
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as IndexFile;
  assert.equal(read('search-index-feedbeef.json').format, indexFormat);
  assert.deepEqual(
    read('search-index-feedbeef.json').documents[0].map(({u}) => u),
    ['/social-login/setup', '/social-login/legacy/faq', '/message/'],
  );
  assert.deepEqual(
    read('search-index-social-login-feedbeef.json').documents[0].map(({u}) => u),
    ['/social-login/setup'],
  );
  assert.deepEqual(
    read('search-index-social-login-legacy-feedbeef.json').documents[0].map(({u}) => u),
    ['/social-login/legacy/faq'],
  );
});
