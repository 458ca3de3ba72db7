// Every error row a page shows for an operation is provoked against the stand-in and answers with
// that row: for each operation of the four documents and each code of its x-error-codes, the
// operation's example request (tests/lib/documentRequests.ts) with one thing changed gets the
// catalogue's status and code (src/data/errors/webApi.ts, src/data/errors/messagingApi.ts). How
// each code is provoked is the table below, one entry per code; a code the table cannot provoke
// for an operation fails that operation's subtest by name. The example request itself, in the
// world its operation needs (`prepare`), must succeed too (sent last, on the stand-in the ways
// that change nothing shared), so a provocation differs from a success in its one change. Last,
// the Messaging API's `unauthorized` row: another service's valid key is that service's request,
// 404 with the operation's 404 codes for what it lacks, else success.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {startStandIn, type StandIn} from '../../stand-in/index.ts';
import {registeredApp, testUsers} from '../../stand-in/users.ts';
import {errorCodesOf, openApiDocument, openApiDocumentNames, operationsOf, type LocatedOperation, type Schema} from '../../src/openapi/documents.ts';
import {webApiErrors} from '../../src/data/errors/webApi.ts';
import {messagingApiErrors} from '../../src/data/errors/messagingApi.ts';
import {requestsOf, type Sent} from '../lib/documentRequests.ts';
import {brokenRequestsOf} from '../lib/brokenBodies.ts';

/** A request as it goes on the wire; `body` is JSON. */
type Wire = {method: string; path: string; query: URLSearchParams; headers: Record<string, string>; body?: unknown};
type Reply = {status: number; headers: Headers; json: unknown};

/** An operation on a stand-in of its own: `key` is the API key of the document's service. */
type World = {standIn: StandIn; document: string; located: LocatedOperation; operationId: string; key: string; send: (wire: Wire) => Promise<Reply>};

/**
 * How a code is provoked: `arrange` sets the stand-in first (and may return what undoes it),
 * `request` changes the operation's example request (`base`) in one thing. A way that `alters`
 * what the stand-in holds, for good, gets a stand-in of its own.
 */
type Provocation = {
  how: string;
  alters?: true;
  arrange?: (world: World, base: Wire) => Promise<void> | void | (() => void);
  request?: (base: Wire, world: World) => Wire;
};

/** One entry per code: a way (or ways) for every operation, or ways by operationId (`'*'`: every other operation). */
type Row = Provocation | Provocation[] | Record<string, Provocation | Provocation[]>;

const CALLBACK_HOST = 'shop.example.com';
const [taro, hanako, , taroGoogle] = testUsers;

// ————— Changing one thing of a request —————

const copy = (wire: Wire): Wire => ({...wire, query: new URLSearchParams(wire.query), headers: {...wire.headers}, body: structuredClone(wire.body)});

function withQuery(wire: Wire, changes: Record<string, string | undefined>): Wire {
  const next = copy(wire);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.query.delete(name);
    else next.query.set(name, value);
  }
  return next;
}

/** The API key in its place: the `key` query parameter (Web API) or the X-API-Key header; undefined leaves it out. */
function withKey(wire: Wire, document: string, key: string | undefined): Wire {
  if (document !== 'messaging-api-v2') return withQuery(wire, {key});
  const next = copy(wire);
  delete next.headers['x-api-key'];
  if (key !== undefined) next.headers['x-api-key'] = key;
  return next;
}

/** `end_user.identifier.value`, `recipients[3].value` as steps; an index past the array's end is its last. */
function stepsOf(body: unknown, path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  let at = body as Record<string, unknown> | unknown[];
  for (const part of path.split(/\.|(?=\[)/)) {
    const index = /^\[(\d+)\]$/.exec(part)?.[1];
    const step = index === undefined ? part : Math.min(Number(index), (at as unknown[]).length - 1);
    steps.push(step);
    at = (at as Record<string | number, unknown>)[step] as Record<string, unknown>;
  }
  return steps;
}

function valueAt(body: unknown, path: string): unknown {
  return stepsOf(body, path).reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], body);
}

