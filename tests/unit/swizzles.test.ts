// Every swizzled theme component says why on its first line and is listed, with its reason, in the README.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../lib/content';
import {filesUnder} from '../../plugins/shared/files';

const themeDir = path.join(siteDir, 'src', 'theme');
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');

/** The component a file of src/theme swizzles (`CodeBlock/Content`), or null for a helper module. */
function componentOf(file: string): string | null {
  const relative = path.relative(themeDir, file).replace(/\\/g, '/');
  if (!/\.tsx?$/.test(relative)) return null;
  const component = relative.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
  return fs.readFileSync(file, 'utf8').startsWith('// Swizzled') ? component : null;
}

test('each swizzled component states its reason on its first line and has a row in the README', () => {
  const components = filesUnder(themeDir)
    .map(componentOf)
    .filter((component): component is string => component !== null);
  assert.ok(components.length >= 10, `found ${components.length}`);
  for (const component of components) assert.match(readme, new RegExp(`\\| \`${component}\` \\| [^|]+ \\| [^|]{10,} \\|`), component);
  const listed = [...readme.matchAll(/^\| `([A-Za-z/-]+)` \| (包む|取り出す|置き換える) \|/gm)].map((match) => match[1]);
  assert.deepEqual(listed.sort(), components.sort());
});

test('a module in src/theme that is not a swizzle is a helper of one (imported by a sibling)', () => {
  for (const file of filesUnder(themeDir, {name: /\.tsx?$/})) {
    if (componentOf(file)) continue;
    const importers = filesUnder(path.dirname(file), {name: /\.tsx?$/}).filter(
      (other) => other !== file && fs.readFileSync(other, 'utf8').includes(`./${path.basename(file).replace(/\.tsx?$/, '')}'`),
    );
    assert.ok(importers.length > 0, `${path.relative(siteDir, file)} neither swizzles nor helps a swizzle`);
  }
});

/** The theme's source of an ejected component (`src/theme/<component>/index.tsx` in theme-classic) and its path. */
function themeSource(component: string): {themeFile: string; theme: string} {
  const themeFile = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'src', 'theme', component, 'index.tsx');
  return {themeFile, theme: fs.readFileSync(themeFile, 'utf8')};
}

/** Our ejected file is `expected` (the theme's source with our one change) from its copyright notice on, formatted as the rest of the tree. */
async function assertEjectedAs(component: string, themeFile: string, expected: string): Promise<void> {
  const {format, resolveConfig} = await import('prettier');
  const ours = fs.readFileSync(path.join(themeDir, component, 'index.tsx'), 'utf8');
  const options = {...(await resolveConfig(themeFile)), filepath: themeFile};
  const fromNotice = ours.slice(ours.indexOf('/**\n * Copyright'));
  assert.equal(await format(fromNotice, options), await format(expected, options), `src/theme/${component}/index.tsx has drifted from ${themeFile}`);
}

test("the ejected Tabs is the theme's source and styles without the remount after hydration, and only that", async () => {
  const {themeFile, theme} = themeSource('Tabs');
  const remount = /\n\s*\/\/ Remount tabs after hydration\n\s*\/\/ Temporary fix for \S+\n\s*key=\{String\(isBrowser\)\}>/;
  assert.match(theme, remount, `the theme's Tabs (${themeFile}) no longer remounts after hydration: remove src/theme/Tabs`);
  const withoutRemount = theme
    .replace("import useIsBrowser from '@docusaurus/useIsBrowser';\n", '')
    .replace('  const isBrowser = useIsBrowser();\n', '')
    .replace(remount, '>');
  await assertEjectedAs('Tabs', themeFile, withoutRemount);
  const themeStyles = path.join(path.dirname(themeFile), 'styles.module.css');
  assert.equal(
    fs.readFileSync(path.join(themeDir, 'Tabs', 'styles.module.css'), 'utf8'),
    fs.readFileSync(themeStyles, 'utf8'),
    `src/theme/Tabs/styles.module.css has drifted from ${themeStyles}`,
  );
});

test("the ejected LastUpdated is the theme's source with the date written by ./date.ts, and only that (besides what the lint asks)", async () => {
  const {themeFile, theme} = themeSource('LastUpdated');
  const intlFormat = /\n\s*const dateTimeFormat = useDateTimeFormat\(\{[^}]*\}\);\n\s*const formattedLastUpdatedAt = dateTimeFormat\.format\(atDate\);/;
  const intlImport = "import {useDateTimeFormat} from '@docusaurus/theme-common/internal';";
  assert.match(
    theme,
    intlFormat,
    `the theme's LastUpdated (${themeFile}) no longer formats the date with useDateTimeFormat: see whether src/theme/LastUpdated is still needed`,
  );
  const withOurDate = theme
    .replace(intlImport, "import {formatJapaneseDate} from './date';")
    .replace(intlFormat, '\n  const formattedLastUpdatedAt = formatJapaneseDate(atDate);')
    // What this tree's lint asks of any file: no unused React import, no directive for a rule it does not run.
    .replace("import React, {type ReactNode} from 'react';", "import {type ReactNode} from 'react';")
    .replace(/\n\s*\{\/\* eslint-disable-next-line @docusaurus\/no-untranslated-text \*\/\}/, '');
  await assertEjectedAs('LastUpdated', themeFile, withOurDate);
});

test('the wrapped ColorModeToggle is needed while theme-common starts the colour-mode choice as "system" until hydration', () => {
  const source = path.join(siteDir, 'node_modules', '@docusaurus', 'theme-common', 'src', 'contexts', 'colorMode.tsx');
  assert.match(
    fs.readFileSync(source, 'utf8'),
    /useState<ColorModeChoice>\(\s*isBrowser \? ColorModeChoiceAttribute\.get\(\) : null,?\s*\)/,
    `${source} no longer starts the choice as null (system) before hydration: see whether src/theme/ColorModeToggle is still needed`,
  );
});
