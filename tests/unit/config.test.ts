// Configuration invariants the site's design and the architecture guide fix, one test each.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config';
import {GTAG_ENV_VAR, GTAG_PLACEHOLDER_ID} from '../../src/config/analytics';
import siteSearch from '../../plugins/search';
import {searchLocal} from '../../plugins/search/upstream';
import docs from '../../plugins/docs';
import {execFileSync} from 'node:child_process';
import {siteDir} from '../lib/content';

// The parts of the config these tests read, as plain shapes (the theme's own types are unions).
type Item = {type?: string; position?: string; docId?: string; to?: string; href?: string; label?: string; html?: string; items?: Item[]};
type PresetOptions = {docs: unknown; blog: {onInlineTags: string}; gtag: {anonymizeIP: boolean; trackingID: string[]}};
type ThemeConfig = {navbar: {items: Item[]}; footer: {links: {items: Item[]}[]; copyright: string}};
const [presetName, preset] = (config.presets as [string, PresetOptions][])[0];
const theme = config.themeConfig as ThemeConfig;
const [searchTheme, search] = (config.themes as [unknown, {language: string[]}][])[0];
// The preset's docs are off; plugins/docs (the docs plugin, wrapped) takes their place.
const docsEntry = (config.plugins as unknown[]).find((p): p is [unknown, Record<string, unknown>] => Array.isArray(p) && p[0] === docs);

test('locale: ja only, ltr, htmlLang ja', () => {
  assert.equal(config.i18n!.defaultLocale, 'ja');
  assert.deepEqual(config.i18n!.locales, ['ja']);
  const ja = config.i18n!.localeConfigs!.ja!;
  assert.equal(ja.direction, 'ltr');
  assert.equal(ja.htmlLang, 'ja');
  assert.equal(ja.calendar, 'gregory');
  assert.equal(ja.path, 'ja');
  assert.ok(ja.label);
});

test('the whole site is noIndex, at the production URL, base /', () => {
  assert.equal(config.noIndex, true);
  assert.equal(config.url, 'https://docs.socialplus.jp');
  assert.equal(config.baseUrl, '/');
});

test('docs are mounted at /, with tags.yml and inline tags rejected', () => {
  assert.equal(presetName, 'classic');
  assert.equal(preset.docs, false, 'the preset must not add a second docs plugin');
  assert.ok(docsEntry, 'plugins/docs is in config.plugins');
  const [, docsOptions] = docsEntry;
  assert.equal(docsOptions.routeBasePath, '/');
  assert.equal(docsOptions.tags, 'tags.yml');
  assert.equal(docsOptions.onInlineTags, 'throw');
  assert.equal(docsOptions.breadcrumbs, true);
  assert.equal(preset.blog.onInlineTags, 'throw');
});

// Restating other options here proved nothing; what they do is tested in tests/e2e (colour mode, the
// table of contents, the sidebar, the navbar, the announcement bar, the bundler).
test('broken links, anchors and markdown links fail the build', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
});

// The search's options are checked by what they do (tests/e2e/search.spec.ts: 8 suggestions, mod+k,
// the bar on the right, one index per area); here only that the site's wrapper is the theme in use.
test('search: the local plugin, through the site\'s wrapper, with the plugin\'s own option validation', () => {
  assert.equal(searchTheme, siteSearch);
  assert.equal(siteSearch.validateOptions, searchLocal.validateOptions);
  assert.deepEqual(search.language, ['ja']);
});

test('analytics: gtag with IP anonymisation off, ID from the environment', () => {
  assert.equal(preset.gtag.anonymizeIP, false);
  assert.deepEqual(preset.gtag.trackingID, [process.env[GTAG_ENV_VAR] || GTAG_PLACEHOLDER_ID]);
  assert.match(GTAG_PLACEHOLDER_ID, /^G-/);
});

test('navbar items in the order of the site\'s navbar design, search on the right', () => {
  const items = theme.navbar.items;
  assert.deepEqual(
    items.map((item) => [item.type ?? 'link', item.position]),
    [
      ['doc', 'left'],
      ['dropdown', 'left'],
      ['doc', 'left'],
      ['link', 'left'],
      ['dropdown', 'right'],
      ['search', 'right'],
    ],
  );
  assert.equal(items[0].docId, 'introduction');
  assert.deepEqual(items[1].items?.map((i) => i.docId), ['social-login/index', 'social-login/legacy/index']);
  assert.equal(items[2].docId, 'message/index');
  assert.equal(items[3].to, '/glossary');
  assert.ok(items[4].items?.every((i) => /^https:\/\//.test(i.href ?? '')));
});

test('footer: four link columns, a warning column, a copyright line, external links only', () => {
  const columns = theme.footer.links;
  assert.equal(columns.length, 5);
  for (const column of columns.slice(0, 4)) {
    assert.ok(column.items.length > 0);
    for (const item of column.items) assert.match(item.href ?? '', /^https:\/\//, `${item.label} must be external`);
  }
  assert.ok(columns[4].items[0].html, 'the fifth column holds the warning text');
  assert.match(theme.footer.copyright, /株式会社ソーシャルPLUS/);
});

test('the e2e worker count is the same with CI set or not, and at least two', () => {
  const workers = (env: NodeJS.ProcessEnv) =>
    execFileSync(process.execPath, ['--import', 'tsx', '-e', "import('./playwright.config.ts').then((config) => console.log(config.default.default?.workers ?? config.default.workers))"], {
      cwd: siteDir,
      env,
      encoding: 'utf8',
    }).trim();
  const {CI: _ci, ...withoutCi} = process.env;
  const local = workers(withoutCi);
  assert.equal(workers({...withoutCi, CI: 'true'}), local);
  assert.ok(Number(local) >= 2, `workers: ${local}`);
});
