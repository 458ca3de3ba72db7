// The font stacks of the two sites, read where they are set: ours in src/css/custom.css, the stock
// site's in Infima's published stylesheet (as @docusaurus/theme-classic, which depends on it,
// imports it). Code takes Infima's monospace stack on both sites.
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './report';

/** The value of a custom property (`--ifm-font-family-base` by default) in a stylesheet. */
function fontStack(file: string, property = '--ifm-font-family-base'): string {
  const stack = new RegExp(`${property}:\\s*([^;]+);`).exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!stack) throw new Error(`bench: no ${property} in ${file}`);
  return stack.replace(/\s+/g, ' ').trim();
}

/** The stacks, read when called: only the benchmarks that use them need the stylesheets. */
export function fontStacks() {
  // Infima's published stylesheet, as @docusaurus/theme-classic (which depends on it) imports it.
  const infimaCss = require.resolve('infima/dist/css/default/default.css', {paths: [path.dirname(require.resolve('@docusaurus/theme-classic/package.json'))]});
  return {
    text: {'stock (Infima)': fontStack(infimaCss), site: fontStack(path.join(siteDir, 'src', 'css', 'custom.css'))},
    monospace: fontStack(infimaCss, '--ifm-font-family-monospace'),
  };
}
