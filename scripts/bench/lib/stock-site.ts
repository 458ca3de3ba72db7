// A stock Docusaurus 3.10 site (the classic template, TypeScript) with the same plugins as ours,
// local search and gtag, with our options (src/config/search.ts and analytics.ts) except where
// they name our own areas and paths; built like ours, as the yardstick for page weight and
// Lighthouse. create-docusaurus comes from the npm cache or registry; nothing is installed.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteDir} from './report';
import {linkModules} from './site';

const CUSTOM_CSS = "theme: {\n          customCss: './src/css/custom.css',\n        },";

export function buildStockSite(): string {
  const dir = path.join(os.tmpdir(), 'socialplus-bench-stock');
  fs.rmSync(dir, {recursive: true, force: true});
  execFileSync('npx', ['--yes', 'create-docusaurus@3.10.2', dir, 'classic', '--typescript', '--skip-install'], {stdio: 'ignore'});
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const template = fs.readFileSync(configFile, 'utf8');
  if (!template.includes(CUSTOM_CSS) || !template.includes('  themeConfig: {')) throw new Error('stock site: the template changed, cannot add the plugins');
  const imports = [
    `import {searchOptions} from ${JSON.stringify(path.join(siteDir, 'src/config/search'))};`,
    `import {gtagOptions} from ${JSON.stringify(path.join(siteDir, 'src/config/analytics'))};`,
  ].join('\n');
  const search = '{...searchOptions, docsRouteBasePath: "docs", searchContextByPaths: undefined, useAllContextsWithNoSearchContext: false}';
  const config = template
    .replace(CUSTOM_CSS, `${CUSTOM_CSS}\n        gtag: gtagOptions,`)
    .replace('  themeConfig: {', `  themes: [['@easyops-cn/docusaurus-search-local', ${search}]],\n\n  themeConfig: {`);
  fs.writeFileSync(configFile, `${imports}\n${config}`);
  linkModules(dir);
  execFileSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: 'ignore'});
  return path.join(dir, 'build');
}

export const STOCK_PAGES = [
  {kind: 'stock home', path: '/'},
  {kind: 'stock docs page', path: '/docs/intro'},
];
