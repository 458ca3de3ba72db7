// The OpenAPI documents (openapi/) are the truth the reference pages render from: each, as
// published, is valid OpenAPI 3.1 by Redocly's recommended rules, every example fits its schema, every curl
// sample sends what the operation takes, the site's own extensions agree with the schemas and the
// error catalogue, and every operation has a page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
import yaml from 'js-yaml';
import {lintFromString, loadConfig} from '@redocly/openapi-core';
import {
  errorCodesOf,
  findOperation,
  openApiDir,
  webhooksOf,
  type MediaType,
  openApiDocument,
  openApiDocumentNames,
  operationsOf,
  publishedText,
  siteText,
  type Parameter,
  type Schema,
} from '../../src/openapi/documents.ts';
import {siteValue} from '../../src/data/values.ts';
import {webApiErrors} from '../../src/data/errors/webApi.ts';
import {messagingApiErrors} from '../../src/data/errors/messagingApi.ts';
import {operationFor, requestProblems, schemaValidator as validator} from '../lib/openapi.ts';
import {requestOfSample, timesOfSample} from '../lib/requestSample.ts';
import {renderers} from '../../src/remark/siteData/index.ts';
import {docFiles} from '../lib/docs.ts';
import type {MdNode} from '../../src/remark/siteData/mdast.ts';
import {siteDir} from '../lib/content.ts';

const names = openApiDocumentNames();

test('the documents are found', () => {
  assert.deepEqual(names, ['messaging-api-v2', 'social-login', 'social-login-legacy', 'social-login-oidc']);
});