/** The body with the field at `path` set to `value` (left out when undefined). */
function withBody(wire: Wire, path: string, value: unknown): Wire {
  const next = copy(wire);
  const steps = stepsOf(next.body, path);
  const parent = steps.slice(0, -1).reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], next.body) as Record<
    string | number,
    unknown
  >;
  if (value === undefined) delete parent[steps.at(-1)!];
  else parent[steps.at(-1)!] = value;
  return next;
}

/** Where the operation's last path parameter (the identifier it acts on) is among the path's segments. */
const lastParameterAt = (located: LocatedOperation) => located.path.split('/').reduce((last, segment, index) => (segment.startsWith('{') ? index : last), -1);

/** The path with its last path parameter replaced. */
function withLastPathParameter(wire: Wire, located: LocatedOperation, value: string): Wire {
  const at = lastParameterAt(located);
  const segments = wire.path.split('/');
  segments[at] = encodeURIComponent(value);
  return {...copy(wire), path: segments.join('/')};
}

/** A value of an identifier type that no end user has. */
const unknownIdentifier: Record<string, string> = {
  socialplus_uid: '0'.repeat(40),
  primary_key: 'member-unknown',
  line_uid: `U${'0'.repeat(32)}`,
};

/** The first query parameter the request gives that its schema limits, out of that limit: the value, and how. */
function outOfSchema(base: Wire, located: LocatedOperation): {name: string; value: string} | undefined {
  for (const [name] of base.query) {
    const schema: Schema | undefined = located.operation.parameters?.find((parameter) => parameter.name === name && parameter.in === 'query')?.schema;
    if (!schema) continue;
    if (typeof schema.pattern === 'string') return {name, value: 'not-of-its-format'};
    if (typeof schema.maxLength === 'number') return {name, value: 'x'.repeat(schema.maxLength + 1)};
    if (typeof schema.maximum === 'number') return {name, value: String(schema.maximum + 1)};
    if (schema.enum) return {name, value: 'not-one-of-its-values'};
  }
  return undefined;
}

/** The parameters of the user the request names (identifier or primary_key, with a prefix). */
const userParameters = (base: Wire) => [...base.query.keys()].filter((name) => /^(source_|dest_)?(identifier|primary_key)$/.test(name));

/** The 404 answers the operation's document shows: each code and where it points (`__global__`: the path's identifier). */
function notFoundExamples({operation}: LocatedOperation): {code: string; path: string}[] {
  const examples = Object.values(operation.responses['404']?.content?.['application/json']?.examples ?? {});
  return examples.flatMap((example) => (example.value as {errors: {path: string; code: string}[]}).errors);
}

const exampleOf = ({operation}: LocatedOperation, status: string, code: string) =>
  Object.values(operation.responses[status]?.content?.['application/json']?.examples ?? {})
    .flatMap((example) => (example.value as {errors: {path: string; code: string}[]}).errors)
    .find((error) => error.code === code);

// ————— The worlds the examples need —————

/** A Web API call that must succeed (a step of a world, not what is tested). */
async function call(world: World, operationId: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const reply = await world.send({method: 'GET', path: `/api/${operationId}`, query: new URLSearchParams({key: world.key, ...query}), headers: {}});
  assert.equal(reply.status, 200, `${operationId} ${JSON.stringify(query)}: ${JSON.stringify(reply.json)}`);
  return reply.json as Record<string, unknown>;
}

/** A login through the legacy social login URL: the one-time token of the callback. */
async function legacyLogin(standIn: StandIn, person: (typeof testUsers)[number]): Promise<string> {
  const url = new URL(`${standIn.legacy.origin}/${standIn.legacy.accountId}/${standIn.legacy.serviceId}/${person.provider}/authenticate`);
  url.searchParams.set('callback', `https://${CALLBACK_HOST}/callback`);
  const request = new URL((await fetch(url, {redirect: 'manual'})).headers.get('location')!).searchParams.get('request')!;
  const consent = await fetch(`${standIn.providerOrigin}/legacy/consent`, {
    method: 'POST',
    body: new URLSearchParams({request, person: person.identifier}),
    redirect: 'manual',
  });
  const token = new URL(consent.headers.get('location')!).searchParams.get('token');
  assert.ok(token, `no one-time token for ${person.name} (${person.provider})`);
  return token;
}

