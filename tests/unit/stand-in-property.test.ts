// The stand-in never leaves its documents: every operation of every OpenAPI document it serves,
// sent generated requests, valid and not (optional headers, a wrong or missing credential, path
// parameters of the wrong form, bodies that break the schema or are no JSON at all), answers only
// with a status the operation documents and a body its schema for that status accepts, never 500,
// and records no violation. The requests come from the documents themselves, so a new operation is
// covered without a change here. Reproduce a failure with STAND_IN_PROPERTY_SEED (and
// STAND_IN_PROPERTY_PATH) set to what fast-check printed.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fc from 'fast-check';
import OpenAPIBackend, {type Document} from 'openapi-backend';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {startStandIn, type StandIn} from '../../stand-in/index.ts';
import {testUsers} from '../../stand-in/users.ts';
import {
  openApiDocument,
  openApiDocumentNames,
  operationsOf,
  publishedText,
  type LocatedOperation,
  type Parameter,
  type Schema,
} from '../../src/openapi/documents.ts';
import {invalidValue, validValue} from '../lib/schemaArbitrary.ts';

/** Requests per operation: some fifty operations, so the file runs in seconds on a CI machine; STAND_IN_PROPERTY_RUNS searches longer. */
const RUNS = Number(process.env.STAND_IN_PROPERTY_RUNS ?? 30);
const seed = process.env.STAND_IN_PROPERTY_SEED === undefined ? undefined : Number(process.env.STAND_IN_PROPERTY_SEED);
const replayPath = process.env.STAND_IN_PROPERTY_PATH;

/** A request as it goes on the wire. */
type Wire = {method: string; path: string; query: [string, string][]; headers: Record<string, string>; body?: string};

let standIn: StandIn;
/** Values only the stand-in's state makes valid (an access token, a code, a one-time token), by document and parameter. */
const live: Record<string, Record<string, string[]>> = {};

/** Each document's origin on the stand-in, and the credential of each of its security schemes. */
const served = () => ({
  'social-login-oidc': {origin: standIn.oidcOrigin, credentials: {accessToken: live['social-login-oidc'].accessToken}},
  'social-login': {origin: standIn.oidcOrigin, credentials: {apiKey: [standIn.apiKey]}},
  'social-login-legacy': {origin: standIn.legacy.origin, credentials: {apiKey: [standIn.legacy.apiKey]}},
  'messaging-api-v2': {origin: standIn.messaging.origin, credentials: {apiKey: [standIn.messaging.apiKey]}},
});

/** One request over HTTP, as it is: any method with any headers and body, no redirect followed. */
function send(origin: string, wire: Wire): Promise<{status: number; headers: http.IncomingHttpHeaders; text: string}> {
  const query = wire.query.length ? `?${new URLSearchParams(wire.query)}` : '';
  return new Promise((resolve, reject) => {
    // A GET's body goes with its length: Node.js sends it neither chunked nor measured otherwise.
    const length = wire.body === undefined ? {} : {'content-length': String(Buffer.byteLength(wire.body))};
    const req = http.request(`${origin}${wire.path}${query}`, {method: wire.method, headers: {...wire.headers, ...length}}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8')}));
      res.on('error', reject);
    });
    req.on('error', reject);
    // A request the stand-in never answers fails the property, rather than the run hanging.
    req.setTimeout(2000, () => req.destroy(new Error('the stand-in gave no answer within 2 seconds')));
    req.end(wire.body);
  });
}

/** Logs in through the OpenID Connect version: the code and access token the redirect carries. */
async function oidcLogin(): Promise<{code: string; accessToken: string}> {
  const url = new URL(`${standIn.oidcOrigin}/oauth2/authorize/line/${standIn.loginProviderIdentifier}`);
  url.search = new URLSearchParams({
    client_id: CLIENT.clientId,
    response_type: 'code token',
    scope: 'openid',
    redirect_uri: CLIENT.redirectUris[0],
    nonce: 'n',
  }).toString();
  const request = new URL((await fetch(url, {redirect: 'manual'})).headers.get('location')!).searchParams.get('request')!;
  const consent = await fetch(`${standIn.providerOrigin}/consent`, {
    method: 'POST',
    body: new URLSearchParams({request, user: testUsers[0].identifier}),
    redirect: 'manual',
  });
  const values = new URLSearchParams(new URL(consent.headers.get('location')!).hash.slice(1));
  return {code: values.get('code')!, accessToken: values.get('access_token')!};
}

