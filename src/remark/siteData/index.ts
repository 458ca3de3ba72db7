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
import path from 'node:path';
import type {MdNode} from './mdast';
import {valueElements} from './values';
import {providerElements} from './providers';
import {errorElements} from './errors';
import {consoleElements} from './console';
import {openApiElements} from './openapi';

export type Attributes = Record<string, string>;
/** Returns phrasing nodes for an inline element, flow nodes for a block one. */
export type Renderer = (attributes: Attributes, context: {flow: boolean}) => MdNode[];

export const renderers: Record<string, Renderer> = {
  ...valueElements,
  ...providerElements,
  ...errorElements,
  ...consoleElements,
  ...openApiElements,
};

type JsxNode = MdNode & {name?: string | null; attributes?: {type: string; name: string; value: unknown}[]; position?: {start: {line: number}}};

const siteDir = path.resolve(__dirname, '..', '..', '..');

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

function transform(node: MdNode, docPath: string): void {
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as JsxNode;
    const isJsx = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    const render = isJsx && child.name ? renderers[child.name] : undefined;
    if (!render) {
      transform(child, docPath);
      continue;
    }
    const where = `${docPath}:${child.position?.start.line ?? '?'}`;
    let replacement: MdNode[];
    try {
      replacement = render(attributesOf(child, where), {flow: child.type === 'mdxJsxFlowElement'});
    } catch (error) {
      throw new Error(`${where}: <${child.name}>: ${(error as Error).message}`);
    }
    children.splice(i, 1, ...replacement);
    i += replacement.length - 1;
  }
}

export default function siteData() {
  return (tree: MdNode, file: {path?: string; history?: string[]}) => {
    transform(tree, path.relative(siteDir, file.path ?? file.history?.[0] ?? '(unknown doc)'));
  };
}
