// The OpenAPI elements of the site-data remark plugin (src/remark/siteData/openapi/), called as the
// plugin calls them, on the site's own documents in openapi/: what each `show` renders, in which
// order, and the message each mistake of a writer gets. The expected values are read from the
// YAML by hand (the operation, its parameters, its security scheme).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openApiElements} from '../../src/remark/siteData/openapi';
import type {MdNode} from '../../src/remark/siteData/mdast';
import {markdownOf as markdown, tableCells} from '../lib/mdast';

const {Operation, ApiSchema, ApiParameter, ApiErrors, Webhook, OpenApiDownload} = openApiElements;
const context = {flow: false};

/** The one table an element rendered, as its header and rows of cells. */
function rows(nodes: MdNode[]): string[][] {
  assert.equal(nodes.length, 1);
  assert.equal(nodes[0].type, 'table');
  return tableCells(nodes[0]);
}

test("parameters: the API key sent in the query first, then the operation's own, in the document's order", () => {
  const [header, key, ...own] = rows(Operation({api: 'social-login', id: 'map', show: 'parameters'}, context));
  assert.deepEqual(header, ['名前', '型', '必須', '説明', '制約']);
  assert.deepEqual(key.slice(0, 4), ['`key`', 'string', '必須', 'API キー']);
  assert.notEqual(key[4], '—', "the key's constraint is the site value it names");
  assert.deepEqual(
    own.map((row) => row[0]),
    ['`identifier`', '`primary_key`', '`overwrite`'],
  );
  assert.deepEqual(
    own.map((row) => row[2] !== '任意' && row[2] !== ''),
    [true, true, false],
  );
});

test('parameters: a host variable first of all, named as the reader knows it; in="path" and in="query" list one kind', () => {
  const all = rows(Operation({api: 'social-login-oidc', id: 'authorize', show: 'parameters'}, context));
  assert.deepEqual(all[1], [
    '`{サービスID}`（ホスト名の一部）',
    'string',
    '必須',
    '認証ホストのホスト名に入るサービス ID',
    '管理画面でサービスを作ったときに決めた値',
  ]);
  assert.ok(all.slice(2).some((row) => row[0] === '`client_id`'));
  const path = rows(Operation({api: 'social-login-oidc', id: 'authorize', show: 'parameters', in: 'path'}, context));
  // The path item's own parameters, /oauth2/authorize/{login_provider}/{login_provider_identifier}.
  assert.deepEqual(
    path.slice(1).map((row) => row[0]),
    ['`{サービスID}`（ホスト名の一部）', '`login_provider`', '`login_provider_identifier`'],
  );
  const query = rows(Operation({api: 'social-login-oidc', id: 'authorize', show: 'parameters', in: 'query'}, context));
  assert.ok(!query.some((row) => row[0].includes('ホスト名の一部') || row[0].includes('login_provider')));
  assert.ok(query.some((row) => row[0] === '`client_id`'));
  assert.throws(() => Operation({api: 'social-login-oidc', id: 'authorize', show: 'parameters', in: 'header'}, context), /in="header": path or query/);
});

test('parameters: an API key in a header is not a parameter row; an operation with nothing to list is an error', () => {
  const template = rows(Operation({api: 'messaging-api-v2', id: 'sendDeliveriesNotification', show: 'parameters'}, context));
  assert.ok(!template.some((row) => row[0].includes('X-API-Key')));
  assert.deepEqual(
    template.slice(1).map((row) => row[0]),
    ['`template_identifier`'],
  );
  assert.throws(
    () => Operation({api: 'messaging-api-v2', id: 'createEndUser', show: 'parameters'}, context),
    /^Error: createEndUser has no parameters to list$/,
  );
});

test("parameters: a bearer token is the Authorization header row, with the scheme's own words", () => {
  const [, authorization] = rows(Operation({api: 'social-login-oidc', id: 'userinfo', show: 'parameters'}, context));
  assert.deepEqual(authorization.slice(0, 4), [
    '`Authorization`',
    'string（ヘッダー）',
    '必須',
    '`Bearer` と半角スペースに続けて、アクセストークンを指定します',
  ]);
  assert.match(authorization[4], /^有効期間（.+）内のアクセストークン$/);
});