for (const name of names) {
  test(`${name}.yaml passes Redocly's recommended rules (redocly.yaml)`, async () => {
    const file = path.join(openApiDir, `${name}.yaml`);
    const problems = await lintFromString({
      source: publishedText(name),
      absoluteRef: file,
      config: await loadConfig({configPath: path.join(siteDir, 'redocly.yaml')}),
    });
    // A URL the browser opens (the legacy social login URL) answers with a redirect, never a 2xx:
    // operation-2xx-response does not apply to the operations whose responses are all 3xx and errors.
    const redirectOnly = new Set(
      operationsOf(name)
        .filter(
          ({operation}) =>
            Object.keys(operation.responses).some((status) => status.startsWith('3')) &&
            !Object.keys(operation.responses).some((status) => status.startsWith('2')),
        )
        .map(({path: pathName, method}) => `#/paths/${pathName.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses`),
    );
    const found = problems
      .filter((problem) => !(problem.ruleId === 'operation-2xx-response' && redirectOnly.has(problem.location[0]?.pointer ?? '')))
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    assert.deepEqual(found, []);
  });

  test(`${name}.yaml: every response example fits its schema`, () => {
    const ajv = validator();
    let checked = 0;
    for (const {operation} of [...operationsOf(name), ...webhooksOf(name)]) {
      const bodies: [string, {content?: Record<string, MediaType>}][] = [
        ...Object.entries(operation.responses),
        ...(operation.requestBody ? [['request', operation.requestBody] as [string, {content?: Record<string, MediaType>}]] : []),
      ];
      for (const [status, response] of bodies) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          assert.ok(media.examples && Object.keys(media.examples).length > 0, `${operation.operationId} ${status} ${type}: no example`);
          for (const [exampleName, example] of Object.entries(media.examples)) {
            const valid = ajv.validate(media.schema!, example.value);
            assert.ok(valid, `${operation.operationId} ${status} ${exampleName}: ${ajv.errorsText()}`);
            checked += 1;
          }
        }
      }
    }
    assert.ok(checked > 0);
  });

  test(`${name}.yaml: every example of a shared schema fits it`, () => {
    const ajv = validator();
    const schemas = (openApiDocument(name).components?.schemas ?? {}) as Record<string, Schema>;
    for (const [schemaName, schema] of Object.entries(schemas)) {
      for (const example of (schema.examples as unknown[] | undefined) ?? []) {
        assert.ok(ajv.validate(schema, example), `${schemaName}: ${ajv.errorsText()}`);
      }
    }
  });

  test(`${name}.yaml: every curl sample calls its operation with what it takes`, () => {
    const ajv = validator();
    const document = openApiDocument(name);
    const schemes = document.components?.securitySchemes ?? {};
    for (const located of operationsOf(name)) {
      const {operation, path: pathName, host} = located;
      const samples = operation['x-codeSamples'] ?? [];
      assert.ok(samples.length > 0, `${operation.operationId}: no x-codeSamples`);
      for (const sample of samples) {
        const request = requestOfSample(sample);
        const {method, url} = request;
        const origin = serverOrigin(located);
        if (sample.lang === 'HTTP') {
          // A URL the browser opens (the legacy social login URL): its host, operation and query.
          assert.match(url.origin, origin, `${operation.operationId}: the sample calls ${url.origin}`);
          assert.equal(
            operationFor(name, method, url.pathname)?.operation.operationId,
            operation.operationId,
            `${operation.operationId}: the sample calls another operation`,
          );
          const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
          problemsOfQuery(queryParameters, operation['x-exclusive'], new Map([...url.searchParams]), {}, ajv).forEach((problem) =>
            assert.fail(`${operation.operationId}: ${problem}`),
          );
          continue;
        }
        if (/^curl -G /.test(sample.source)) {
          assert.ok(sample.source.includes(`'${host}${pathName}'`), `${operation.operationId}: the sample calls ${host}${pathName}`);
          problemsOfQuery(operation.parameters ?? [], operation['x-exclusive'], new Map([...url.searchParams]), schemes, ajv).forEach((problem) =>
            assert.fail(`${operation.operationId}: ${problem}`),
          );
          continue;
        }
        // A JSON API: the method, the URL on the server, the credentials, and the body (a form,
        // for the token endpoint, is sent as --data-urlencode pairs).
        assert.match(url.origin, origin, `${operation.operationId}: the sample calls ${url.origin}`);
        const body: unknown = request.form ?? request.json;
        assert.deepEqual(requestProblems(name, method, url.pathname, body), [], operation.operationId);
        assert.equal(
          operationFor(name, method, url.pathname)?.operation.operationId,
          operation.operationId,
          `${operation.operationId}: the sample calls another operation`,
        );
        for (const schemeName of (operation.security ?? document.security ?? []).flatMap((requirement) => Object.keys(requirement))) {
          const scheme = schemes[schemeName];
          if (scheme.in === 'header') assert.match(sample.source, new RegExp(`-H "${scheme.name}: `), `${operation.operationId}: no ${scheme.name} header`);
          if (scheme.type === 'http' && scheme.scheme === 'bearer')
            assert.match(sample.source, /-H "Authorization: Bearer /, `${operation.operationId}: no bearer token`);
        }
        const example = Object.values(Object.values(operation.requestBody?.content ?? {})[0]?.examples ?? {})[0]?.value;
        // A time the sample computes from the reader's clock is the one field the fixed example leaves out.
        const timed = timesOfSample(sample.source);
        const sent = body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).filter(([field]) => !timed.includes(field))) : body;
        assert.deepEqual(sent, example, `${operation.operationId}: the sample sends the request body example`);
        if (body !== undefined) {
          // The examples together show every field of the body, but those required only in some
          // cases (x-requirement: the token secret of one provider), and no other.
          const media = Object.values(operation.requestBody!.content)[0];
          const schema = media.schema!;
          const shown = new Set([...Object.values(media.examples ?? {}).flatMap((example) => valueFields(example.value, schema)), ...timed]);
          const conditional = new Set(schemaFields(schema).filter((field) => fieldSchema(schema, field)?.['x-requirement'] !== undefined));
          assert.deepEqual(
            schemaFields(schema).filter((field) => !shown.has(field) && !conditional.has(field)),
            [],
            `${operation.operationId}: fields no example shows`,
          );
          assert.deepEqual(
            [...shown].filter((field) => !schemaFields(schema).includes(field)),
            [],
            `${operation.operationId}: fields the schema does not have`,
          );
        }
      }
    }
  });

  test(`${name}.yaml: every schema says what it holds in a form every tool reads alike`, () => {
    // Tools read a keyword beside `$ref` three ways (merged, replaced, dropped): a narrowing is an
    // `allOf`. An object with neither fields nor additionalProperties becomes `Record<string, never>`
    // in generated types, and an array without items `unknown[]`.
    const found: string[] = [];
    const walk = (where: string, node: unknown) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item, i) => walk(`${where}/${i}`, item));
      if (/\/(examples?|x-codeSamples)$/.test(where)) return;
      const schema = node as Schema;
      const beside = Object.keys(schema).filter((key) => key !== '$ref' && key !== 'description' && key !== 'summary' && !key.startsWith('x-'));
      if (typeof schema.$ref === 'string' && beside.length > 0) found.push(`${where}: ${beside.join(', ')} beside $ref`);
      const types = [schema.type].flat();
      if (types.includes('object') && !schema.properties && schema.additionalProperties === undefined)
        found.push(`${where}: an object with no properties or additionalProperties`);
      if (types.includes('array') && !schema.items) found.push(`${where}: an array without items`);
      for (const [key, child] of Object.entries(node)) walk(`${where}/${key}`, child);
    };
    walk('', yaml.load(siteText(name)));
    assert.deepEqual(found, []);
  });

  test(`${name}.yaml: every parameter has an example that fits its schema`, () => {
    const ajv = validator();
    const parameters = [...operationsOf(name), ...webhooksOf(name)].flatMap(({operation}) =>
      (operation.parameters ?? []).map((parameter) => [operation.operationId, parameter] as const),
    );
    assert.ok(parameters.length > 0);
    for (const [operationId, parameter] of parameters) {
      const example = (parameter as Parameter & {example?: unknown}).example;
      assert.notEqual(example, undefined, `${operationId} ${parameter.name}: no example`);
      assert.ok(ajv.validate(parameter.schema, example), `${operationId} ${parameter.name}: ${ajv.errorsText()}`);
    }
  });

  test(`${name}.yaml as published: every URL it carries is percent-encoded`, () => {
    const text = publishedText(name);
    const urls = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/^\s*url:\s*(\S+)$/gm)].map((match) => match[1]);
    assert.ok(urls.length > 0);
    assert.deepEqual(
      urls.filter((url) => !/^[\x21-\x7e]+$/.test(url)),
      [],
    );
  });

  test(`${name}.yaml: every x-site-value is a site value the schema agrees with`, () => {
    const checked: string[] = [];
    const check = (where: string, reference: string, schema: Schema | undefined) => {
      const [id] = reference.split(' ');
      const value = siteValue(id);
      assert.equal(typeof value.value, 'number', `${where}: ${id} has no number to check the schema against`);
      if (schema?.maxLength !== undefined) assert.equal(schema.maxLength, value.value, `${where}: maxLength against ${id}`);
      else if (typeof schema?.pattern === 'string') assert.match(schema.pattern, new RegExp(`\\{${value.value}\\}`), `${where}: pattern against ${id}`);
      else assert.fail(`${where}: ${id} is shown, but the schema states no length or pattern`);
      checked.push(where);
    };
    const document = openApiDocument(name);
    for (const [schemeName, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
      if (scheme['x-site-value']) check(`securitySchemes.${schemeName}`, scheme['x-site-value'], SCHEME_SCHEMAS[schemeName]);
    }
    const walk = (where: string, schema: Schema | undefined) => {
      if (!schema) return;
      if (schema['x-site-value']) check(where, schema['x-site-value'], schema);
      for (const [key, child] of Object.entries(schema.properties ?? {})) walk(`${where}.${key}`, child);
      walk(`${where}[]`, schema.items);
    };
    for (const {operation} of operationsOf(name)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter['x-site-value']) check(`${operation.operationId} ${parameter.name}`, parameter['x-site-value'], parameter.schema);
      }
      for (const [status, response] of Object.entries(operation.responses))
        walk(`${operation.operationId} ${status}`, response.content?.['application/json']?.schema);
      walk(`${operation.operationId} request`, operation.requestBody?.content['application/json']?.schema);
    }
  });
}

