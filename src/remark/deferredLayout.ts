/**
 * Remark plugin: on a long page of Japanese text, marks the blocks far below the first screen with
 * the class `deferred-layout`, which src/css/custom.css lays out only when they come near the screen
 * (content-visibility: auto). Laying out the whole glossary was one task of about 0.9 s at 4× CPU
 * slowdown (BENCHMARKS.md).
 *
 * The mark is in the page's own markup, not a rule keyed on the html element's classes: while the
 * app takes over, Docusaurus's head manager rewrites those classes in steps (a doc page's own
 * classes come last), and for that moment such a rule let go of every block, which were then all
 * laid out at once.
 */
import type {Root} from 'mdast';
import {glossaryPage} from './glossaryForms';
import {docPathOf, type DocFile} from './docPath';

/**
 * The pages with deferred blocks, and the kana row (a level-2 heading, counted from 1) from which
 * on they are deferred. Blocks on the first screen are left alone: a placeholder height there would
 * shift the page as it loads. Headings are never deferred, so that the table of contents finds them.
 */
const deferredFromRow: Record<string, number> = {[glossaryPage]: 2};

/** The blocks that are only text: a placeholder height for them is close enough. */
const deferrable = new Set(['paragraph', 'list']);

export default function deferredLayout() {
  return (tree: Root, file: DocFile) => {
    const fromRow = deferredFromRow[docPathOf(file)];
    if (fromRow === undefined) return;
    let row = 0;
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth === 2) row += 1;
      if (row < fromRow || !deferrable.has(node.type)) continue;
      const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
      data.hProperties = {...data.hProperties, className: 'deferred-layout'};
    }
  };
}