test('body and response: the fields of the JSON body and of the success response; of="…" lists one object', () => {
  const body = rows(Operation({api: 'messaging-api-v2', id: 'createEndUser', show: 'body'}, context));
  assert.ok(body[1][0].includes('end_user'));
  const contents = rows(Operation({api: 'messaging-api-v2', id: 'sendDeliveriesNotification', show: 'body', of: 'contents'}, context));
  assert.ok(
    contents.slice(1).every((row) => !row[0].includes('recipient')),
    'only the fields of contents',
  );
  assert.throws(
    () => Operation({api: 'messaging-api-v2', id: 'sendDeliveriesNotification', show: 'body', of: 'nothing'}, context),
    /of="nothing": the request body has no object nothing/,
  );
  assert.throws(() => Operation({api: 'social-login', id: 'map', show: 'body'}, context), /^Error: map has no JSON or form request body$/);
  const form = rows(Operation({api: 'social-login-oidc', id: 'token', show: 'body'}, context));
  assert.ok(
    form.some((row) => row[0] === '`grant_type`'),
    'the token endpoint takes a form',
  );
  const response = rows(Operation({api: 'social-login', id: 'providers_of_user', show: 'response'}, context));
  assert.deepEqual(response[0], ['名前', '型', '説明']);
  assert.ok(response.length > 1);
  assert.throws(
    () => Operation({api: 'social-login', id: 'providers_of_user', show: 'response', of: 'nothing'}, context),
    /of="nothing": the success response has no field nothing/,
  );
});

test("examples: the request samples as code blocks in the site's language names, the first success example as JSON or the one named", () => {
  const [sample] = Operation({api: 'social-login', id: 'map', show: 'request-example'}, context);
  assert.equal(sample.type, 'code');
  assert.equal(sample.lang, 'bash', 'Shell is written bash');
  assert.match(sample.value!, /^curl -G 'https:\/\/api\.socialplus\.jp\/api\/map'/);
  assert.doesNotMatch(sample.value!, /\n$/, 'no trailing newline');
  assert.throws(
    () => Operation({api: 'social-login', id: 'map', show: 'request-example', flow: 'implicit'}, context),
    /map has no x-codeSamples for the flow implicit/,
  );
  const [http] = Operation({api: 'social-login-legacy', id: 'authenticate', show: 'request-example'}, context);
  assert.equal(http.lang, 'http', 'HTTP is written http');
  const [example] = Operation({api: 'social-login', id: 'map', show: 'response-example'}, context);
  assert.equal(example.lang, 'json');
  assert.deepEqual(Object.keys(JSON.parse(example.value!) as object), ['status']);
  assert.throws(
    () => Operation({api: 'social-login', id: 'map', show: 'response-example', example: 'nope'}, context),
    /map has no example "nope" \(known: .+\) of its success response/,
  );
});

test('endpoint: the ApiEndpoint element with the method, the path as shown, the host and the document to download', () => {
  const [element] = Operation({api: 'social-login-oidc', id: 'userinfo', show: 'endpoint'}, context);
  assert.equal(element.name, 'ApiEndpoint');
  const attributes = Object.fromEntries((element.attributes as {name: string; value: string}[]).map(({name, value}) => [name, value]));
  assert.deepEqual(attributes, {method: 'GET', path: '/oauth2/userinfo', host: 'https://api.socialplus.jp', openapi: '/openapi/social-login-oidc.yaml'});
});

