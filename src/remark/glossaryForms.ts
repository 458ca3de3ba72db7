/**
 * Remark plugin for the glossary page (docs/glossary.mdx): under each term's heading, the term's
 * English equivalents from the glossary's data (src/data/glossary.ts), which the search reads
 * too. The data and the page cannot drift apart: a term heading without data, or data without a
 * heading, stops the build.
 */
import type {Paragraph, Root, RootContent} from 'mdast';
import {glossaryTerms} from '../data/glossary';
import {docPathOf, type DocFile} from './docPath';

export const glossaryPage = 'docs/glossary.mdx';
/** The level of the term headings (a level above are the kana rows: あ行, A–Z). */
const termDepth = 3;

function textOf(node: RootContent): string {
  if ('value' in node) return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The line shown under a term: its English equivalents, or nothing for a term that is English already. */
function termEnglish(term: string): string | undefined {
  const english = glossaryTerms[term] ?? [];
  return english.length > 0 ? `英語：${english.join('、')}` : undefined;
}

export default function glossaryForms() {
  return (tree: Root, file: DocFile) => {
    if (docPathOf(file) !== glossaryPage) return;
    const seen = new Set<string>();
    const children: RootContent[] = [];
    for (const node of tree.children) {
      children.push(node);
      if (node.type !== 'heading' || node.depth !== termDepth) continue;
      const term = textOf(node);
      if (!(term in glossaryTerms)) throw new Error(`${glossaryPage}: the term "${term}" has no entry in src/data/glossary.ts (its English equivalents)`);
      seen.add(term);
      const line = termEnglish(term);
      if (line) children.push({type: 'paragraph', children: [{type: 'text', value: line}]} satisfies Paragraph);
    }
    const missing = Object.keys(glossaryTerms).filter((term) => !seen.has(term));
    if (missing.length > 0) throw new Error(`${glossaryPage}: src/data/glossary.ts has terms the page does not: ${missing.join(', ')}`);
    tree.children = children;
  };
}
