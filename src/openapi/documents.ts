/**
 * The site's OpenAPI documents (openapi/*.yaml), in two forms:
 * - the site's: `{{legacy.apiKeyFormat}}` (or `{{id short}}`) replaced by the value's text from
 *   src/data/values, links to the site kept as paths (`/glossary#…`), so the build checks them;
 *   parsed once, with local references resolved, for the reference pages
 *   (src/remark/siteData/openapi/) and the tests;
 * - the published one (plugins/openapi/ writes it to /openapi/): the same text with the site's
 *   links made absolute, for readers' tools. Comments and layout stay as written.
 * OpenAPI 3.1 lets a reference carry its own `description` and `summary`; those win over the
 * referenced object's, as the specification says. A schema that narrows a shared one for one use
 * does so with `allOf`, which every tool reads alike (a sibling of `$ref` is read three ways).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteValue} from '../data/values';
import {siteUrl} from '../config/site';

export const openApiDir = path.resolve(__dirname, '..', '..', 'openapi');

export type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  required?: string[];
  'x-site-value'?: string;
  'x-separate-table'?: boolean;
  'x-key-name'?: string;
  'x-constraint'?: string;
  /** For a field not required: `conditional` (条件付き), `recommended` (推奨), or the condition in words. */
  'x-requirement'?: string;
  additionalProperties?: Schema | boolean;
  [key: string]: unknown;
};

export type Parameter = {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  style?: string;
  description?: string;
  required?: boolean;
  schema: Schema;
  'x-site-value'?: string;
  'x-constraint'?: string;
  /** How a page names the parameter (アカウントID for account_id). */
  'x-display-name'?: string;
  /** For the authorization endpoint: what differs in a flow other than the authorization code flow. */
  'x-flows'?: Record<string, {description?: string; 'x-constraint'?: string; 'x-requirement'?: string}>;
  'x-requirement'?: string;
};

export type MediaType = {schema?: Schema; examples?: Record<string, {summary?: string; value: unknown}>};
type Response = {description: string; content?: Record<string, MediaType>};

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: {required?: boolean; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-codeSamples'?: {lang: string; label?: string; source: string; 'x-flow'?: string}[];
  'x-exclusive'?: string[] | string[][];
  /** The codes, or the name of a set in components.x-error-code-sets. */
  'x-error-codes'?: (number | string)[] | string;
};

type SecurityScheme = {type: string; in?: string; name?: string; scheme?: string; description?: string; 'x-site-value'?: string; 'x-constraint'?: string};

export type OpenApiDocument = {
  openapi: string;
  info: {title: string; summary?: string; version: string};
  'x-web-api-version'?: 'oidc' | 'legacy';
  'x-error-catalogue'?: 'messagingApi';
  'x-path-style'?: 'colon';
  servers?: Server[];
  security?: Record<string, string[]>[];
  paths: Record<string, PathItem>;
  webhooks?: Record<string, {post?: Operation}>;
  components?: {securitySchemes?: Record<string, SecurityScheme>; parameters?: Record<string, Parameter>; 'x-error-code-sets'?: Record<string, (number | string)[]>; [key: string]: unknown};
};

type ServerVariable = {default: string; description?: string; 'x-display-name'?: string; 'x-constraint'?: string};
type Server = {url: string; description?: string; variables?: Record<string, ServerVariable>};

/** A path's operations by method, with what they share: servers and parameters. */
type PathItem = {[method: string]: Operation} & {servers?: Server[]; parameters?: Parameter[]};

/**
 * `host` and `shownPath` are the server and the path as a page shows them: a variable by its
 * x-display-name (`https://{サービスID}.auth.socialplus.jp`, `/{アカウントID}/…`), and `:name` where the
 * document's pages write path parameters so (x-path-style). `server` is the server object itself.
 */
export type LocatedOperation = {document: string; method: string; path: string; host: string; shownPath: string; server?: Server; operation: Operation};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `legacy.primaryKeyMaxLength` or `legacy.primaryKeyMaxLength short`: the value's text. */
export function valueText(reference: string): string {
  const [id, form] = reference.trim().split(/\s+/);
  const value = siteValue(id);
  if (form && form !== 'short') throw new Error(`"${reference}": the only form is short`);
  if (form && !value.short) throw new Error(`"${reference}": ${id} has no short form`);
  return form ? value.short! : value.text;
}

/** The document's text with the site's values in place of their `{{…}}` references. */
export function siteText(name: string): string {
  const file = path.join(openApiDir, `${name}.yaml`);
  if (!fs.existsSync(file)) throw new Error(`no OpenAPI document "${name}" in openapi/ (known: ${openApiDocumentNames().join(', ')})`);
  return fs.readFileSync(file, 'utf8').replace(/\{\{([\w.]+(?: short)?)\}\}/g, (_, reference: string) => {
    try {
      return valueText(reference);
    } catch (error) {
      throw new Error(`openapi/${name}.yaml: {{${reference}}}: ${(error as Error).message}`);
    }
  });
}

/**
 * The text readers download: the site's, with its Markdown links to the site made absolute. Every
 * URL it carries (link targets, `externalDocs`) is percent-encoded, as RFC 3986 and the `uri`
 * format of OpenAPI's own schema want: `#用語` becomes `#%E7%94%A8%E8%AA%9E`.
 */