test("a constraint worded from a site value ({{id}}) says the number of its schema's maxLength, maxItems or maximum", () => {
  let checked = 0;
  // The source files, before the values are filled in: the {{id}} is what ties the two.
  const walk = (where: string, node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    const worded = typeof schema['x-constraint'] === 'string' ? /\{\{(\w+\.\w+)/.exec(schema['x-constraint'])?.[1] : undefined;
    // A parameter words its constraint beside its schema; a schema, on itself.
    const limitOf = (of: Schema | undefined) => (of?.maxLength ?? of?.maxItems ?? of?.maximum) as number | undefined;
    const limit = limitOf(schema) ?? limitOf(schema.schema as Schema | undefined);
    if (worded && limit !== undefined) {
      assert.equal(limit, siteValue(worded).value, `${where}: maxLength, maxItems or maximum against {{${worded}}} in its constraint`);
      checked += 1;
    }
    for (const [key, child] of Object.entries(node)) walk(`${where}.${key}`, child);
  };
  for (const name of names) walk(name, yaml.load(fs.readFileSync(path.join(openApiDir, `${name}.yaml`), 'utf8')));
  assert.ok(checked >= 3, `only ${checked} worded limits checked`);
});

/** The origins a located operation's server stands for, its variables as any host label. */
function serverOrigin(located: {server?: {url: string}}): RegExp {
  return new RegExp(`^${located.server!.url.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[a-z0-9-]+')}$`);
}

/** The schema of one field (`a.b`, `a[].c`) of a schema. */
function fieldSchema(schema: Schema, field: string): Schema | undefined {
  return field.split('.').reduce<Schema | undefined>((at, part) => {
    const name = part.replace(/\[\]$/, '');
    const child = at?.properties?.[name];
    return part.endsWith('[]') ? child?.items : child;
  }, schema);
}

/** The field names a schema defines (`a`, `a.b`, `a[].c`), sorted. */
function schemaFields(schema: Schema, prefix = ''): string[] {
  if (schema.items) return schemaFields(schema.items, `${prefix.slice(0, -1)}[].`);
  return Object.entries(schema.properties ?? {})
    .flatMap(([key, child]) => [`${prefix}${key}`, ...schemaFields(child, `${prefix}${key}.`)])
    .sort();
}

/**
 * The field names a JSON value has, in the same form, sorted; inside an object the schema leaves
 * open (`additionalProperties: true`: the LINE Flex Message container, checked by LINE), only the
 * fields it names are counted.
 */
function valueFields(value: unknown, schema: Schema, prefix = ''): string[] {
  if (Array.isArray(value))
    return schema.items ? [...new Set(value.flatMap((item) => valueFields(item, schema.items!, `${prefix.slice(0, -1)}[].`)))].sort() : [];
  if (!value || typeof value !== 'object' || !schema.properties) return [];
  const named = Object.entries(value).filter(([key]) => schema.additionalProperties !== true || schema.properties![key]);
  return [
    ...new Set(
      named.flatMap(([key, child]) => [`${prefix}${key}`, ...(schema.properties![key] ? valueFields(child, schema.properties![key], `${prefix}${key}.`) : [])]),
    ),
  ].sort();
}

// An API key has no schema in OpenAPI; the site states its form here to check the value against.
const SCHEME_SCHEMAS: Record<string, Schema> = {apiKey: {type: 'string', pattern: '^[0-9a-f]{40}$'}};

/** What is wrong with a query a sample sends (empty when nothing). */
function problemsOfQuery(
  parameters: Parameter[],
  exclusive: string[] | string[][] | undefined,
  sent: Map<string, string>,
  schemes: Record<string, {type: string; in?: string; name?: string}>,
  ajv: Ajv2020,
): string[] {
  const problems: string[] = [];
  const keyNames = Object.entries(schemes)
    .filter(([, scheme]) => scheme.type === 'apiKey' && scheme.in === 'query')
    .map(([schemeName, scheme]) => [schemeName, scheme.name!] as const);
  for (const [schemeName, keyName] of keyNames) {
    if (!sent.has(keyName)) problems.push(`no ${keyName}`);
    else if (!ajv.validate(SCHEME_SCHEMAS[schemeName], sent.get(keyName))) problems.push(`${keyName}: ${ajv.errorsText()}`);
  }
  const known = new Map(parameters.map((parameter) => [parameter.name, parameter]));
  // The query as the parameters receive it: name[key]=value into an object for deepObject ones,
  // numbers and booleans read from their text as a server would.
  const received = new Map<string, unknown>();
  for (const [sentName, raw] of sent) {
    if (keyNames.some(([, keyName]) => keyName === sentName)) continue;
    const [, base, key] = /^([^[]+)(?:\[([^\]]+)\])?$/.exec(sentName)!;
    const parameter = known.get(base);
    if (!parameter || (key !== undefined) !== (parameter.style === 'deepObject')) {
      problems.push(`sends ${sentName}, which is not a parameter`);
      continue;
    }
    const type = parameter.schema.type;
    const value =
      type === 'boolean'
        ? raw === 'true'
          ? true
          : raw === 'false'
            ? false
            : raw
        : type === 'integer' || type === 'number'
          ? /^-?\d+(\.\d+)?$/.test(raw)
            ? Number(raw)
            : raw
          : raw;
    if (key === undefined) received.set(base, value);
    else received.set(base, {...(received.get(base) ?? {}), [key]: raw});
  }
  for (const [name, value] of received) {
    if (!ajv.validate(known.get(name)!.schema, value)) problems.push(`${name}=${JSON.stringify(value)}: ${ajv.errorsText()}`);
  }
  for (const parameter of parameters) if (parameter.required && !received.has(parameter.name)) problems.push(`no ${parameter.name} (required)`);
  const groups = (exclusive && typeof exclusive[0] === 'string' ? [exclusive] : (exclusive ?? [])) as string[][];
  for (const group of groups) {
    const given = group.filter((name) => received.has(name));
    if (given.length !== 1) problems.push(`sends ${given.length} of ${group.join(', ')} (exactly one)`);
  }
  return problems;
}

test('a bad query is caught: unknown, invalid, missing, both of an exclusive pair', () => {
  const {operation} = findOperation('social-login', 'unmap');
  const schemes = openApiDocument('social-login').components!.securitySchemes!;
  const ajv = validator();
  const query = (entries: [string, string][]) => problemsOfQuery(operation.parameters!, operation['x-exclusive'], new Map(entries), schemes, ajv);
  const key: [string, string] = ['key', '0123456789abcdef0123456789abcdef01234567'];
  assert.deepEqual(query([key, ['primary_key', 'member-1']]), []);
  assert.match(
    query([
      ['key', 'short'],
      ['primary_key', 'member-1'],
    ]).join(),
    /^key: /,
  );
  assert.deepEqual(query([key, ['primary_key', 'member-1'], ['nomerge', 'true']]), ['sends nomerge, which is not a parameter']);
  assert.match(query([key, ['identifier', 'XYZ']]).join(), /^identifier="XYZ": /);
  assert.deepEqual(query([key]), ['sends 0 of identifier, primary_key (exactly one)']);
  assert.deepEqual(query([key, ['identifier', '7b256cf6c3e378d354153d446d2efcc1b3028a8c'], ['primary_key', 'm']]), [
    'sends 2 of identifier, primary_key (exactly one)',
  ]);
  const created = findOperation('social-login-legacy', 'create_user').operation;
  const create = (entries: [string, string][]) => problemsOfQuery(created.parameters!, created['x-exclusive'], new Map(entries), schemes, ajv);
  assert.deepEqual(create([key, ['provider_user_ids[line]', 'U1'], ['provider_user_ids[google]', '1']]), []);
  assert.match(create([key, ['provider_user_ids[myspace]', 'U1']]).join(), /^provider_user_ids=.*property name must be valid/);
  assert.deepEqual(create([key, ['provider_user_ids', 'U1']]), ['sends provider_user_ids, which is not a parameter']);
  const users = findOperation('social-login-legacy', 'users').operation;
  assert.match(problemsOfQuery(users.parameters!, undefined, new Map([key, ['page', 'one']]), schemes, ajv).join(), /^page="one": /);
});

test('the published text: values filled in, links to the site absolute, the same document otherwise', () => {
  for (const name of names) {
    const source = fs.readFileSync(path.join(openApiDir, `${name}.yaml`), 'utf8');
    const strings: string[] = [];
    JSON.stringify(yaml.load(siteText(name)), (_key, value: unknown) => (typeof value === 'string' && strings.push(value), value));
    assert.deepEqual(
      strings.filter((text) => text.includes('{{')),
      [],
      `${name}: a value reference not filled in`,
    );
    assert.doesNotMatch(publishedText(name), /\]\(\//, `${name}: a link to the site without the origin`);
    assert.equal(publishedText(name).split('\n').length, source.split('\n').length, `${name}: comments and layout kept`);
  }
});

test('x-error-codes: codes of the catalogue the document names, and the statuses of the responses', () => {
  for (const {operation, document} of names.flatMap((name) => operationsOf(name))) {
    const {'x-web-api-version': version, 'x-error-catalogue': catalogue} = openApiDocument(document);
    // The OpenID Connect endpoints answer in the formats of OAuth 2.0: no catalogue, no codes.
    if (!catalogue && !version) {
      assert.equal(operation['x-error-codes'], undefined, `${operation.operationId}: codes without a catalogue`);
      continue;
    }
    assert.ok(catalogue === 'messagingApi' || version === 'oidc' || version === 'legacy', `${document}: names no error catalogue`);
    // A URL the browser opens answers with an error page, not with a Web API error code.
    const errorBodies = Object.entries(operation.responses).filter(
      ([status, response]) => !status.startsWith('2') && !status.startsWith('3') && response.content,
    );
    if (operation['x-error-codes'] === undefined && errorBodies.length === 0) continue;
    const codes = errorCodesOf(document, operation);
    assert.ok(codes.length > 0, `${operation.operationId}: no x-error-codes`);
    const statuses = new Set<string>();
    for (const code of codes) {
      if (catalogue === 'messagingApi') {
        const entry = messagingApiErrors.find((candidate) => candidate.code === code);
        assert.ok(entry, `${operation.operationId}: code ${code} is not in src/data/errors/messagingApi.ts`);
        statuses.add(String(entry.status));
        continue;
      }
      const entry = webApiErrors.find((candidate) => candidate.code === code);
      assert.ok(entry, `${operation.operationId}: code ${code} is not in src/data/errors/webApi.ts`);
      if (version === 'oidc') assert.ok(!entry.legacyOnly, `${operation.operationId}: code ${code} is returned by the legacy version only`);
      statuses.add(String(entry.status));
    }
    const errorResponses = Object.keys(operation.responses).filter((status) => !status.startsWith('2') && !status.startsWith('3'));
    assert.deepEqual(errorResponses.sort(), [...statuses].sort(), `${operation.operationId}: error responses against the statuses of its codes`);
  }
});

test('messaging-api-v2.yaml: every error example names a code its operation returns, at a field its request has', () => {
  let checked = 0;
  for (const {operation, document} of operationsOf('messaging-api-v2')) {
    const codes = new Set(errorCodesOf(document, operation));
    const fields = new Set(Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}));
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [name, example] of Object.entries(status.startsWith('2') ? {} : (response.content?.['application/json']?.examples ?? {}))) {
        for (const error of (example.value as {errors: {path: string; code: string}[]}).errors) {
          const where = `${operation.operationId} ${status} ${name}`;
          assert.ok(codes.has(error.code), `${where}: ${error.code} is not in its x-error-codes`);
          // __global__ is the request as a whole (and a path parameter): any other path starts with a body field.
          if (error.path !== '__global__')
            assert.ok(fields.has(error.path.split(/[.[]/)[0]), `${where}: path ${error.path} is not a field of its request body`);
          checked += 1;
        }
      }
    }
  }
  assert.ok(checked > 50, `only ${checked} error examples checked`);
});

