// Every package the site's code imports is declared in package.json, so that a change in another
// package's dependencies can never take one away.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from '../lib/content';
import {filesUnder} from '../../plugins/shared/files';

const codeDirs = ['plugins', 'src', 'scripts', 'tests', 'examples'];
const rootFiles = ['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'];
// Provided by Docusaurus itself (aliases of @docusaurus/core) or by the build, not packages.
const provided = /^(node:|@theme(-original|-init)?\/|@generated\/|@site\/|@docusaurus\/(Link|Translate|router|useDocusaurusContext|ExecutionEnvironment|useBaseUrl|BrowserOnly|Head|Interpolate|isInternalUrl|useIsBrowser|renderRoutes|constants|ErrorBoundary|useGlobalData|Noop|ComponentCreator|useRouteContext)$)/;

const codeFiles = (dir: string) =>
  filesUnder(dir, {name: /\.(ts|tsx|mts|js|mjs|cjs)$/, skip: (name) => name === 'node_modules'}).filter((file) => !file.endsWith('.d.ts'));

/** The package a specifier names: `@scope/name` or `name`, without a path inside it. */
export const packageOf = (specifier: string) => specifier.match(/^(@[^/]+\/[^/]+|[^/]+)/)![1];

function importedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [...codeDirs.flatMap((dir) => codeFiles(path.join(siteDir, dir))), ...rootFiles.map((file) => path.join(siteDir, file))];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|\brequire(?:\.resolve)?\('([^']+)'\)|\bimport\('([^']+)'\)/g)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (specifier.startsWith('.') || specifier.startsWith('/') || provided.test(specifier)) continue;
      found.set(packageOf(specifier), path.relative(siteDir, file));
    }
  }
  return found;
}

test('every imported package is declared in package.json', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  // A types-only package (`import type {Root} from 'hast'`) is declared as its @types package.
  const undeclared = [...importedPackages()].filter(([name]) => !declared.has(name) && !declared.has(`@types/${name}`)).map(([name, file]) => `${name} (imported by ${file})`);
  assert.deepEqual(undeclared, []);
});

test('the scan sees packages imported in each form', () => {
  const packages = importedPackages();
  for (const name of ['comlink', '@easyops-cn/docusaurus-search-local', 'lunr-languages', '@playwright/test']) assert.ok(packages.has(name), name);
});
