// The font stacks of the two sites, read where they are set: ours in src/css/custom.css, the stock
// site's in Infima's published stylesheet (as @docusaurus/theme-classic, which depends on it,
// imports it).
import fs from 'node:fs';
import path from 'node:path';
import {siteDir} from './report';

/** The value of a custom property in a stylesheet, with the stylesheet's own `var()`s put in. */
function fontStack(file: string, property: string): string {
  const css = fs.readFileSync(file, 'utf8');
  const value = (name: string): string => {
    const stack = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1];
    if (!stack) throw new Error(`bench: no ${name} in ${file}`);
    return stack
      .replace(/var\((--[\w-]+)\)/g, (_, inner: string) => value(inner))
      .replace(/\s+/g, ' ')
      .trim();
  };
  return value(property);
}

/** Each site's text and code stacks, read when called: only the benchmarks that use them need the stylesheets. */
export function fontStacks() {
  const infimaCss = require.resolve('infima/dist/css/default/default.css', {paths: [path.dirname(require.resolve('@docusaurus/theme-classic/package.json'))]});
  const siteCss = path.join(siteDir, 'src', 'css', 'custom.css');
  const stacks = (file: string) => ({text: fontStack(file, '--ifm-font-family-base'), monospace: fontStack(file, '--ifm-font-family-monospace')});
  return {'stock (Infima)': stacks(infimaCss), site: stacks(siteCss)};
}