test('errors: the error codes of the operation from the catalogue its document names', () => {
  const [header, ...codes] = rows(Operation({api: 'social-login', id: 'map', show: 'errors'}, context));
  assert.deepEqual(header.slice(0, 2), ['HTTP ステータス', 'コード']);
  assert.deepEqual(
    codes.map((row) => Number(row[1])).sort((a, b) => a - b),
    [1, 3, 5, 6, 7, 8, 12, 16],
  );
  const set = rows(ApiErrors({api: 'messaging-api-v2', set: 'notification-send'}, context));
  assert.deepEqual(
    set.slice(1).map((row) => row.find((cell) => /^`?[a-z_]+`?$/.test(cell))?.replace(/`/g, '')),
    ['invalid_parameter', 'unauthorized', 'resource_not_found', 'too_many_requests', 'internal_server_error'],
  );
  assert.throws(
    () => ApiErrors({api: 'messaging-api-v2', set: 'nope'}, context),
    /no error code set "nope" in messaging-api-v2\.yaml \(known: notification-send\)/,
  );
  assert.throws(() => ApiErrors({api: 'messaging-api-v2'}, context), /api="…" and set="…" are required/);
});

test('Operation: the attributes it needs and the parts it knows', () => {
  assert.throws(() => Operation({api: 'social-login', id: 'map'}, context), /api="…", id="…" and show="…" are required/);
  assert.throws(
    () => Operation({api: 'social-login', id: 'map', show: 'everything'}, context),
    /show="everything": one of endpoint, parameters, body, request-example, response, response-example, errors/,
  );
});

test('ApiSchema: a shared object as fields, as a body table, or its first example; ApiParameter: one shared parameter', () => {
  const fields = rows(ApiSchema({api: 'social-login', name: 'User', show: 'fields'}, context));
  assert.deepEqual(fields[0], ['名前', '型', '説明']);
  assert.ok(fields.some((row) => row[0].includes('identifier')));
  assert.ok(fields.some((row) => row[0].includes('primary_key')));
  // Error is the one shared object with examples: its first is code 16.
  const [example] = ApiSchema({api: 'social-login', name: 'Error', show: 'example'}, context);
  assert.equal(example.lang, 'json');
  assert.deepEqual(JSON.parse(example.value!), {status: 'failed', error: {code: 16, message: 'Duplicated primary key.'}});
  assert.throws(() => ApiSchema({api: 'social-login', name: 'User', show: 'example'}, context), /social-login\.yaml: the schema User has no examples/);
  assert.equal(ApiSchema({api: 'messaging-api-v2', name: 'NotificationRequest', show: 'body'}, context)[0].type, 'table');
  assert.throws(() => ApiSchema({api: 'social-login', name: 'Nope', show: 'fields'}, context), /no schema "Nope" in social-login\.yaml \(known: .*User.*\)/);
  assert.throws(() => ApiSchema({api: 'social-login', name: 'User', show: 'yaml'}, context), /show="yaml": one of fields, body, example/);
  assert.throws(() => ApiSchema({api: 'social-login', name: 'User'}, context), /api="…", name="…" and show="…" are required/);
  const [header, parameter] = rows(ApiParameter({api: 'messaging-api-v2', name: 'template_identifier'}, context));
  assert.deepEqual(header, ['名前', '型', '必須', '説明', '制約']);
  assert.equal(parameter[0], '`template_identifier`');
  assert.ok(parameter[4].startsWith('UUID 形式'));
  assert.throws(
    () => ApiParameter({api: 'messaging-api-v2', name: 'nope'}, context),
    /no parameter "nope" in messaging-api-v2\.yaml \(known: template_identifier\)/,
  );
  assert.throws(() => ApiParameter({api: 'messaging-api-v2'}, context), /api="…" and name="…" are required/);
});

test("Webhook: the headers every webhook carries, one webhook's headers, fields and example", () => {
  const shared = rows(Webhook({api: 'social-login-legacy', show: 'headers'}, context));
  assert.deepEqual(shared[0], ['ヘッダー', '値']);
  assert.deepEqual(shared[1], ['`Content-Type`', '`application/json; charset=utf-8`']);
  assert.deepEqual(rows(Webhook({api: 'social-login-legacy', name: 'map', show: 'headers'}, context)), shared);
  const fields = rows(Webhook({api: 'social-login-legacy', name: 'map', show: 'fields'}, context));
  assert.deepEqual(fields[0], ['名前', '型', '説明']);
  const [example] = Webhook({api: 'social-login-legacy', name: 'map', show: 'example'}, context);
  assert.equal(example.lang, 'json');
  assert.throws(() => Webhook({api: 'social-login-legacy', show: 'fields'}, context), /name="…" is required, but for show="headers"/);
  assert.throws(
    () => Webhook({api: 'social-login-legacy', name: 'nope', show: 'fields'}, context),
    /no webhook "nope" in social-login-legacy\.yaml \(known: map, .+\)/,
  );
  assert.throws(() => Webhook({api: 'social-login-legacy', name: 'map', show: 'yaml'}, context), /show="yaml": one of headers, fields, example/);
  assert.throws(() => Webhook({api: 'social-login'}, context), /api="…" and show="…" are required/);
  assert.throws(() => Webhook({api: 'social-login', show: 'headers'}, context), /social-login\.yaml: the webhooks do not all carry the same headers/);
});

test('OpenApiDownload: what the document is for and a link to it', () => {
  const [intro, list] = OpenApiDownload({api: 'social-login'}, context);
  assert.match(markdown(intro.children), /OpenAPI 3\.1/);
  assert.equal(markdown(list.children![0].children![0].children), '[OpenAPI をダウンロード（social-login.yaml）](pathname:///openapi/social-login.yaml)');
  assert.throws(() => OpenApiDownload({}, context), /api="…" is required/);
});