// Pages that render an operation, by document and operation id.
const rendered = docFiles().flatMap((doc) =>
  [...doc.body.matchAll(/<Operation api="([^"]+)" id="([^"]+)" show="([^"]+)"/g)].map((match) => ({
    file: doc.file,
    api: match[1],
    id: match[2],
    show: match[3],
  })),
);

// An operation may be on more than one page: the authorization endpoint serves three flows.
test('every operation of every document has its endpoint line on a page', () => {
  for (const name of names) {
    for (const {operation} of operationsOf(name)) {
      const endpoints = rendered.filter((entry) => entry.api === name && entry.id === operation.operationId && entry.show === 'endpoint');
      assert.ok(endpoints.length > 0, `${name} ${operation.operationId}: on no page`);
    }
  }
});

test('every webhook has a page that shows its fields and its example', () => {
  const shown = docFiles().flatMap((doc) =>
    [...doc.body.matchAll(/<Webhook api="([^"]+)" name="([^"]+)" show="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]} ${match[3]}`),
  );
  for (const name of names) {
    for (const webhook of webhooksOf(name)) {
      for (const show of ['fields', 'example'])
        assert.ok(shown.includes(`${name} ${webhook.name} ${show}`), `${name} ${webhook.name}: no page shows its ${show}`);
    }
  }
  assert.ok(names.some((name) => webhooksOf(name).length > 0));
});

test('no page writes an endpoint line by hand: every one comes from a document', () => {
  const byHand = docFiles()
    .filter((doc) => /<ApiEndpoint /.test(doc.body))
    .map((doc) => doc.file);
  assert.deepEqual(byHand, []);
});

test('the renderer: the API key first, one-of pairs, defaults, and clear errors', () => {
  const [parameters] = renderers.Operation({api: 'social-login', id: 'dissociate', show: 'parameters'}, {flow: true});
  const rows = (parameters.children as {children: {children: {value?: string; children?: {value: string}[]}[]}[]}[]).map((row) =>
    row.children.map((cell) => cell.children.map((node) => node.value ?? node.children?.map((child) => child.value).join('') ?? '').join('')),
  );
  assert.deepEqual(rows[0], ['名前', '型', '必須', '説明', '制約']);
  assert.deepEqual(
    rows.slice(1).map((row) => [row[0], row[2]]),
    [
      ['key', '必須'],
      ['identifier', 'いずれか必須'],
      ['primary_key', 'いずれか必須'],
      ['target_provider', '必須'],
      ['nowarn', '任意'],
      ['nomerge', '任意'],
    ],
  );
  assert.match(rows[2][4], /primary_key と同時に指定できません$/);
  assert.equal(rows[5][4], 'true または false。省略時は false');
  assert.throws(
    () => renderers.Operation({api: 'social-login', id: 'nope', show: 'parameters'}, {flow: true}),
    /no operation "nope" in social-login\.yaml \(known: map, /,
  );
  assert.throws(() => renderers.Operation({api: 'nowhere', id: 'map', show: 'parameters'}, {flow: true}), /no OpenAPI document "nowhere"/);
  assert.throws(() => renderers.Operation({api: 'social-login', id: 'map', show: 'table'}, {flow: true}), /show="table": one of endpoint/);
  assert.throws(
    () => renderers.Operation({api: 'social-login', id: 'map', show: 'response', of: 'user'}, {flow: true}),
    /of="user": the success response has no field user/,
  );
  assert.throws(
    () => renderers.Operation({api: 'social-login-legacy', id: 'map', show: 'response-example', example: 'nope'}, {flow: true}),
    /no example "nope" \(known: ok\)/,
  );
  assert.throws(
    () => renderers.ApiSchema({api: 'social-login', name: 'Nope', show: 'fields'}, {flow: true}),
    /no schema "Nope" in social-login\.yaml \(known: .*User/,
  );
  assert.throws(() => renderers.OpenApiDownload({api: 'nowhere'}, {flow: true}), /no OpenAPI document "nowhere"/);
});

test('the renderer: a deepObject parameter, an array of strings, a map keyed by provider, a narrowed shared object', () => {
  const cellText = (node: MdNode): string => node.value ?? (node.children ?? []).map(cellText).join('');
  const rowsOf = (nodes: MdNode[]) => (nodes[0].children ?? []).map((row) => (row.children ?? []).map(cellText));
  const create = rowsOf(renderers.Operation({api: 'social-login-legacy', id: 'create_user', show: 'parameters'}, {flow: true}));
  assert.deepEqual(create.find((row) => row[0].startsWith('provider_user_ids'))!.slice(0, 3), ['provider_user_ids[{provider}]', 'string', '任意']);
  const users = rowsOf(renderers.Operation({api: 'social-login-legacy', id: 'users', show: 'response'}, {flow: true}));
  assert.deepEqual(users.find((row) => row[0] === 'users')!.slice(0, 2), ['users', 'array of string']);
  const attributes = rowsOf(renderers.Operation({api: 'social-login-legacy', id: 'user_attribute', show: 'response'}, {flow: true}));
  assert.ok(
    attributes.some((row) => row[0] === 'providers.{provider}.access_token'),
    attributes.map((row) => row[0]).join(),
  );
  const created = rowsOf(renderers.Operation({api: 'social-login-legacy', id: 'create_user', show: 'response'}, {flow: true}));
  assert.deepEqual(
    created.find((row) => row[0] === 'user.login_count'),
    ['user.login_count', 'integer', 'まだログインしていないため 0'],
  );
  assert.deepEqual(
    created.find((row) => row[0] === 'user.created_at'),
    ['user.created_at', 'string', 'ユーザーを作成した日時'],
  );
});

test('the endpoint as a page shows it: variables by their display names, :name in the message manager', () => {
  const shown = (api: string, id: string) => {
    const {host, shownPath} = findOperation(api, id);
    return `${host}${shownPath}`;
  };
  assert.equal(shown('social-login-legacy', 'inject'), 'https://{認証サブドメイン}.auth.socialplus.jp/{アカウントID}/{サービスID}/{provider}/inject');
  assert.equal(shown('social-login-oidc', 'certs'), 'https://{サービスID}.auth.socialplus.jp/oauth2/certs');
  assert.equal(shown('social-login-oidc', 'userinfo'), 'https://api.socialplus.jp/oauth2/userinfo');
  assert.equal(shown('messaging-api-v2', 'getMessageStatus'), 'https://msgapi.socialplus.jp/v2/messages/:identifier');
  assert.equal(shown('social-login', 'map'), 'https://api.socialplus.jp/api/map');
});
