/**
 * Code highlighting without Prism in the browser. src/remark/highlightCode.ts tokenizes code blocks
 * at build time and src/theme/CodeBlock renders the tokens; this plugin finishes the job:
 * - replaces prism-react-renderer in the bundles with a stub, since the theme's
 *   prism-include-languages client module would otherwise still ship Prism to every page;
 * - turns the Prism themes of the config into one small stylesheet of token colours for the light
 *   and the dark mode (the theme would have applied them as inline styles from JavaScript).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Token colour rules of one Prism theme, scoped to one colour mode. */
export function tokenCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  return theme.styles
    .map(({types, languages, style}) => {
      const selectors = types.flatMap((type) =>
        (languages ?? [null]).map((lang) => `[data-theme='${mode}'] ${lang ? `.language-${lang} ` : ''}.token.${type}`),
      );
      const declarations = Object.entries(style).map(([key, value]) => `${kebab(key)}:${value}`);
      return `${selectors.join(',')}{${declarations.join(';')}}`;
    })
    .join('\n');
}

type Themes = {theme: PrismTheme; darkTheme: PrismTheme};

export default function staticCodeHighlight(context: LoadContext): Plugin {
  const {theme, darkTheme} = (context.siteConfig.themeConfig as {prism: Themes}).prism;
  const cssFile = path.join(context.generatedFilesDir, 'static-code-highlight', 'token-colours.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, `${tokenCss(theme, 'light')}\n${tokenCss(darkTheme, 'dark')}\n`);
  return {
    name: 'static-code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: () => ({
      resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prism-stub.ts')}},
    }),
  };
}
