// Configuration invariants of SPEC.md and the architecture guide, one test each.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config';
import {GTAG_ENV_VAR, GTAG_PLACEHOLDER_ID} from '../../src/config/analytics';
import siteSearch from '../../plugins/search';
import docs from '../../plugins/docs';
import {execFileSync} from 'node:child_process';
import {siteDir} from '../lib/content';

type AnyRecord = Record<string, any>;
const [presetName, preset] = (config.presets as [string, AnyRecord][])[0]!;
const theme = config.themeConfig as AnyRecord;
const [searchTheme, search] = (config.themes as [unknown, AnyRecord][])[0]!;
// The preset's docs are off; plugins/docs (the docs plugin, wrapped) takes their place.
const docsEntry = (config.plugins as unknown[]).find((p): p is [unknown, AnyRecord] => Array.isArray(p) && p[0] === docs);

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

test('broken links, anchors and markdown links fail the build', () => {
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
});

test('Docusaurus v4 future flags are on (faster bundler included)', () => {
  assert.equal((config.future as AnyRecord).v4, true);
});

test('table of contents covers heading levels 2 to 3', () => {
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
});

test('colour mode: light by default, switch enabled, system preference ignored', () => {
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
});

test('sidebar is hideable and auto-collapses categories', () => {
  assert.deepEqual(theme.docs.sidebar, {hideable: true, autoCollapseCategories: true});
});

test('navbar hides on scroll', () => {
  assert.equal(theme.navbar.hideOnScroll, true);
});

test('announcement bar has an id and can be dismissed', () => {
  assert.match(theme.announcementBar.id, /\S/);
  assert.equal(theme.announcementBar.isCloseable, true);
});

test('search: local plugin, Japanese, limit 8, context 50, bar on the right, mod+k', () => {
  // The local search plugin, through the wrapper that compacts its index files.
  assert.equal(searchTheme, siteSearch);
  assert.equal(siteSearch.validateOptions, require('@easyops-cn/docusaurus-search-local').validateOptions);
  assert.deepEqual(search.language, ['ja']);
  assert.equal(search.searchResultLimits, 8);
  assert.equal(search.searchResultContextMaxLength, 50);
  assert.equal(search.searchBarPosition, 'right');
  assert.equal(search.searchBarShortcut, true);
  assert.equal(search.searchBarShortcutKeymap, 'mod+k');
  assert.equal(search.docsRouteBasePath, '/');
  assert.equal(search.forceIgnoreNoIndex, true);
  assert.equal(search.useAllContextsWithNoSearchContext, true);
  assert.deepEqual(
    search.searchContextByPaths.map((area: AnyRecord) => area.path),
    ['message', 'social-login/legacy', 'social-login'],
  );
  for (const area of search.searchContextByPaths) assert.match(area.label, /[ぁ-んァ-ヶ一-龠]/);
});

test('analytics: gtag with IP anonymisation off, ID from the environment', () => {
  assert.equal(preset.gtag.anonymizeIP, false);
  assert.deepEqual(preset.gtag.trackingID, [process.env[GTAG_ENV_VAR] || GTAG_PLACEHOLDER_ID]);
  assert.match(GTAG_PLACEHOLDER_ID, /^G-/);
});

test('navbar items in SPEC order, search on the right', () => {
  const items = theme.navbar.items as AnyRecord[];
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
  assert.equal(items[0]!.docId, 'introduction');
  assert.deepEqual(items[1]!.items.map((i: AnyRecord) => i.docId), ['social-login/index', 'social-login/legacy/index']);
  assert.equal(items[2]!.docId, 'message/index');
  assert.equal(items[3]!.to, '/glossary');
  assert.ok(items[4]!.items.every((i: AnyRecord) => /^https:\/\//.test(i.href)));
});

test('footer: four link columns, a warning column, a copyright line, external links only', () => {
  const columns = theme.footer.links as AnyRecord[];
  assert.equal(columns.length, 5);
  for (const column of columns.slice(0, 4)) {
    assert.ok(column.items.length > 0);
    for (const item of column.items) assert.match(item.href, /^https:\/\//, `${item.label} must be external`);
  }
  assert.ok(columns[4]!.items[0].html, 'the fifth column holds the warning text');
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
