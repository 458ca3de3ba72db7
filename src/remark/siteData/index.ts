/**
 * Remark plugin: renders the site-data elements of an MDX page from the data modules in src/data/,
 * at build time, so a value, a matrix or a catalogue is stated once and no script reaches the reader.
 *
 *   <Value of="messagingApi.rateLimit" />            the value's text, inline
 *   <LimitsTable of="messagingApi" group="line" />   a service's limits as a table
 *
 * The other elements (provider matrix, error catalogues, console paths, the parts of an API
 * operation from openapi/) register in `renderers` below. An unknown element attribute or id
 * fails the build with the page and line.
 */
import {SKIP, visit} from 'unist-util-visit';
import {docPathOf, type DocFile} from '../docPath';
import type {MdNode} from './mdast';
import type {Attributes, Renderer} from './types';
import {valueElements} from './values';
import {providerElements} from './providers';
import {errorElements} from './errors';
import {consoleElements} from './console';
import {openApiElements} from './openapi';

export const renderers: Record<string, Renderer> = {
  ...valueElements,
  ...providerElements,
  ...errorElements,
  ...consoleElements,
  ...openApiElements,
};

type JsxNode = MdNode & {name?: string | null; attributes?: {type: string; name: string; value: unknown}[]; position?: {start: {line: number}}};

function attributesOf(node: JsxNode, where: string): Attributes {
  const attributes: Attributes = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
      throw new Error(`${where}: <${node.name}> takes only string attributes (name="value")`);
    }
    attributes[attribute.name] = attribute.value;
  }
  return attributes;
}

function transform(tree: MdNode, docPath: string): void {
  visit(tree, (node: JsxNode, index, parent: MdNode | undefined) => {
    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    const render = isJsx && node.name ? renderers[node.name] : undefined;
    if (!render) return;
    const where = `${docPath}:${node.position?.start.line ?? '?'}`;
    let replacement: MdNode[];
    try {
      replacement = render(attributesOf(node, where), {flow: node.type === 'mdxJsxFlowElement'});
    } catch (error) {
      throw new Error(`${where}: <${node.name}>: ${(error as Error).message}`);
    }
    // An element is never the root, so it has a parent and a place in it.
    parent!.children!.splice(index!, 1, ...replacement);
    // Go on with the node after the rendered ones, which hold no site-data elements (the next
    // element, when an element renders nothing).
    // Stryker disable next-line ArithmeticOperator: going back only visits the rendered nodes again
    return [SKIP, index! + replacement.length];
  });
}

export default function siteData() {
  return (tree: MdNode, file: DocFile) => {
    transform(tree, docPathOf(file));
  };
}
