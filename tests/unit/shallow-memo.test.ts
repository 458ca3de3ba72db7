// plugins/shallow-memo gives two theme-common modules a useShallowMemoObject that sorts keys by
// code unit; plugins/shallow-memo/upstream.ts says what that relies on. Each test names what moved.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {importedNames, importers, reactUtils, request, themeCommonLib, themeCommonVersion} from '../../plugins/shallow-memo/upstream';
import {byCodeUnit} from '../../plugins/shallow-memo/keyOrder';
import {assertPinned} from '../lib/pinned';

test('theme-common is the version plugins/shallow-memo was written against, pinned exactly', () => {
  assertPinned('@docusaurus/theme-common', themeCommonVersion, 'check plugins/shallow-memo/upstream.ts');
});

test('reactUtils: useShallowMemoObject still sorts with localeCompare (when upstream stops, drop the plugin)', () => {
  const source = fs.readFileSync(reactUtils, 'utf8');
  assert.match(
    source,
    /export function useShallowMemoObject\(obj\) \{\s*const deps = Object\.entries\(obj\);\s*\/\/[^\n]*\n\s*deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/,
  );
});

test('importers: the modules that use it import it by the redirected path, and only what reactUtils.ts provides', () => {
  for (const file of importers) {
    const imports = [...fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '([^']*reactUtils)';/g)];
    assert.equal(imports.length, 1, `${path.relative(themeCommonLib, file)} imports reactUtils once`);
    const [, names, from] = imports[0];
    assert.match(from, request, `${path.relative(themeCommonLib, file)} imports it as ${from}`);
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      assert.ok(importedNames.includes(name), `${path.relative(themeCommonLib, file)} now imports ${name} from reactUtils`);
    }
    assert.match(names, /useShallowMemoObject/);
  }
  // No other module of theme-common uses useShallowMemoObject.
  const users = fs
    .readdirSync(themeCommonLib, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.js') && !f.endsWith('reactUtils.js'))
    .filter((f) => /useShallowMemoObject/.test(fs.readFileSync(path.join(themeCommonLib, f), 'utf8')))
    .map((f) => path.join(themeCommonLib, f));
  assert.deepEqual(users.sort(), [...importers].sort());
});

test('byCodeUnit: a stable order of option names, as localeCompare gave for them', () => {
  const entries: [string, unknown][] = [
    ['subtree', 1],
    ['attributes', 2],
    ['childList', 3],
    ['characterData', 4],
  ];
  assert.deepEqual(
    [...entries].sort(byCodeUnit).map(([k]) => k),
    ['attributes', 'characterData', 'childList', 'subtree'],
  );
  assert.deepEqual(
    [...entries].sort(byCodeUnit),
    [...entries].sort((a, b) => a[0].localeCompare(b[0])),
  );
});
