/**
 * `<Operation api="social-login" id="map" show="…" />`: a reference page's parts from the site's
 * OpenAPI documents in openapi/ (src/openapi/documents.ts), so that a page and the published document cannot
 * disagree. `show` is one of:
 *   endpoint          the method and URL line (<ApiEndpoint>), with a link to the document
 *   parameters        the query and path parameters (an API key sent in the query first, a value
 *                     of the host first of all); `in="path"` or `in="query"` lists one kind;
 *                     `flow="implicit"` takes the parameters' words for that flow (x-flows)
 *   body              the fields of the JSON request body; `of="contents"` lists one object's
 *                     fields, with a column for `x-line-display` where the fields have one
 *   request-example   the operation's x-codeSamples as code blocks (`flow="…"`: that flow's)
 *   response          the success response's fields; `of="profile"` lists one object's fields
 *   response-example  the success response's first example as JSON, or `example="name"`
 *   errors            the error codes of x-error-codes, from the catalogue the document names
 *                     (x-web-api-version or x-error-catalogue, src/data/errors/)
 *
 * `<ApiSchema api="social-login" name="User" show="fields|example" />`: a shared object of the
 * document (components.schemas) as a field table, or its first `examples` entry as JSON;
 * `show="types"` the value formats of a schema that has one per `type` (`from="operationId.field"`:
 * the types that field takes).
 *
 * `<ApiSchema … show="body" />` lists a shared request object as the body table, and
 * `<ApiParameter api="…" name="template_identifier" />` a shared parameter, for partials that
 * several operations' pages import. `<ApiErrors api="…" set="…" />` is a named set of error codes
 * (components.x-error-code-sets) that those operations return.
 *
 * `<Webhook api="social-login-legacy" name="map" show="headers|fields|example" />`: a webhook the
 * service sends (OpenAPI 3.1 `webhooks`): its headers, the fields of its body, its example.
 * Without `name`, `show="headers"` gives the headers every webhook carries.
 *
 * `<OpenApiDownload api="social-login" />`: what the document is for, and the link to it (the
 * getting-started page of each API).
 */
import {errorCodesOf, findOperation, openApiDocument, operationsOf, valueText, webhooksOf, type LocatedOperation, type Schema} from '../../../openapi/documents';
import type {NotFound} from '../../../data/errors/messagingApi';
import {bodyTable, code, exclusiveGroups, fieldConstraint, fieldRows, parameterRow, siteMarkdown} from './rows';
import {errorElements, messagingApiTable} from '../errors';
import {paragraph, table, type MdNode} from '../mdast';
import type {Attributes, Renderer} from '../types';

function parameters(located: LocatedOperation, document: string, only: string | undefined, flow: string | undefined): MdNode[] {
  if (only && only !== 'path' && only !== 'query') throw new Error(`in="${only}": path or query`);
  const {operation} = located;
  const groups = exclusiveGroups(operation);
  const schemes = openApiDocument(document).components?.securitySchemes ?? {};
  const security = operation.security ?? openApiDocument(document).security ?? [];
  // What identifies the caller, first: an API key in the query, or a bearer token in a header.
  const keyRows = security.flatMap((requirement) => Object.keys(requirement)).flatMap((name) => {
    const scheme = schemes[name];
    if (!scheme) throw new Error(`security scheme "${name}" is not defined`);
    const constraint = scheme['x-site-value'] ? valueText(scheme['x-site-value']) : (scheme['x-constraint'] ?? '—');
    if (scheme.type === 'apiKey' && scheme.in === 'query') return [[code(scheme.name), 'string', '必須', siteMarkdown(scheme.description ?? ''), constraint]];
    if (scheme.type === 'http' && scheme.scheme === 'bearer') return [[code('Authorization'), 'string（ヘッダー）', '必須', siteMarkdown(scheme.description ?? ''), constraint]];
    return [];
  });
  // A host that holds a value of the reader's (the service ID of the authentication host).
  const hostRows = Object.entries(located.server?.variables ?? {}).map(([variable, definition]) => [
    `${code(`{${definition['x-display-name'] ?? variable}}`)}（ホスト名の一部）`,
    'string',
    '必須',
    siteMarkdown(definition.description ?? ''),
    definition['x-constraint'] ?? '—',
  ]);
  const own = (operation.parameters ?? []).filter((parameter) => !only || parameter.in === only).map((parameter) => parameterRow(parameter, groups, flow));
  const rows = only === 'path' ? [...hostRows, ...own] : only === 'query' ? [...keyRows, ...own] : [...hostRows, ...keyRows, ...own];
  if (rows.length === 0) throw new Error(`${operation.operationId} has no parameters to list`);
  return [table(['名前', '型', '必須', '説明', '制約'], rows)];
}

