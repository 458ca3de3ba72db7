/**
 * What must not be left in a page's Markdown: source syntax (an import, a JSX element) and the
 * theme's screen markup (raw HTML, a heading's `#` link). Code blocks and code spans are exempt:
 * an example may import and a type may read `Promise<T>`. The build fails on any (./index.ts).
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {visit} from 'unist-util-visit';

// `<br />` is how the conversion writes a line break inside a table cell, and `<!---->` how it keeps
// two block quotes in a row apart (./pageMarkdown.ts).
const allowedHtml = /^(<br\s*\/?>|<!---->)$/;

const rules: {name: string; test: (text: string) => boolean}[] = [
  {name: 'import or export statement', test: (text) => /^\s*(import|export)\s.+\bfrom\s*['"]/m.test(text) || /^\s*import\s+['"]/m.test(text)},
  {name: 'JSX element', test: (text) => /<\/?[A-Z][\w.]*(\s[^>]*)?\/?>/.test(text)},
  {name: 'heading link', test: (text) => text.includes('への直接リンク') || text.includes('\u200b')},
];

/** Each leftover in `markdown`, as `kind: excerpt`, in the order of the page. */
export function leftoversIn(markdown: string): string[] {
  const found: string[] = [];
  // Code and code spans are literals of their own types, so neither check reads them.
  visit(fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]}), (node) => {
    if (node.type === 'html' && !allowedHtml.test(node.value.trim())) found.push(`raw HTML: ${node.value.slice(0, 80)}`);
    if (node.type === 'text') {
      for (const rule of rules) if (rule.test(node.value)) found.push(`${rule.name}: ${node.value.trim().slice(0, 80)}`);
    }
  });
  return found;
}
