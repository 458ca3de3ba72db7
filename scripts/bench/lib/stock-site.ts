// A stock Docusaurus 3.10 site (the classic template) with the same plugins as ours — local search
// and gtag — built the same way, as the yardstick for page weight and Lighthouse.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {linkModules} from './site';

export function buildStockSite(): string {
  const dir = path.join(os.tmpdir(), 'socialplus-bench-stock');
  fs.rmSync(dir, {recursive: true, force: true});
  execFileSync('npx', ['--yes', 'create-docusaurus@3.10.2', dir, 'classic', '--typescript', '--skip-install'], {stdio: 'ignore'});
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = fs
    .readFileSync(configFile, 'utf8')
    .replace("theme: {\n          customCss: './src/css/custom.css',\n        },", "theme: {\n          customCss: './src/css/custom.css',\n        },\n        gtag: {trackingID: 'G-XXXXXXXXXX', anonymizeIP: false},")
    .replace('  themeConfig: {', "  themes: [['@easyops-cn/docusaurus-search-local', {hashed: 'filename', language: ['en']}]],\n\n  themeConfig: {");
  if (!config.includes('gtag:') || !config.includes('docusaurus-search-local')) throw new Error('stock site: the template changed, cannot add the plugins');
  fs.writeFileSync(configFile, config);
  // Same versions as ours: use our node_modules instead of installing.
  linkModules(dir);
  execFileSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: 'ignore'});
  return path.join(dir, 'build');
}

export const STOCK_PAGES = [
  {kind: 'stock home', path: '/'},
  {kind: 'stock docs page', path: '/docs/intro'},
];