export function publishedText(name: string): string {
  return siteText(name)
    .replace(/\]\((\/[^)\s]*)\)/g, (_, target: string) => `](${percentEncoded(`${siteUrl}${target}`)})`)
    .replace(/\]\((https?:\/\/[^)\s]*)\)/g, (_, target: string) => `](${percentEncoded(target)})`)
    .replace(/^(\s*externalDocs:\s*\n\s*url:\s*)(\S+)$/gm, (_, key: string, url: string) => `${key}${percentEncoded(url)}`);
}

/** A URL with each character outside ASCII percent-encoded (its `%XX` escapes left as they are). */
function percentEncoded(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, encodeURIComponent);
}


function resolve(node: unknown, root: unknown, trail: string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(item, root, trail));
  if (!node || typeof node !== 'object') return node;
  const {$ref, allOf, ...rest} = node as Record<string, unknown>;
  let base: Record<string, unknown> = {};
  if (typeof $ref === 'string') {
    if (!$ref.startsWith('#/')) throw new Error(`only local references are used: ${$ref}`);
    if (trail.includes($ref)) throw new Error(`circular reference: ${[...trail, $ref].join(' → ')}`);
    const target = $ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
    if (target === undefined) throw new Error(`unresolved reference ${$ref}`);
    base = resolve(target, root, [...trail, $ref]) as Record<string, unknown>;
  }
  // `allOf` applies every one of its schemas: the pages show them as one object, a later schema's
  // word on a field (a narrower type, this use's description) over an earlier one's.
  if (Array.isArray(allOf)) {
    base = (resolve(allOf, root, trail) as Record<string, unknown>[]).reduce(merged, base);
  }
  const own = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolve(value, root, trail)])) as Record<string, unknown>;
  return merged(base, own);
}

/** `later` over `earlier`: fields named by both are merged, and so are the required ones. */
function merged(earlier: Record<string, unknown>, later: Record<string, unknown>): Record<string, unknown> {
  const result = {...earlier, ...later};
  const earlierProperties = earlier.properties as Record<string, object> | undefined;
  const laterProperties = later.properties as Record<string, object> | undefined;
  if (earlierProperties && laterProperties) {
    result.properties = Object.fromEntries(
      [...new Set([...Object.keys(earlierProperties), ...Object.keys(laterProperties)])].map((key) => [key, {...earlierProperties[key], ...laterProperties[key]}]),
    );
  }
  if (Array.isArray(earlier.required) && Array.isArray(later.required)) result.required = [...new Set([...(earlier.required as string[]), ...(later.required as string[])])];
  return result;
}

const cache = new Map<string, OpenApiDocument>();

/** The document with every local reference replaced by what it points to. */
export function openApiDocument(name: string): OpenApiDocument {
  let document = cache.get(name);
  if (!document) {
    const source = yaml.load(siteText(name));
    document = resolve(source, source, []) as OpenApiDocument;
    cache.set(name, document);
  }
  return document;
}

export function openApiDocumentNames(): string[] {
  return fs.readdirSync(openApiDir).filter((entry) => entry.endsWith('.yaml')).map((entry) => entry.replace(/\.yaml$/, '')).sort();
}

/** Every operation of a document, with the host it is served from. */
export function operationsOf(name: string): LocatedOperation[] {
  const document = openApiDocument(name);
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      // A path may have its own servers (the OpenID Connect keys live on the service's host).
      const server = item.servers?.[0] ?? document.servers?.[0];
      const host = (server?.url ?? '').replace(/\{(\w+)\}/g, (whole, variable: string) => {
        const display = server?.variables?.[variable]?.['x-display-name'];
        return display ? `{${display}}` : whole;
      });
      // Parameters of the path apply to each of its operations (the operation's own come after).
      const own = item[method];
      const operation = item.parameters ? {...own, parameters: [...(item.parameters), ...(own.parameters ?? [])]} : own;
      const display = new Map((operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && parameter['x-display-name']).map((parameter) => [parameter.name, parameter['x-display-name']!]));
      const named = pathName.replace(/\{(\w+)\}/g, (whole, parameter: string) => (display.has(parameter) ? `{${display.get(parameter)}}` : whole));
      const shownPath = document['x-path-style'] === 'colon' ? named.replace(/\{(\w+)\}/g, ':$1') : named;
      return {document: name, method: method.toUpperCase(), path: pathName, host, shownPath, server, operation};
    }),
  );
}

/** The webhooks a document describes (OpenAPI 3.1 `webhooks`): the requests the service sends. */
export function webhooksOf(name: string): {name: string; operation: Operation}[] {
  return Object.entries(openApiDocument(name).webhooks ?? {}).flatMap(([webhook, item]) => (item.post ? [{name: webhook, operation: item.post}] : []));
}

/** An operation's error codes, a named set resolved. */
export function errorCodesOf(document: string, operation: Operation): (number | string)[] {
  const codes = operation['x-error-codes'];
  if (typeof codes !== 'string') return codes ?? [];
  const set = openApiDocument(document).components?.['x-error-code-sets']?.[codes];
  if (!set) throw new Error(`${document}.yaml: ${operation.operationId} names the error code set "${codes}", which components.x-error-code-sets does not have`);
  return set;
}

export function findOperation(name: string, operationId: string): LocatedOperation {
  const operations = operationsOf(name);
  const found = operations.find((entry) => entry.operation.operationId === operationId);
  if (!found) throw new Error(`no operation "${operationId}" in ${name}.yaml (known: ${operations.map((entry) => entry.operation.operationId).join(', ')})`);
  return found;
}
