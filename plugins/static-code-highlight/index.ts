/**
 * Code highlighting without Prism in the browser. src/remark/highlightCode.ts tokenizes code blocks
 * at build time and src/theme/CodeBlock renders the tokens; this plugin finishes the job:
 * - gives the theme's prism-include-languages client module, and it alone, a stub in place of
 *   prism-react-renderer: it would otherwise ship Prism to every page only to hand it to the
 *   swizzled src/theme/prism-include-languages.ts, which registers no language;
 * - turns the Prism themes of the config into one small stylesheet of token colours for the light
 *   and the dark mode (the theme would have applied them as inline styles from JavaScript). A token
 *   colour that reads worse than 4.5:1 on the theme's background (WCAG 1.4.3) is darkened, or
 *   lightened in a dark theme, just enough to reach it.
 */
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {writeFileMakingFolders} from '../shared/files';
import {redirectImport} from '../shared/redirectImport';

/** The one module that imports prism-react-renderer into the browser's bundles. */
export const prismImporter = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`static-code-highlight: cannot read the colour "${colour}" of the Prism theme`);
}

/** WCAG 2 relative luminance and contrast ratio. */
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const ratio = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
export const contrast = (a: string, b: string) => ratio(parseColour(a), parseColour(b));

/** The colour itself when it reads well on the background, else the nearest mix towards black or white that does. */
export function readableOn(colour: string, background: string, minimum = 4.5): string {
  const fg = parseColour(colour);
  const bg = parseColour(background);
  if (ratio(fg, bg) >= minimum) return colour;
  const target = luminance(bg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const mixed = fg.map((v) => Math.round(v + ((target - v) * step) / 20)) as Rgb;
    if (ratio(mixed, bg) >= minimum) return `#${mixed.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

/** Token colour rules of one Prism theme, scoped to one colour mode. */
export function tokenCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  return theme.styles
    .map(({types, languages, style}) => {
      const selectors = types.flatMap((type) =>
        (languages ?? [null]).map((lang) => `[data-theme='${mode}'] ${lang ? `.language-${lang} ` : ''}.token.${type}`),
      );
      const declarations = Object.entries(style).map(
        ([key, value]) => `${kebab(key)}:${key === 'color' && theme.plain.backgroundColor ? readableOn(String(value), theme.plain.backgroundColor) : value}`,
      );
      return `${selectors.join(',')}{${declarations.join(';')}}`;
    })
    .join('\n');
}

type Themes = {theme: PrismTheme; darkTheme: PrismTheme};

export default function staticCodeHighlight(context: LoadContext): Plugin {
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: Themes}).prism;
  const cssFile = path.join(context.generatedFilesDir, 'static-code-highlight', 'token-colours.css');
  writeFileMakingFolders(cssFile, `${tokenCss(theme, 'light')}\n${tokenCss(darkTheme, 'dark')}\n`);
  return {
    name: 'static-code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [redirectImport(currentBundler, /^prism-react-renderer$/, (issuer) => prismImporter.test(issuer), path.join(__dirname, 'prism-stub.ts'))],
    }),
  };
}
