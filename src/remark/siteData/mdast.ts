/**
 * Small builders for the Markdown syntax tree that the site-data elements turn into: inline
 * Markdown from the data modules (`code`, [links](/path), **bold**) and GFM tables. The data modules
 * hold a handful of inline marks, so a full Markdown parser is not needed here.
 */
export type MdNode = {type: string; value?: string; url?: string; children?: MdNode[]; [key: string]: unknown};

const inlineMark = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Phrasing nodes for one line of inline Markdown. */
export function inline(text: string): MdNode[] {
  const nodes: MdNode[] = [];
  let last = 0;
  for (const match of text.matchAll(inlineMark)) {
    if (match.index > last) nodes.push({type: 'text', value: text.slice(last, match.index)});
    const [, code, linkText, url, strong] = match;
    if (code !== undefined) nodes.push({type: 'inlineCode', value: code});
    else if (linkText !== undefined) nodes.push({type: 'link', url, children: inline(linkText)});
    else nodes.push({type: 'strong', children: inline(strong)});
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({type: 'text', value: text.slice(last)});
  return nodes;
}

/** A GFM table; every cell is inline Markdown. */
export function table(header: string[], rows: string[][]): MdNode {
  const row = (cells: string[]): MdNode => ({
    type: 'tableRow',
    children: cells.map((cell) => ({type: 'tableCell', children: inline(cell)})),
  });
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]};
}

export function paragraph(text: string): MdNode {
  return {type: 'paragraph', children: inline(text)};
}

/** Joins a name and a Japanese particle the site's way: a space after Latin letters, none after Japanese. */
export function withParticle(name: string, particle: string): string {
  return /[\x21-\x7e]$/.test(name) ? `${name} ${particle}` : `${name}${particle}`;
}
