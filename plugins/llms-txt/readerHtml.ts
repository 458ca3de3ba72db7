/**
 * The built page's content as a reader sees it, in HTML that converts to clean Markdown: the
 * rehype step that @signalwire/docusaurus-plugin-llms-txt runs on each page's content before its
 * own conversion (`content.beforeDefaultRehypePlugins`). Each transform undoes one thing the theme
 * adds for the screen: heading anchors, highlighted code lines, tabs, admonition boxes, the
 * endpoint line, inlined images, React's text separators. Links are written here too, because the
 * package's own rewrite turns `/message/` into `/message/.md`.
 *
 * Selectors are the theme's stable `theme-*` class names and ARIA roles, and the site's own
 * `api-endpoint` (src/components/ApiEndpoint); a page that still holds the theme's markup after
 * this step fails the build (./leftovers.ts).
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';

export type LinkTarget = (href: string) => string;

const h = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

/** `<!-- -->` between React text nodes, and any other comment. */
function dropComments(tree: Root): void {
  visit(tree, 'comment', (_node, index, parent) => {
    parent!.children.splice(index!, 1);
    return [SKIP, index!];
  });
}

/** The `#` link after each heading, for pointing at it on screen. */
function dropHeadingAnchors(tree: Root): void {
  replaceAll(tree, 'a.hash-link', () => []);
}

/**
 * A highlighted block (one element per line, each ending in `<br>`) as one `<pre><code>` with
 * its language, and the block's title (a file name) as a line of code above it.
 */
function plainCodeBlocks(tree: Root): void {
  replaceAll(tree, '.theme-code-block', (block) => {
    const pre = select('pre', block);
    if (!pre) return [block];
    const language = (block.properties.className ?? []).find((name) => name.startsWith('language-'));
    const lines = selectAll('.token-line', pre);
    const code = lines.length > 0 ? lines.map((line) => toString(line)).join('\n') : toString(pre);
    const title = block.children.find((child): child is Element => child.type === 'element' && !select('pre', child));
    const codeElement = h('pre', [h('code', [text(code.replace(/\n+$/, ''))], language ? {className: [language]} : {})]);
    return title ? [h('p', [h('code', [text(toString(title).trim())])]), codeElement] : [codeElement];
  });
}

/** Tabs as one section per tab, headed one level below the heading they sit under. */
function tabsAsSections(tree: Root): void {
  let level = 1;
  const found: {tabs: Element; level: number}[] = [];
  visit(tree, 'element', (node) => {
    const heading = /^h([1-6])$/.exec(node.tagName);
    if (heading) level = Number(heading[1]);
    if (node.properties.className?.includes('theme-tabs-container')) {
      found.push({tabs: node, level});
      return SKIP;
    }
    return undefined;
  });
  const levels = new Map(found.map(({tabs, level}) => [tabs, Math.min(level + 1, 6)]));
  replaceAll(tree, '.theme-tabs-container', (tabs) => {
    const labels = selectAll('[role=tab]', tabs).map((tab) => toString(tab).trim());
    const panels = selectAll('[role=tabpanel]', tabs);
    if (labels.length !== panels.length) throw new Error(`tabs: ${labels.length} labels for ${panels.length} panels (${labels.join(', ')})`);
    const heading = `h${levels.get(tabs) ?? 2}`;
    return panels.flatMap((panel, i) => [h(heading, [text(labels[i])]), ...panel.children]);
  });
}

/** An admonition box as a block quote that starts with its label (注意, 警告, …) in bold. */
function admonitionsAsQuotes(tree: Root): void {
  replaceAll(tree, '.theme-admonition', (box) => {
    const [heading, content] = box.children.filter((child): child is Element => child.type === 'element');
    const label = heading ? toString(heading).trim() : '';
    return [h('blockquote', [...(label ? [h('p', [h('strong', [text(label)])])] : []), ...(content?.children ?? [])])];
  });
}

/** The endpoint line (`GET https://…/path` and the OpenAPI link) as one code span and the link. */
function endpointLines(tree: Root): void {
  replaceAll(tree, '.api-endpoint', (line) => {
    const method = select('.api-endpoint__method', line);
    const code = select('code', line);
    const link = select('a', line);
    if (!method || !code) throw new Error(`endpoint line without method or path: ${toString(line)}`);
    return [h('p', [h('code', [text(`${toString(method)} ${toString(code)}`)]), ...(link ? [text(' '), link] : [])])];
  });
}

/** An image inlined into the page (a diagram) by its description: its data URL is no use as text. */
function inlinedImagesAsText(tree: Root): void {
  replaceAll(tree, 'img', (image) => {
    const src = String(image.properties.src ?? '');
    if (!src.startsWith('data:')) return [image];
    return [text(`［図: ${String(image.properties.alt ?? '')}］`)];
  });
}

/** Every link into the site to its absolute address, through `target` (Markdown for pages that have it). */
function absoluteLinks(tree: Root, target: LinkTarget): void {
  for (const link of selectAll('a[href]', tree)) {
    const href = String(link.properties.href);
    if (href.startsWith('/') && !href.startsWith('//')) link.properties.href = target(href);
    delete link.properties.target;
    delete link.properties.download;
  }
}

/** Replaces each element `selector` matches (outermost first) by what `by` returns. */
function replaceAll(tree: Root, selector: string, by: (element: Element) => (Element | ElementContent)[]): void {
  const matches = new Set(selectAll(selector, tree));
  visit(tree, 'element', (node, index, parent) => {
    if (!matches.has(node) || !parent) return undefined;
    matches.delete(node);
    const replacement = by(node) as RootContent[];
    (parent.children as RootContent[]).splice(index!, 1, ...replacement);
    // The replacement is visited next, so that what it contains (a code block in a tab) is replaced too.
    return [SKIP, index!];
  });
}

/** The rehype plugin: `linkTarget` maps a site path (with its `#hash`) to the address a Markdown reader follows. */
export default function readerHtml(options: {linkTarget: LinkTarget}) {
  return (tree: Root): void => {
    dropComments(tree);
    dropHeadingAnchors(tree);
    tabsAsSections(tree);
    plainCodeBlocks(tree);
    admonitionsAsQuotes(tree);
    endpointLines(tree);
    inlinedImagesAsText(tree);
    absoluteLinks(tree, options.linkTarget);
  };
}
