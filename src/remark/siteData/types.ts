// What a site-data element's renderer is: index.ts calls the renderers that the element modules define.
import type {MdNode} from './mdast';

/** An element's attributes, each a string (name="value"). */
export type Attributes = Record<string, string>;
/** Returns phrasing nodes for an inline element, flow nodes for a block one. */
export type Renderer = (attributes: Attributes, context: {flow: boolean}) => MdNode[];