/** Logs in through the legacy version's social login URL: the one-time token of the callback. */
async function legacyLogin(): Promise<string> {
  const url = new URL(`${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/line/authenticate`);
  url.searchParams.set('callback', `https://${LEGACY_CALLBACK_HOST}/cb`);
  const request = new URL((await fetch(url, {redirect: 'manual'})).headers.get('location')!).searchParams.get('request')!;
  const consent = await fetch(`${standIn.providerOrigin}/legacy/consent`, {
    method: 'POST',
    body: new URLSearchParams({request, person: testUsers[1].identifier}),
    redirect: 'manual',
  });
  return new URL(consent.headers.get('location')!).searchParams.get('token')!;
}

// The documents' own examples name this client and callback host: registered, they reach the handlers' paths past the client check.
const CLIENT = {clientId: 'sample-shop-web', clientSecret: 'sample-secret', redirectUris: ['https://shop.example.com/auth/callback']};
const LEGACY_CALLBACK_HOST = 'shop.example.com';

before(async () => {
  standIn = await startStandIn();
  standIn.register(CLIENT);
  standIn.legacy.registerCallbackHost(LEGACY_CALLBACK_HOST);
  const logins = await Promise.all([oidcLogin(), oidcLogin(), oidcLogin()]);
  live['social-login-oidc'] = {
    code: logins.map((login) => login.code),
    accessToken: logins.map((login) => login.accessToken),
    client_secret: [CLIENT.clientSecret],
  };
  live['social-login-legacy'] = {token: await Promise.all([legacyLogin(), legacyLogin(), legacyLogin()])};
});
after(() => standIn.close());

/** Path parameter values the operation's code samples use (the template identifier of each notification type). */
function sampledPathValues(located: LocatedOperation): Record<string, string[]> {
  const names: string[] = [];
  const pattern = new RegExp(
    `${located.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => (names.push(name), '([^/?\'"\\s]+)'))}(?:[?'"\\s]|$)`,
  );
  const found: Record<string, string[]> = {};
  for (const sample of located.operation['x-codeSamples'] ?? []) {
    const match = pattern.exec(sample.source);
    if (match) names.forEach((name, index) => (found[name] ??= []).push(decodeURIComponent(match[index + 1])));
  }
  return found;
}

/** Valid values first and most often, values that break the schema now and then. */
const mostlyValid = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<T> | undefined): fc.Arbitrary<T> =>
  invalid ? fc.oneof({weight: 5, arbitrary: valid}, {weight: 1, arbitrary: invalid}) : valid;

/** A value as a query or path parameter writes it. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function parameterValue(parameter: Parameter, known: string[]): fc.Arbitrary<unknown> {
  const examples = [(parameter as {example?: unknown}).example, parameter.schema.example].filter((value) => value !== undefined);
  const candidates = [...examples, ...known];
  const valid = candidates.length ? fc.oneof(fc.constantFrom(...candidates), validValue(parameter.schema)) : validValue(parameter.schema);
  return mostlyValid(valid, invalidValue(parameter.schema));
}

/** A path segment that stays one segment: never empty, never a dot segment the URL would resolve away. */
const segment = (value: unknown): string | undefined => {
  try {
    const text = encodeURIComponent(asText(value));
    return text === '' || text === '.' || text === '..' ? undefined : text;
  } catch {
    return undefined;
  }
};