function body(located: LocatedOperation, of: string | undefined): MdNode[] {
  // JSON, or the form of the token endpoint.
  const content = located.operation.requestBody?.content ?? {};
  let schema = (content['application/json'] ?? content['application/x-www-form-urlencoded'])?.schema;
  if (!schema?.properties) throw new Error(`${located.operation.operationId} has no JSON or form request body`);
  for (const key of of ? of.split('.') : []) {
    const next: Schema | undefined = schema.properties?.[key];
    if (!next?.properties) throw new Error(`of="${of}": the request body has no object ${key}`);
    schema = next;
  }
  return [bodyTable(schema)];
}

function successContent(located: LocatedOperation) {
  const status = Object.keys(located.operation.responses).find((code) => code.startsWith('2'));
  const content = status ? located.operation.responses[status].content?.['application/json'] : undefined;
  if (!content?.schema) throw new Error(`${located.operation.operationId} has no JSON success response`);
  return content;
}

function response(located: LocatedOperation, of: string | undefined): MdNode[] {
  let schema = successContent(located).schema!;
  if (of) {
    for (const key of of.split('.')) {
      const next = schema.properties?.[key];
      if (!next) throw new Error(`of="${of}": the success response has no field ${key}`);
      schema = next;
    }
  }
  const rows = fieldRows(schema, '', !of);
  if (rows.length === 0) throw new Error(`${located.operation.operationId}: no fields to list${of ? ` in ${of}` : ''}`);
  return [table(['名前', '型', '説明'], rows)];
}

function responseExample(located: LocatedOperation, name: string | undefined): MdNode[] {
  const examples = successContent(located).examples ?? {};
  const example = name ? examples[name] : Object.values(examples)[0];
  if (!example) throw new Error(`${located.operation.operationId} has no example${name ? ` "${name}" (known: ${Object.keys(examples).join(', ')})` : ''} of its success response`);
  return [jsonBlock(example.value)];
}

function requestExample(located: LocatedOperation, flow: string | undefined): MdNode[] {
  const samples = (located.operation['x-codeSamples'] ?? []).filter((sample) => !flow || sample['x-flow'] === flow);
  if (samples.length === 0) throw new Error(`${located.operation.operationId} has no x-codeSamples${flow ? ` for the flow ${flow}` : ''}`);
  const language: Record<string, string> = {Shell: 'bash', JavaScript: 'js', TypeScript: 'ts', HTTP: 'http'};
  return samples.map((sample) => ({type: 'code', lang: language[sample.lang] ?? sample.lang.toLowerCase(), meta: null, value: sample.source.trimEnd()}));
}

function endpoint(located: LocatedOperation): MdNode[] {
  return [
    {
      type: 'mdxJsxFlowElement',
      name: 'ApiEndpoint',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'method', value: located.method},
        {type: 'mdxJsxAttribute', name: 'path', value: located.shownPath},
        {type: 'mdxJsxAttribute', name: 'host', value: located.host},
        {type: 'mdxJsxAttribute', name: 'openapi', value: `/openapi/${located.document}.yaml`},
      ],
      children: [],
    },
  ];
}

function errors(located: LocatedOperation, flow: boolean): MdNode[] {
  const codes = errorCodesOf(located.document, located.operation);
  if (!codes.length) throw new Error(`${located.operation.operationId} has no x-error-codes`);
  return errorTable(located.document, codes, flow, [located]);
}

/**
 * Where the operations' 404 examples point, for each code (`__global__` is the path's identifier).
 * Operations that share one table (a named set) must agree, or the table would be wrong for some.
 */
function notFoundOf(operations: LocatedOperation[]): NotFound[] {
  if (operations.length === 0) throw new Error('an error table of no operation cannot say what another service\'s key does');
  const each = operations.map(({operation, path}) => {
    const examples = Object.values(operation.responses['404']?.content?.['application/json']?.examples ?? {});
    const errors = examples.flatMap((example) => (example.value as {errors: {path: string; code: string}[]}).errors);
    const identifier = path.match(/\{(\w+)\}/g)?.at(-1);
    return errors.map(({path: field, code}) => {
      if (field !== '__global__') return {code, field: field.replace(/\[\d+\]/g, '[]')};
      if (!identifier) throw new Error(`${operation.operationId}: a 404 at __global__ but no identifier in the path`);
      return {code, field: identifier};
    });
  });
  const [first] = each.map((notFound) => JSON.stringify(notFound));
  if (each.some((notFound) => JSON.stringify(notFound) !== first)) {
    throw new Error(`operations sharing one error table differ in their 404s: ${operations.map(({operation}) => operation.operationId).join(', ')}`);
  }
  return each[0] ?? [];
}

