// Reading the Markdown trees the site-data elements render (src/remark/siteData/), as a reader
// sees them: inline nodes back to Markdown or to plain text, a table as rows of cells.
import type {MdNode} from '../../src/remark/siteData/mdast';

/** Inline nodes back to the Markdown they came from: `code`, [text](url), **bold**. */
export function markdownOf(nodes: MdNode[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'inlineCode') return `\`${node.value}\``;
      if (node.type === 'link') return `[${markdownOf(node.children)}](${node.url})`;
      if (node.type === 'strong') return `**${markdownOf(node.children)}**`;
      return node.value ?? markdownOf(node.children);
    })
    .join('');
}

/** The text of nodes without their marks. */
export function plainText(nodes: MdNode[] = []): string {
  return nodes.map((node) => node.value ?? plainText(node.children)).join('');
}

/** A table's rows (the header first), each cell as `cell` reads it. */
export function tableCells(table: MdNode, cell: (nodes?: MdNode[]) => string = markdownOf): string[][] {
  return table.children!.map((row) => row.children!.map((node) => cell(node.children)));
}