function pathArbitrary(located: LocatedOperation): fc.Arbitrary<string> {
  const parameters = (located.operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const sampled = sampledPathValues(located);
  const values = parameters.map((parameter) =>
    fc
      .oneof(
        {weight: 6, arbitrary: parameterValue(parameter, sampled[parameter.name] ?? [])},
        {weight: 1, arbitrary: fc.string({unit: 'binary', minLength: 1, maxLength: 40})},
      )
      .map(segment)
      .filter((text) => text !== undefined),
  );
  return fc.tuple(...values).map((texts) => parameters.reduce((path, parameter, index) => path.replace(`{${parameter.name}}`, texts[index]), located.path));
}

/** The query: each parameter the operation names (a required one now and then missing), and now and then one it does not name. */
function queryArbitrary(document: string, located: LocatedOperation): fc.Arbitrary<[string, string][]> {
  const parameters = (located.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const entries = parameters.map((parameter) => {
    const present = parameterValue(parameter, live[document]?.[parameter.name] ?? []).map((value): [string, string][] => {
      if (parameter.style === 'deepObject' && typeof value === 'object' && value !== null && !Array.isArray(value))
        return Object.entries(value).map(([key, held]) => [`${parameter.name}[${key}]`, asText(held)]);
      return [[parameter.name, asText(value)]];
    });
    const absent = fc.constant<[string, string][]>([]);
    return parameter.required ? fc.oneof({weight: 12, arbitrary: present}, {weight: 1, arbitrary: absent}) : fc.oneof(present, absent);
  });
  const unknown = fc.oneof(
    {weight: 6, arbitrary: fc.constant<[string, string][]>([])},
    {weight: 1, arbitrary: fc.tuple(fc.constantFrom('unknown_parameter', 'debug', 'x'), fc.string({maxLength: 8})).map((entry) => [entry])},
  );
  return fc.tuple(fc.tuple(...entries), unknown).map(([named, more]) => [...named.flat(), ...more]);
}

type Credential = {query: [string, string][]; headers: Record<string, string>};

/** The operation's credential: the right one most often, else a wrong, empty, malformed or missing one. */
function credentialArbitrary(document: string, located: LocatedOperation, rights: Record<string, string[]>): fc.Arbitrary<Credential> {
  const requirements = located.operation.security ?? openApiDocument(document).security ?? [];
  const schemes = openApiDocument(document).components?.securitySchemes ?? {};
  const none = fc.constant<Credential>({query: [], headers: {}});
  if (requirements.length === 0 || Object.keys(requirements[0]).length === 0) return none;
  const options = Object.keys(requirements[0]).map((name) => {
    const scheme = schemes[name];
    const right = rights[name]?.length ? fc.constantFrom(...rights[name]) : fc.stringMatching(/^[0-9a-f]{40}$/);
    const wrong: fc.Arbitrary<string> = fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), fc.constant(''), fc.stringMatching(/^[\x21-\x7e]{1,60}$/));
    const value: fc.Arbitrary<string> = fc.oneof({weight: 5, arbitrary: right}, {weight: 2, arbitrary: wrong});
    if (scheme.type === 'http') {
      const header = fc.oneof(
        {weight: 5, arbitrary: value.map((token) => `Bearer ${token}`)},
        value.map((token) => `Basic ${token}`),
        fc.constant('Bearer'),
      );
      return fc.option(header, {freq: 6}).map((authorization): Credential => ({query: [], headers: authorization === null ? {} : {authorization}}));
    }
    return fc.option(value, {freq: 6}).map((key): Credential => {
      if (key === null) return {query: [], headers: {}};
      return scheme.in === 'query' ? {query: [[scheme.name!, key]], headers: {}} : {query: [], headers: {[scheme.name!.toLowerCase()]: key}};
    });
  });
  return fc
    .tuple(...options)
    .map((parts) => ({query: parts.flatMap((part) => part.query), headers: Object.assign({}, ...parts.map((part) => part.headers)) as Record<string, string>}));
}

/** Headers no page forbids: Accept of any kind, a language, a user agent, headers the service does not know. */
const optionalHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('application/json', '*/*', 'text/html', 'application/xml', 'text/plain;q=0.5, */*;q=0.1', 'nonsense'),
    'accept-language': fc.constantFrom('ja', 'en-US,en;q=0.9', '*'),
    'user-agent': fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
    'x-unknown-header': fc.stringMatching(/^[\x21-\x7e]{0,40}$/),
    'x-request-id': fc.uuid(),
    'cache-control': fc.constantFrom('no-cache', 'no-store', 'max-age=0'),
  },
  {requiredKeys: []},
);

type Body = {headers: Record<string, string>; body?: string};

/** A body as a media type writes it; a form writes each field as text. */
function encoded(mediaType: string, value: unknown): string {
  if (!mediaType.includes('x-www-form-urlencoded')) return JSON.stringify(value) ?? '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return asText(value);
  return new URLSearchParams(Object.entries(value).map(([name, held]) => [name, asText(held)])).toString();
}

function bodyArbitrary(document: string, located: LocatedOperation): fc.Arbitrary<Body> {
  const content = located.operation.requestBody?.content;
  const noise = fc.string({unit: 'binary', maxLength: 30}).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });
  if (!content) {
    // No body to send: none, or a Content-Type header, an empty JSON object, some text anyway.
    return fc.oneof(
      {weight: 4, arbitrary: fc.constant<Body>({headers: {}})},
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain').map((type): Body => ({headers: {'content-type': type}})),
      fc.constant<Body>({headers: {'content-type': 'application/json'}, body: '{}'}),
      noise.map((text): Body => ({headers: {'content-type': 'text/plain'}, body: text})),
    );
  }
  const [mediaType, media] = Object.entries(content)[0];
  const schema: Schema = media.schema ?? {};
  const examples = Object.values(media.examples ?? {}).map((example) => example.value);
  const liveFields = live[document] ?? {};
  // Fields the stand-in's state makes valid (a code issued at a login) replace the generated ones now and then.
  const withLive = (value: unknown) =>
    fc
      .constantFrom(...Object.keys(liveFields), null)
      .chain((name) =>
        name === null || typeof value !== 'object' || value === null || !(name in (schema.properties ?? {}))
          ? fc.constant(value)
          : fc.constantFrom(...liveFields[name]).map((held) => ({...value, [name]: held})),
      );
  const generated = validValue(schema).chain(withLive);
  const valid = examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
  const typeHeader = fc.constantFrom(mediaType, `${mediaType}; charset=utf-8`).map((type) => ({'content-type': type}));
  const broken = invalidValue(schema);
  return fc.oneof(
    {weight: 8, arbitrary: fc.tuple(valid, typeHeader).map(([value, headers]): Body => ({headers, body: encoded(mediaType, value)}))},
    ...(broken ? [{weight: 4, arbitrary: fc.tuple(broken, typeHeader).map(([value, headers]): Body => ({headers, body: encoded(mediaType, value)}))}] : []),
    // Not the media type: none, another one, or text that is no JSON.
    valid.map((value): Body => ({headers: {}, body: encoded(mediaType, value)})),
    fc
      .tuple(valid, fc.constantFrom('text/plain', 'application/json', 'application/x-www-form-urlencoded', 'application/xml'))
      .map(([value, type]): Body => ({headers: {'content-type': type}, body: encoded(mediaType, value)})),
    fc.tuple(noise, typeHeader).map(([text, headers]): Body => ({headers, body: text})),
    typeHeader.map((headers): Body => ({headers})),
    fc.tuple(fc.constantFrom('[]', 'null', '0', '"text"', '{"a":'), typeHeader).map(([text, headers]): Body => ({headers, body: text})),
  );
}