function errorTable(api: string, codes: (number | string)[], flow: boolean, operations: LocatedOperation[]): MdNode[] {
  const document = openApiDocument(api);
  if (document['x-error-catalogue'] === 'messagingApi') return [messagingApiTable(codes.join(','), notFoundOf(operations))];
  const version = document['x-web-api-version'];
  if (!version) throw new Error(`${api}.yaml names no error catalogue (x-web-api-version or x-error-catalogue)`);
  return errorElements.ErrorCodes({of: 'webApi', version, codes: codes.join(',')}, {flow});
}

/** A JSON example as a code block (the highlighter colours it later in the build). */
function jsonBlock(value: unknown): MdNode {
  return {type: 'code', lang: 'json', meta: null, value: JSON.stringify(value, null, 2)};
}

const Operation: Renderer = (attributes: Attributes, {flow}) => {
  const {api, id, show} = attributes;
  if (!api || !id || !show) throw new Error('api="…", id="…" and show="…" are required');
  const located = findOperation(api, id);
  switch (show) {
    case 'endpoint':
      return endpoint(located);
    case 'parameters':
      return parameters(located, api, attributes.in, attributes.flow);
    case 'body':
      return body(located, attributes.of);
    case 'request-example':
      return requestExample(located, attributes.flow);
    case 'response':
      return response(located, attributes.of);
    case 'response-example':
      return responseExample(located, attributes.example);
    case 'errors':
      return errors(located, flow);
    default:
      throw new Error(`show="${show}": one of endpoint, parameters, body, request-example, response, response-example, errors`);
  }
};

const ApiSchema: Renderer = (attributes: Attributes) => {
  const {api, name, show} = attributes;
  if (!api || !name || !show) throw new Error('api="…", name="…" and show="…" are required');
  const schemas = (openApiDocument(api).components?.schemas ?? {}) as Record<string, Schema>;
  const schema = schemas[name];
  if (!schema) throw new Error(`no schema "${name}" in ${api}.yaml (known: ${Object.keys(schemas).join(', ')})`);
  if (show === 'fields') return [table(['名前', '型', '説明'], fieldRows(schema, '', true))];
  if (show === 'body') return [bodyTable(schema)];
  if (show === 'example') {
    const [example] = (schema.examples as unknown[] | undefined) ?? [];
    if (example === undefined) throw new Error(`${api}.yaml: the schema ${name} has no examples`);
    return [jsonBlock(example)];
  }
  if (show === 'types') return [identifierTypes(api, name, schema, attributes.from)];
  throw new Error(`show="${show}": one of fields, body, example, types`);
};

/** The `type` choices of a request field (`from="sendTextMessage.recipient"`; `[]` steps into an array's items). */
function typeChoices(api: string, from: string): string[] {
  const [operationId, ...steps] = from.split('.');
  let field = findOperation(api, operationId).operation.requestBody?.content['application/json']?.schema;
  for (const step of steps) field = step.endsWith('[]') ? field?.properties?.[step.slice(0, -2)]?.items : field?.properties?.[step];
  const choices = field?.properties?.type?.enum;
  if (!choices) throw new Error(`from="${from}": no field with a type enum in ${api}.yaml`);
  return choices.map(String);
}

/**
 * A schema that takes its `value`'s format by its `type` (oneOf on `type`'s const) as a table of
 * the types, each with its value's description and constraint; `from="operationId.field"` lists
 * only the types that field takes.
 */
function identifierTypes(api: string, name: string, schema: Schema, from: string | undefined): MdNode {
  const branches = new Map(((schema.oneOf ?? []) as Schema[]).map((branch) => [String(branch.properties?.type?.const), branch.properties?.value]));
  if (branches.size === 0) throw new Error(`${api}.yaml: the schema ${name} has no oneOf branches by type`);
  const types = from ? typeChoices(api, from) : [...branches.keys()];
  return table(
    ['`type`', '`value` に指定する値', '制約'],
    types.map((type) => {
      const value = branches.get(type);
      if (!value) throw new Error(`${api}.yaml: the schema ${name} has no type "${type}" (known: ${[...branches.keys()].join(', ')})`);
      if (!value.description) throw new Error(`${api}.yaml: ${name}, type ${type}: its value has no description`);
      return [code(type), siteMarkdown(value.description), fieldConstraint(value)];
    }),
  );
}