/** The example request of an operation of the Messaging API, sent with `key`; it must succeed. */
async function sendExample(world: World, operationId: string, key = world.key): Promise<Record<string, unknown>> {
  const reply = await world.send(withKey(baseOf('messaging-api-v2', operationId), 'messaging-api-v2', key));
  assert.ok(reply.status < 300, `${operationId}: ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json as Record<string, unknown>;
}

/**
 * What each operation's example request needs of the stand-in to succeed, by document and
 * operationId; it may return the request with a value only the stand-in's state makes valid.
 * The documents' examples name 山田 太郎 (7b256…, his LINE account; e4b7… is his Google account)
 * and 佐藤 花子 (46898…), and the member IDs member-000123 and member-000456.
 */
const prepare: Record<string, Record<string, (world: World, base: Wire) => Promise<Wire | void>>> = {
  'social-login': {
    // 佐藤 花子 starts with member-000123, which the examples give 山田 太郎.
    map: (world) => call(world, 'unmap', {primary_key: 'member-000123'}).then(() => undefined),
    async merge_user(world) {
      await call(world, 'unmap', {primary_key: 'member-000123'});
      await call(world, 'map', {identifier: taro.identifier, primary_key: 'member-000123'});
    },
    async dissociate(world) {
      await call(world, 'unmap', {primary_key: 'member-000123'});
      await call(world, 'merge_user', {source_identifier: taroGoogle.identifier, dest_identifier: taro.identifier});
      await call(world, 'map', {identifier: taro.identifier, primary_key: 'member-000123'});
    },
  },
  'social-login-legacy': {
    map: (world) => legacyLogin(world.standIn, taro).then(() => undefined),
    unmap: (world) => legacyMember(world),
    async merge_user(world) {
      await legacyLogin(world.standIn, taroGoogle);
      await legacyMember(world);
    },
    async dissociate(world) {
      await legacyLogin(world.standIn, taroGoogle);
      await legacyMember(world);
      await call(world, 'merge_user', {source_identifier: taroGoogle.identifier, dest_identifier: taro.identifier});
    },
    delete_user: (world) => legacyMember(world),
    providers_of_user: (world) => legacyLogin(world.standIn, taro).then(() => undefined),
    user_attribute: (world) => legacyMember(world),
    async association_token(world) {
      await legacyLogin(world.standIn, taroGoogle);
      await call(world, 'map', {identifier: taroGoogle.identifier, primary_key: 'member-000123'});
    },
    authenticated_user: async (world, base) => withQuery(base, {token: await legacyLogin(world.standIn, taro)}),
    profile: (world) => legacyLogin(world.standIn, hanako).then(() => undefined),
    profile_from_providers: (world) => legacyLogin(world.standIn, hanako).then(() => undefined),
    delete_profile: (world) => legacyMember(world),
    // The manager's 「ネイティブアプリ連携」 on, and 山田 太郎's LINE login in the app.
    async inject(world, base) {
      world.standIn.legacy.nativeApp.enabled = true;
      const login = await fetch(`${world.standIn.providerOrigin}/sdk/login`, {
        method: 'POST',
        body: new URLSearchParams({person: taro.identifier, provider: 'line', app: registeredApp}),
      });
      const tokens = (await login.json()) as {access_token: string; id_token: string};
      return withBody(withBody(base, 'access_token', tokens.access_token), 'signing_key', tokens.id_token);
    },
  },
  'messaging-api-v2': Object.fromEntries(
    operationsOf('messaging-api-v2').map(({operation: {operationId}}) => [
      operationId,
      // The end users the request names exist; the status operations ask for what the stand-in accepted.
      async (world: World, base: Wire) => {
        await endUsersNamed(world, base, world.key);
        if (operationId === 'getMessageStatus') return pathFrom(base, await sendExample(world, 'sendTextMessage'));
        if (operationId === 'getNotificationStatus') return pathFrom(base, await sendExample(world, 'sendReservationsNotification'));
      },
    ]),
  ),
};

/**
 * The end users a messaging request names exist in the service of `key`, each with a LINE user ID:
 * createEndUser's example (山田 太郎's LINE friend with the examples' member ID and ソーシャルPLUS
 * ID), then one end user for each other identifier the body names.
 */
async function endUsersNamed(world: World, base: Wire, key: string): Promise<void> {
  if (world.operationId === 'createEndUser') return;
  const known = (identifier: {type: string; value: string}) =>
    (key === world.standIn.messaging.apiKey ? world.standIn.messaging.endUsers() : world.standIn.messaging.otherService.endUsers()).some((user) =>
      user.identifiers.some((held) => held.type === identifier.type && held.value === identifier.value),
    );
  await sendExample(world, 'createEndUser', key);
  const named: {type: string; value: string}[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const {type, value: held} = value as {type?: unknown; value?: unknown};
      if (typeof type === 'string' && type in unknownIdentifier && typeof held === 'string') named.push({type, value: held});
      else Object.values(value).forEach(walk);
    }
  };
  walk(base.body);
  for (const identifier of named.filter((candidate) => !known(candidate))) {
    const line = {type: 'line_uid', value: `U${crypto.randomBytes(16).toString('hex')}`};
    await sendCreate(world, identifier.type === 'line_uid' ? [identifier] : [identifier, line], key);
  }
}

/** A person's ソーシャルPLUS user: the OpenID Connect version's start with one each, the legacy version's log in first. */
const userOf = async (world: World, person: (typeof testUsers)[number]) =>
  void (world.document === 'social-login-legacy' && (await legacyLogin(world.standIn, person)));

/** 山田 太郎 logged in on the legacy version and mapped to member-000123. */
async function legacyMember(world: World): Promise<void> {
  await legacyLogin(world.standIn, taro);
  await call(world, 'map', {identifier: taro.identifier, primary_key: 'member-000123'});
}

/** The status operation's path for what an accepted send answered. */
const pathFrom = (base: Wire, accepted: Record<string, unknown>): Wire => ({...copy(base), path: new URL(String(accepted.status_url)).pathname});

// ————— The provocation table —————

/** A fault (stand-in/faults.ts): the next request of the operation fails as the document shows. */
const fault = (status: number, retryAfter?: number): Provocation => ({
  how: `a fault: the service answers the next request ${status}${retryAfter === undefined ? '' : ` (Retry-After ${retryAfter})`}`,
  arrange: (world) => world.standIn.faults.add({document: world.document, operationId: world.operationId, status, times: 1, retryAfter}),
});

/** The Web API's codes, for both versions. */
const webApiRows: Record<number, Row> = {
  1: [
    {how: 'a key of no service (40 hexadecimal characters)', request: (base, world) => withKey(base, world.document, 'f'.repeat(40))},
    {how: 'no key', request: (base, world) => withKey(base, world.document, undefined)},
  ],
  3: fault(500),
  4: {
    authenticated_user: [
      {how: 'a one-time token exchanged once already', alters: true, arrange: async (world, base) => void (await world.send(base))},
      {how: 'a one-time token past its lifetime', alters: true, arrange: (world) => world.standIn.advanceClock(24 * 3600)},
      {how: 'a token the service never issued', request: (base) => withQuery(base, {token: 'a1b2c3d4e5f60718293a4b5c6d7e8f90'})},
    ],
  },
  5: {
    '*': {
      how: 'the parameter naming the user (identifier or primary_key), or else the first required one, left out',
      request: (base, world) => {
        const required = world.located.operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.required)?.name;
        const named = userParameters(base)[0] ?? required;
        assert.ok(named, 'the request names no user and has no required parameter');
        return withQuery(base, {[named]: undefined});
      },
    },
    inject: [
      {how: 'a LINE login without signing_key', request: (base) => withBody(base, 'signing_key', undefined)},
      {how: 'no access_token', request: (base) => withBody(base, 'access_token', undefined)},
    ],
  },
  6: {
    '*': {
      how: 'the first parameter whose schema limits it, out of that limit (a ソーシャルPLUS ID of another format, a member ID over 255 characters, limit over 100)',
      request: (base, world) => {
        const broken = outOfSchema(base, world.located);
        assert.ok(broken, 'the request gives no parameter its schema limits');
        return withQuery(base, {[broken.name]: broken.value});
      },
    },
    authenticated_user: {how: 'add_profile neither true nor false', request: (base) => withQuery(base, {add_profile: 'maybe'})},
    inject: {how: 'an access token the provider never issued', request: (base) => withBody(base, 'access_token', 'never-issued')},
  },
  7: {
    '*': {
      how: 'the user named by a ソーシャルPLUS ID or member ID no user has',
      request: (base) => {
        const [named] = userParameters(base);
        return withQuery(base, {[named]: named.endsWith('identifier') ? '0'.repeat(40) : 'member-unknown'});
      },
    },
    inject: {how: 'another account ID in the path', request: (base) => ({...copy(base), path: base.path.replace('/example-account/', '/another-account/')})},
  },
  8: {
    map: {
      how: 'the user already mapped to another member ID, without overwrite',
      alters: true,
      arrange: (world) => call(world, 'map', {identifier: taro.identifier, primary_key: 'member-000999'}).then(() => undefined),
    },
  },
  9: {dissociate: {how: 'a provider the user is not linked with (yahoo)', request: (base) => withQuery(base, {target_provider: 'yahoo'})}},
  10: {
    merge_user: {
      how: 'the destination named as the source user',
      request: (base) => withQuery(base, {dest_primary_key: undefined, dest_identifier: base.query.get('source_identifier')!}),
    },
  },
  11: {
    '*': {
      how: "the manager's settings of the request's provider (LINE) incomplete",
      arrange: (world) => {
        world.standIn.legacy.provider('line').enabled = false;
        return () => (world.standIn.legacy.provider('line').enabled = true);
      },
    },
  },
  12: {
    '*': {
      how: "the service's contract does not grant the API",
      arrange: (world) => {
        const setGranted = world.document === 'social-login' ? world.standIn.setGranted : world.standIn.legacy.setGranted;
        setGranted(world.operationId, false);
        return () => setGranted(world.operationId, true);
      },
    },
    inject: {
      how: "the manager's 「ネイティブアプリ連携」 off",
      arrange: (world) => {
        world.standIn.legacy.nativeApp.enabled = false;
        return () => (world.standIn.legacy.nativeApp.enabled = true);
      },
    },
  },
  13: {
    dissociate: {
      how: 'every provider the user is linked with (line,google), without nowarn',
      request: (base) => withQuery(base, {target_provider: 'line,google'}),
    },
  },
  15: {
    merge_user: {
      how: "a source linked with a provider the destination has too (佐藤 花子's LINE user into 山田 太郎's)",
      alters: true,
      arrange: (world) => userOf(world, hanako),
      request: (base) => withQuery(base, {source_identifier: hanako.identifier}),
    },
    association_token: {how: 'a provider the user is already linked with (google)', request: (base) => withQuery(base, {target_provider: 'google'})},
    create_user: {
      how: "the provider account already a user's (佐藤 花子 logged in with it)",
      alters: true,
      arrange: (world) => legacyLogin(world.standIn, hanako).then(() => undefined),
    },
  },
  16: {
    map: {
      how: 'the member ID mapped to another user already',
      alters: true,
      arrange: async (world) => {
        await userOf(world, hanako);
        await call(world, 'map', {identifier: hanako.identifier, primary_key: 'member-000123'});
      },
    },
    create_user: {
      how: 'the member ID mapped to another user already',
      alters: true,
      arrange: async (world) => {
        await legacyLogin(world.standIn, taro);
        await call(world, 'map', {identifier: taro.identifier, primary_key: 'member-000456'});
      },
    },
  },
};
const brokenBodies = brokenRequestsOf('messaging-api-v2');

/** The Messaging API's codes. */
const messagingRows: Record<string, Row> = {
  invalid_parameter: {
    '*': {
      how: 'the first body field the table limits, over its limit or out of its format (tests/lib/brokenBodies.ts)',
      request: (base, world) => {
        const broken = brokenBodies.find((candidate) => candidate.operationId === world.operationId);
        assert.ok(broken, 'no field of the body has a limit to break');
        return {...copy(base), body: JSON.parse(broken.request.body!) as unknown};
      },
    },
    createEndUser: {
      how: "an identifier's value out of its type's format",
      request: (base) => withBody(base, 'end_user.identifiers[0].value', 'not-of-its-format'),
    },
    setRichMenuRecipients: {how: 'no recipients (at least one)', request: (base) => withBody(base, 'recipients', [])},
  },
  unauthorized: [
    {how: 'an X-API-Key of no service', request: (base, world) => withKey(base, world.document, `mm-${'0'.repeat(32)}`)},
    {how: 'no X-API-Key', request: (base, world) => withKey(base, world.document, undefined)},
  ],
  resource_not_found: {
    how: "what the operation's 404 example points at (the path's identifier, or end_user.tag) replaced by something the service does not have",
    request: (base, world) => {
      const {path} = exampleOf(world.located, '404', 'resource_not_found')!;
      if (path === '__global__') return withLastPathParameter(base, world.located, crypto.randomUUID());
      return withBody(base, path, `${String(valueAt(base.body, path))}-never-created`);
    },
  },
  end_user_not_found: {
    how: "the identifier the operation's 404 example points at, of the same type, that no end user has",
    request: (base, world) => {
      const {path} = exampleOf(world.located, '404', 'end_user_not_found')!;
      const type = valueAt(base.body, path.replace(/\.value$/, '.type')) as string;
      return withBody(base, path, unknownIdentifier[type]);
    },
  },
  line_uid_not_found: {
    how: "the recipient the operation's 422 example points at made an end user with no line_uid",
    alters: true,
    arrange: (world) => sendCreate(world, [{type: 'primary_key', value: 'member-without-line'}]),
    request: (base, world) => {
      const {path} = exampleOf(world.located, '422', 'line_uid_not_found')!;
      return withBody(base, path.replace(/\.value$/, ''), {type: 'primary_key', value: 'member-without-line'});
    },
  },
  too_many_requests: [
    fault(429, 30),
    {
      how: "the service's rate limit (switches.rateLimitedFor)",
      arrange: (world) => {
        world.standIn.messaging.switches.rateLimitedFor = 30;
        return () => (world.standIn.messaging.switches.rateLimitedFor = null);
      },
    },
  ],
  internal_server_error: fault(500),
};

async function sendCreate(world: World, identifiers: {type: string; value: string}[], key = world.key): Promise<void> {
  const reply = await world.send({
    method: 'POST',
    path: '/v2/end_users',
    query: new URLSearchParams(),
    headers: {'content-type': 'application/json', 'x-api-key': key},
    body: {end_user: {identifiers}},
  });
  assert.equal(reply.status, 201, JSON.stringify(reply.json));
}

/** The ways of provoking `code` for an operation: none when the table has none for it. */
function waysOf(document: string, operationId: string, code: number | string): Provocation[] {
  const row = document === 'messaging-api-v2' ? messagingRows[code] : webApiRows[code as number];
  if (!row) return [];
  if (Array.isArray(row)) return row;
  if ('how' in row && typeof row.how === 'string') return [row as Provocation];
  const byOperation = row as Record<string, Provocation | Provocation[]>;
  const ways = byOperation[operationId] ?? byOperation['*'];
  return ways === undefined ? [] : Array.isArray(ways) ? ways : [ways];
}

/** The body the catalogue's row of `code` means: the Web API's code and message, or the Messaging API's code. */
function rowOf(document: string, code: number | string): {status: number; body: (json: unknown) => unknown; expected: unknown} {
  if (document === 'messaging-api-v2') {
    const row = messagingApiErrors.find((entry) => entry.code === code);
    assert.ok(row, `no code ${code} in src/data/errors/messagingApi.ts`);
    return {status: row.status, body: (json) => (json as {errors?: {code: string}[]}).errors?.map((error) => error.code), expected: [code]};
  }
  const row = webApiErrors.find((entry) => entry.code === code);
  assert.ok(row, `no code ${code} in src/data/errors/webApi.ts`);
  return {status: row.status, body: (json) => json, expected: {status: 'failed', error: {code, message: row.message}}};
}

// ————— Running them —————

/** Each document's example request of an operation, as the service sees it: the request body's example first, else the code sample. */
const examples = new Map<string, Sent[]>();
function baseOf(document: string, operationId: string): Wire {
  if (!examples.has(document)) examples.set(document, requestsOf(document, Math.floor(Date.now() / 1000)));
  const sent = examples.get(document)!;
  const request =
    sent.find((candidate) => candidate.label.startsWith(`${operationId} request example `)) ??
    sent.find((candidate) => candidate.label.startsWith(`${operationId} `));
  assert.ok(request, `${document}.yaml: ${operationId} has no example request`);
  const url = new URL(request.path, 'http://stand-in');
  url.searchParams.delete('key');
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'x-api-key'));
  const json = request.body !== undefined && (headers['content-type'] ?? '').includes('json');
  return {method: request.method, path: url.pathname, query: url.searchParams, headers, body: json ? (JSON.parse(request.body!) as unknown) : undefined};
}

const originOf = (standIn: StandIn, document: string) =>
  ({
    'social-login': standIn.oidcOrigin,
    'social-login-oidc': standIn.oidcOrigin,
    'social-login-legacy': standIn.legacy.origin,
    'messaging-api-v2': standIn.messaging.origin,
  })[document]!;
const keyOf = (standIn: StandIn, document: string) =>
  document === 'messaging-api-v2' ? standIn.messaging.apiKey : document === 'social-login-legacy' ? standIn.legacy.apiKey : standIn.apiKey;

async function worldOf(t: TestContext, document: string, located: LocatedOperation): Promise<{world: World; base: Wire}> {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  standIn.legacy.registerCallbackHost(CALLBACK_HOST);
  const origin = originOf(standIn, document);
  const send = async (wire: Wire): Promise<Reply> => {
    const query = wire.query.size > 0 ? `?${wire.query}` : '';
    const body = wire.body === undefined ? undefined : JSON.stringify(wire.body);
    const response = await fetch(`${origin}${wire.path}${query}`, {method: wire.method, headers: wire.headers, body, redirect: 'manual'});
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return {status: response.status, headers: response.headers, json};
  };
  const {operationId} = located.operation;
  const world: World = {
    standIn,
    document,
    located,
    operationId,
    get key() {
      return keyOf(standIn, document);
    },
    send,
  };
  const example = withKey(baseOf(document, operationId), document, located.operation.security?.length === 0 ? undefined : world.key);
  const base = (await prepare[document]?.[operationId]?.(world, example)) ?? example;
  return {world, base};
}

/** Sends the provocation's request and holds the answer to the catalogue's row. */
async function provoke(world: World, base: Wire, code: number | string, way: Provocation): Promise<void> {
  const undo = await way.arrange?.(world, base);
  const request = way.request ? way.request(base, world) : base;
  const reply = await world.send(request);
  if (undo) undo();
  world.standIn.faults.clear();
  const row = rowOf(world.document, code);
  const what = `${way.how}: ${request.method} ${request.path}?${request.query} answered ${reply.status} ${JSON.stringify(reply.json)}`;
  assert.equal(reply.status, row.status, what);
  assert.deepEqual(row.body(reply.json), row.expected, what);
  if (code === 'too_many_requests') assert.equal(reply.headers.get('retry-after'), '30', `${what}: Retry-After`);
  assert.deepEqual(world.standIn.violations(), [], what);
}

for (const document of openApiDocumentNames()) {
  test(`every error row of ${document}.yaml is provoked against the stand-in and answers with its status and code`, async (t) => {
    for (const located of operationsOf(document)) {
      const {operationId} = located.operation;
      const codes = errorCodesOf(document, located.operation);
      if (codes.length === 0) continue;
      // One stand-in for the operation's ways that keep what it holds, the example request
      // itself last; one each for the ways that alter it.
      const shared = await worldOf(t, document, located);
      for (const code of codes) {
        await t.test(`${operationId}: ${code}`, async (t) => {
          const ways = waysOf(document, operationId, code);
          assert.ok(ways.length > 0, `the table has no way to provoke ${code} for ${operationId} (${document}.yaml)`);
          for (const way of ways) {
            const {world, base} = way.alters ? await worldOf(t, document, located) : shared;
            await provoke(world, base, code, way);
          }
        });
      }
      await t.test(`${operationId}: the example request itself succeeds`, async () => {
        const reply = await shared.world.send(shared.base);
        assert.ok(reply.status >= 200 && reply.status < 400, `${reply.status} ${JSON.stringify(reply.json)}`);
        assert.deepEqual(shared.world.standIn.violations(), []);
      });
    }
  });
}

// ————— Another service's key (the Messaging API's `unauthorized` row) —————

/**
 * What a messaging request names that a service may lack, other than its end users: the path's
 * identifier (a segment, a rich menu, a template, a message or notification the service accepted)
 * or the tag attachTag attaches. Gives the other service the thing; `base` is the first service's request.
 */
async function furnishNamed(world: World, base: Wire): Promise<Wire> {
  const other = world.standIn.messaging.otherService;
  const {operationId, located} = world;
  const identifier = decodeURIComponent(base.path.split('/')[lastParameterAt(located)] ?? '');
  if (operationId === 'attachTag') other.manager.createTag(String(valueAt(base.body, 'end_user.tag')));
  else if (located.path.startsWith('/v2/end_user_segments/')) other.manager.createSegment(identifier);
  else if (located.path.startsWith('/v2/richmenus/')) other.manager.createRichMenu(identifier);
  else if (located.path.startsWith('/v2/notifications/templates/')) other.manager.createTemplate(identifier, located.path.split('/').at(-1)!);
  else if (operationId === 'getMessageStatus') return pathFrom(base, await sendExample(world, 'sendTextMessage', other.apiKey));
  else if (operationId === 'getNotificationStatus') {
    const template = baseOf('messaging-api-v2', 'sendReservationsNotification').path.split('/').at(-2)!;
    other.manager.createTemplate(template, 'reservations');
    return pathFrom(base, await sendExample(world, 'sendReservationsNotification', other.apiKey));
  }
  return base;
}

test("another service's valid key is that service's request: 404 with the operation's 404 codes for what it lacks, else success", async (t) => {
  const document = 'messaging-api-v2';
  assert.equal(openApiDocument(document)['x-error-catalogue'], 'messagingApi');
  for (const located of operationsOf(document)) {
    const {operationId} = located.operation;
    const notFound = notFoundExamples(located);
    const codes = [...new Set(notFound.map(({code}) => code))];
    // The end users the request names, in the other service: created through the API with its key.
    const endUsers = (world: World, base: Wire) => endUsersNamed(world, base, world.standIn.messaging.otherService.apiKey);
    await t.test(`${operationId}: the other service has what the request names: success`, async (t) => {
      const {world, base} = await worldOf(t, document, located);
      const otherKey = world.standIn.messaging.otherService.apiKey;
      await endUsers(world, base);
      const request = withKey(await furnishNamed(world, base), document, otherKey);
      const reply = await world.send(request);
      assert.ok(reply.status >= 200 && reply.status < 300, `${reply.status} ${JSON.stringify(reply.json)}`);
      assert.deepEqual(world.standIn.violations(), []);
    });
    for (const code of codes) {
      await t.test(`${operationId}: the other service lacks what the 404 example points at: ${code}`, async (t) => {
        const {world, base} = await worldOf(t, document, located);
        const otherKey = world.standIn.messaging.otherService.apiKey;
        // Everything else the request names is the other service's too.
        if (code !== 'end_user_not_found') await endUsers(world, base);
        const request = withKey(code === 'resource_not_found' ? base : await furnishNamed(world, base), document, otherKey);
        const reply = await world.send(request);
        assert.equal(reply.status, 404, `${request.method} ${request.path}: ${JSON.stringify(reply.json)}`);
        assert.deepEqual(rowOf(document, code).body(reply.json), [code]);
        assert.deepEqual(world.standIn.violations(), []);
      });
    }
    assert.ok(codes.length > 0 || !located.operation.responses['404'], `${operationId}: a 404 response without examples`);
  }
});

test('a fault by path answers every request of its operation until cleared; one the document does not show is refused', async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const status = (path: string) =>
    fetch(`${standIn.messaging.origin}${path}`, {headers: {'x-api-key': standIn.messaging.apiKey}}).then((response) => response.status);
  standIn.faults.add({path: '/v2/messages/{identifier}', status: 500});
  assert.deepEqual([await status('/v2/messages/A'), await status('/v2/messages/B'), await status('/v2/notifications/A')], [500, 500, 404]);
  standIn.faults.clear();
  assert.equal(await status('/v2/messages/A'), 404);
  assert.throws(() => standIn.faults.add({operationId: 'createEndUser', status: 404}), /documents no 404 response/);
  assert.throws(() => standIn.faults.add({path: '/v2/nothing', status: 500}), /no operation/);
  assert.deepEqual(standIn.violations(), []);
});