function requestArbitrary(document: string, located: LocatedOperation, rights: Record<string, string[]>): fc.Arbitrary<Wire> {
  return fc
    .record({
      path: pathArbitrary(located),
      query: queryArbitrary(document, located),
      credential: credentialArbitrary(document, located, rights),
      headers: optionalHeaders,
      body: bodyArbitrary(document, located),
    })
    .map(({path, query, credential, headers, body}) => ({
      method: located.method,
      path,
      query: [...credential.query, ...query],
      headers: {...headers, ...credential.headers, ...body.headers},
      body: body.body,
    }));
}

/** What is wrong with an answer for the document, as the client sees it: its status, its media type, its body. */
function answerProblems(api: OpenAPIBackend, located: LocatedOperation, answer: {status: number; headers: http.IncomingHttpHeaders; text: string}): string[] {
  const responses = located.operation.responses;
  const status = String(answer.status);
  const documented = [status, `${status[0]}XX`, 'default'].find((candidate) => candidate in responses);
  if (!documented) return [`status ${status} is not one of ${Object.keys(responses).join(', ')}`];
  const types = Object.keys(responses[documented].content ?? {});
  if (types.length === 0) return [];
  const type = (answer.headers['content-type'] ?? '').split(';')[0].trim();
  if (!types.includes(type)) return [`Content-Type ${type || '(none)'} is not ${types.join(' or ')}`];
  if (type !== 'application/json') return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`the body is no JSON: ${answer.text.slice(0, 80)}`];
  }
  const result = api.validateResponse(body, located.operation.operationId, answer.status);
  return result.valid ? [] : (result.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim());
}

test('every OpenAPI document is one the stand-in serves', () => {
  assert.deepEqual(openApiDocumentNames(), Object.keys(served()).sort());
});

for (const document of ['social-login-oidc', 'social-login', 'social-login-legacy', 'messaging-api-v2'] as const) {
  test(`every operation of ${document}.yaml answers generated requests only as the document allows`, async () => {
    // The answers are checked as documentService.ts checks them: openapi-backend on the published document.
    const definition = yaml.load(publishedText(document)) as Document;
    const api = new OpenAPIBackend({definition, quick: true, ajvOpts: {strict: false}, customizeAjv: (ajv) => addFormats(ajv)});
    await api.init();
    const {origin, credentials} = served()[document];
    for (const located of operationsOf(document)) {
      const {operationId} = located.operation;
      const property = fc.asyncProperty(requestArbitrary(document, located, credentials), async (wire) => {
        // The stand-in lists exchanges and violations service by service: counted, not sliced.
        const exchanges = standIn.exchanges();
        const violations = standIn.violations().length;
        const answer = await send(origin, wire);
        const what = `${operationId}: ${wire.method} ${wire.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
        const answered = (list: {operationId: string}[]) => list.filter((exchange) => exchange.operationId === operationId).length;
        const now = standIn.exchanges();
        assert.ok(now.length === exchanges.length + 1 && answered(now) === answered(exchanges) + 1, `${what}: not answered as ${operationId}`);
        assert.notEqual(answer.status, 500, what);
        assert.deepEqual(answerProblems(api, located, answer), [], what);
        assert.equal(standIn.violations().length, violations, `${what}: ${standIn.violations().join('; ')}`);
      });
      await fc.assert(property, {numRuns: RUNS, seed, path: replayPath, endOnFailure: replayPath !== undefined, includeErrorInReport: true});
    }
  });
}
