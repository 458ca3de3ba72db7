/**
 * What must not be left in a page's Markdown: source syntax (an import, a JSX element) and the
 * theme's screen markup (raw HTML, a heading's `#` link). Code blocks and code spans are exempt:
 * an example may import and a type may read `Promise<T>`. The build fails on any (./index.ts).
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import type {Nodes} from 'mdast';

// `<br />` is how the conversion writes a line break inside a table cell.
const allowedHtml = /^<br\s*\/?>$/;

const rules: {name: string; test: (text: string) => boolean}[] = [
  {name: 'import or export statement', test: (text) => /^\s*(import|export)\s.+\bfrom\s*['"]/m.test(text) || /^\s*import\s+['"]/m.test(text)},
  {name: 'JSX element', test: (text) => /<\/?[A-Z][\w.]*(\s[^>]*)?\/?>/.test(text)},
  {name: 'heading link', test: (text) => text.includes('への直接リンク') || text.includes('\u200b')},
];

/** Each leftover in `markdown`, as `kind: excerpt`. */
export function leftoversIn(markdown: string): string[] {
  const found: string[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'code' || node.type === 'inlineCode') return;
    if (node.type === 'html') {
      if (!allowedHtml.test(node.value.trim())) found.push(`raw HTML: ${node.value.slice(0, 80)}`);
      return;
    }
    if (node.type === 'text') {
      for (const rule of rules) if (rule.test(node.value)) found.push(`${rule.name}: ${node.value.trim().slice(0, 80)}`);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}));
  return found;
}
