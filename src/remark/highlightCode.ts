/**
 * Remark plugin: highlights fenced code blocks at build time with the same Prism grammar the theme
 * would run in the browser, so readers download token data instead of Prism and its languages.
 *
 * Each code block gets a `tokens` property: JSON of its lines, each a list of [types, text] pairs
 * (types space-separated, "" for plain text), and its HTML element no text, which the tokens
 * already hold: the page's script carried the code twice (1.7 KB gzip on the ID Token page).
 * src/theme/CodeBlock joins the text back and renders the tokens; a block without `tokens` (an unknown language, code
 * from a component) keeps its text and is shown as plain text.
 * Runs after codeFromFile, so blocks filled from examples/ are highlighted too.
 */
import {createRequire} from 'node:module';
import type {Root} from 'mdast';
import {Prism} from 'prism-react-renderer';
import {visit} from 'unist-util-visit';

/** Languages of the site that prism-react-renderer does not bundle. */
const EXTRA_LANGUAGES = ['bash', 'json', 'http'] as const;

const loadExtraLanguages = (() => {
  let done = false;
  return () => {
    if (done) return;
    // Prism's language files register themselves on a global Prism.
    const require = createRequire(__filename);
    const before = (globalThis as {Prism?: unknown}).Prism;
    (globalThis as {Prism?: unknown}).Prism = Prism;
    for (const lang of EXTRA_LANGUAGES) require(`prismjs/components/prism-${lang}`);
    (globalThis as {Prism?: unknown}).Prism = before;
    done = true;
  };
})();

export type TokenLine = [types: string, text: string][];

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

/** Flattens Prism's nested tokens into [types, text] pieces, outer types first. */
function flatten(stream: PrismToken | PrismToken[], types: string[], out: [string[], string][]): void {
  if (typeof stream === 'string') out.push([types, stream]);
  else if (Array.isArray(stream)) for (const token of stream) flatten(token, types, out);
  else flatten(stream.content, [...types, stream.type, ...([] as string[]).concat(stream.alias ?? [])], out);
}

/** The lines of `code` as [types, text] pairs, or null when Prism has no grammar for `lang`. */
export function tokenize(code: string, lang: string): TokenLine[] | null {
  loadExtraLanguages();
  const grammar = Prism.languages[lang];
  if (!grammar) return null;
  const pieces: [string[], string][] = [];
  flatten(Prism.tokenize(code, grammar), [], pieces);
  const lines: TokenLine[] = [[]];
  for (const [types, text] of pieces) {
    text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part === '') return;
      const line = lines[lines.length - 1];
      const joined = types.join(' ');
      const last = line[line.length - 1];
      if (last && last[0] === joined)
        last[1] += part; // merge neighbours of one kind
      else line.push([joined, part]);
    });
  }
  return lines;
}

export default function highlightCode() {
  return (tree: Root) => {
    visit(tree, 'code', (node) => {
      const lines = node.lang ? tokenize(node.value, node.lang) : undefined;
      if (!lines) return;
      // No children in the HTML tree: the page's script carries the text once, in `tokens`
      // (a code element without children is still a block for the theme's MDXComponents/Code).
      node.data = {...node.data, hProperties: {...node.data?.hProperties, tokens: JSON.stringify(lines)}, hChildren: []};
    });
  };
}