const ApiParameter: Renderer = (attributes: Attributes) => {
  const {api, name} = attributes;
  if (!api || !name) throw new Error('api="…" and name="…" are required');
  const parameters = openApiDocument(api).components?.parameters ?? {};
  const parameter = parameters[name];
  if (!parameter) throw new Error(`no parameter "${name}" in ${api}.yaml (known: ${Object.keys(parameters).join(', ')})`);
  return [table(['名前', '型', '必須', '説明', '制約'], [parameterRow(parameter, [])])];
};

const ApiErrors: Renderer = (attributes: Attributes, {flow}) => {
  const {api, set} = attributes;
  if (!api || !set) throw new Error('api="…" and set="…" are required');
  const sets = openApiDocument(api).components?.['x-error-code-sets'] ?? {};
  if (!sets[set]) throw new Error(`no error code set "${set}" in ${api}.yaml (known: ${Object.keys(sets).join(', ')})`);
  const sharing = operationsOf(api).filter(({operation}) => operation['x-error-codes'] === set);
  return errorTable(api, sets[set], flow, sharing);
};

const OpenApiDownload: Renderer = (attributes: Attributes) => {
  const {api} = attributes;
  if (!api) throw new Error('api="…" is required');
  openApiDocument(api);
  return [
    paragraph('この API の仕様を、OpenAPI 3.1 のドキュメント（YAML）で公開しています。各 API のページのパラメーター、レスポンス、エラーコード、例は、このドキュメントから作っています。API クライアントの生成や、Postman や Insomnia への取り込みに使えます。'),
    {type: 'list', ordered: false, spread: false, children: [{type: 'listItem', spread: false, children: [paragraph(`[OpenAPI をダウンロード（${api}.yaml）](pathname:///openapi/${api}.yaml)`)]}]},
  ];
};

function webhookHeaderRows(operation: LocatedOperation['operation']): string[][] {
  const [mediaType] = Object.keys(operation.requestBody?.content ?? {});
  const headers = (operation.parameters ?? []).filter((parameter) => parameter.in === 'header');
  return [[code('Content-Type'), code(mediaType ?? '')], ...headers.map((header) => [code(header.name), siteMarkdown(header.description ?? '')])];
}

const Webhook: Renderer = (attributes: Attributes) => {
  const {api, name, show} = attributes;
  if (!api || !show) throw new Error('api="…" and show="…" are required');
  const webhooks = webhooksOf(api);
  if (!name) {
    // Without a name, the headers that every webhook of the document carries (a shared partial).
    if (show !== 'headers') throw new Error('name="…" is required, but for show="headers"');
    const tables = webhooks.map((webhook) => JSON.stringify(webhookHeaderRows(webhook.operation)));
    if (tables.length === 0 || new Set(tables).size !== 1) throw new Error(`${api}.yaml: the webhooks do not all carry the same headers`);
    return [table(['ヘッダー', '値'], webhookHeaderRows(webhooks[0].operation))];
  }
  const webhook = webhooks.find((candidate) => candidate.name === name);
  if (!webhook) throw new Error(`no webhook "${name}" in ${api}.yaml (known: ${webhooks.map((candidate) => candidate.name).join(', ')})`);
  const media = Object.values(webhook.operation.requestBody?.content ?? {})[0];
  if (!media?.schema) throw new Error(`${api}.yaml: the webhook ${name} has no body`);
  if (show === 'headers') return [table(['ヘッダー', '値'], webhookHeaderRows(webhook.operation))];
  if (show === 'fields') return [table(['名前', '型', '説明'], fieldRows(media.schema, '', true))];
  if (show === 'example') {
    const example = Object.values(media.examples ?? {})[0];
    if (!example) throw new Error(`${api}.yaml: the webhook ${name} has no example`);
    return [jsonBlock(example.value)];
  }
  throw new Error(`show="${show}": one of headers, fields, example`);
};

export const openApiElements = {Operation, ApiSchema, ApiParameter, ApiErrors, Webhook, OpenApiDownload};
