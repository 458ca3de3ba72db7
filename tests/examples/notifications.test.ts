// Runs examples/messaging-api/notifications.ts: phone numbers are normalised to E.164 exactly as
// docs/message/messaging-api-references/notifications/recipient-object.mdx says, and the stand-in's
// Messaging API (stand-in/messaging.ts) holds every notification type and the status call to
// openapi/messaging-api-v2.yaml, and moves each status on its clock as the status page says. The same field list (TYPE_TABLE below) is checked against
// each type's contents schema and curl example in openapi/messaging-api-v2.yaml (which the pages
// render) and against the TypeScript contents type. Each type has its
// own example template identifier (one template, one type, as the path-parameter partial says),
// and the limits that checkContents enforces are those of src/data/values.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {findOperation, openApiDocument, siteText, type Schema} from '../../src/openapi/documents.ts';
import {createClient} from '../../examples/messaging-api/client.ts';
import {rejectsWith, standInForFile} from './support/messaging.ts';
import {requestOfSample} from '../lib/requestSample.ts';
import {deliveryEventSeconds, sendSeconds} from '../../stand-in/messaging.ts';
import {
  NOTIFICATION_TYPES,
  PhoneNumberError,
  checkContents,
  getNotificationStatus,
  isFinal,
  normalizePhoneNumber,
  sendNotification,
  type NotificationContents,
  type NotificationType,
} from '../../examples/messaging-api/notifications.ts';
import {siteValue} from '../../src/data/values.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = `${ROOT}docs/message/messaging-api-references/notifications/`;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

// ---- The documented contents of every type: its example template identifier, page file, and the
// required and optional fields in table order.
type Field = {name: string; required: boolean};
const req = (name: string): Field => ({name, required: true});
const opt = (name: string): Field => ({name, required: false});

const TYPE_TABLE: Record<NotificationType, {template: string; file: string; fields: Field[]}> = {
  deliveries: {
    template: 'b7d87109-588d-45d7-8007-1f9f88700ee9',
    file: 'post-notifications-01-deliveries.mdx',
    fields: [
      req('company_name'),
      opt('product_name'),
      req('delivery_date'),
      opt('delivery_time'),
      opt('delivery_status'),
      opt('carrier_name'),
      opt('inquiry_number'),
      opt('detail_button_url'),
    ],
  },
  reservations: {
    template: '931c80cb-4ac2-4f7c-8811-9f62653f5e57',
    file: 'post-notifications-02-reservations.mdx',
    fields: [
      req('company_name'),
      req('reservation_date'),
      opt('reservation_time'),
      opt('reservation_details'),
      opt('reservation_number'),
      opt('reservation_place'),
    ],
  },
  reminders: {
    template: '6f6a028f-be4c-4693-b69a-7413f1a3d901',
    file: 'post-notifications-05-reminders.mdx',
    fields: [
      req('company_name'),
      req('schedule_date'),
      opt('schedule_time'),
      opt('schedule_details'),
      opt('schedule_place'),
      opt('reservation_number'),
      opt('detail_button_url'),
    ],
  },
  contract_deadline_reminders: {
    template: '3f86d1be-f0c5-4021-84e2-e583f7f69d3e',
    file: 'post-notifications-07-contract-deadline-reminders.mdx',
    fields: [req('company_name'), req('contract_name'), opt('contract_number'), req('deadline_date'), opt('deadline_details'), opt('detail_button_url')],
  },
  payment_deadline_reminders: {
    template: '58bd5ec5-4c11-472e-9315-7ad6efe44ae6',
    file: 'post-notifications-08-payment-deadline-reminders.mdx',
    fields: [
      req('company_name'),
      opt('service_name'),
      req('billing_amount'),
      req('payment_deadline_date'),
      opt('invoice_number'),
      opt('payment_method'),
      opt('payment_button_url'),
      opt('detail_button_url'),
    ],
  },
  application_completions: {
    template: '3ddcbbbc-aa42-4233-9cc1-2348d77cca0d',
    file: 'post-notifications-10-application-completions.mdx',
    fields: [
      req('company_name'),
      req('service_name'),
      opt('application_number'),
      opt('application_date'),
      opt('application_details'),
      opt('detail_button_url'),
    ],
  },
  fee_confirmations: {
    template: '0953b447-f714-4208-8915-41f714c47300',
    file: 'post-notifications-11-fee-confirmations.mdx',
    fields: [
      req('company_name'),
      opt('service_name'),
      opt('billing_period'),
      req('fee_amount'),
      opt('payment_date'),
      opt('payment_method'),
      opt('detail_button_url'),
    ],
  },
  purchase_completions: {
    template: '221e6a63-9b28-4d05-9b03-6dbd8e36400d',
    file: 'post-notifications-12-purchase-completions.mdx',
    fields: [
      req('company_name'),
      req('product_name'),
      opt('order_number'),
      opt('purchase_date'),
      req('purchase_amount'),
      opt('payment_method'),
      opt('detail_button_url'),
    ],
  },
  registration_completions: {
    template: 'f4020d78-0e06-41a2-a0fb-036724b42b19',
    file: 'post-notifications-13-registration-completions.mdx',
    fields: [req('company_name'), req('service_name'), opt('registration_date'), opt('member_number'), opt('registration_details'), opt('detail_button_url')],
  },
  settlement_errors: {
    template: 'abe20ff2-8ebf-4d0b-9312-db0b650d025c',
    file: 'post-notifications-20-settlement-errors.mdx',
    fields: [
      req('company_name'),
      opt('service_name'),
      req('settlement_amount'),
      opt('settlement_date'),
      opt('error_details'),
      opt('payment_method'),
      opt('payment_update_button_url'),
      opt('detail_button_url'),
    ],
  },
  estimation_completions: {
    template: '42c11a59-82bb-42f9-8a8a-f4f555c57cbe',
    file: 'post-notifications-21-estimation-completions.mdx',
    fields: [
      req('company_name'),
      opt('service_name'),
      opt('application_number'),
      req('estimate_amount'),
      opt('estimate_date'),
      opt('estimate_time'),
      opt('detail_button_url'),
    ],
  },
  shipment_completions: {
    template: 'c5c7fbb0-f542-47c3-80a6-8eb45462e94c',
    file: 'post-notifications-22-shipment-completions.mdx',
    fields: [req('company_name'), opt('product_name'), req('shipping_date'), opt('inquiry_number'), opt('detail_button_url')],
  },
};

// ---- Reading the pages.
function page(file: string): string {
  return readFileSync(`${DOCS}${file}`, 'utf8');
}

// ---- Reading the OpenAPI document the pages render their tables and examples from.
function operationOf(type: NotificationType) {
  return findOperation(
    'messaging-api-v2',
    `send${type
      .split('_')
      .map((word) => word[0].toUpperCase() + word.slice(1))
      .join('')}Notification`,
  );
}

/** The body of a send-notification request, as the page's curl example writes it. */
type ExampleBody = {provider: string; recipient: {type: string; value: string}; contents: Record<string, string>; reservation_time?: number};

/** The URL and JSON body of a type's curl example, as curl sends it now. */
function curlExample(type: NotificationType): {url: string; body: ExampleBody} {
  const request = requestOfSample(operationOf(type).operation['x-codeSamples']![0]);
  assert.ok(request.method === 'POST' && request.json !== undefined, `${type}: no curl -X POST … -d '{…}' example found`);
  return {url: request.url.href, body: request.json as ExampleBody};
}

/** Field names and optionality of a `// #region contents-…` type in notifications.ts. */
function typeFields(type: NotificationType): Field[] {
  const source = readFileSync(`${ROOT}examples/messaging-api/notifications.ts`, 'utf8');
  const region = `contents-${type.replaceAll('_', '-')}`;
  const match = source.match(new RegExp(`// #region ${region}\\n([\\s\\S]*?)// #endregion ${region}`));
  assert.ok(match, `region ${region} not found`);
  return [...match[1].matchAll(/^ {2}([a-z_]+)(\?)?: string;$/gm)].map((m) => ({name: m[1], required: !m[2]}));
}

// ---- Phone numbers. The second element of each case is the member's country, if the site knows it.
type Country = 'JP' | 'TH' | 'TW';
const normalised: [input: string, country: Country | undefined, expected: string][] = [
  ['+819012345678', undefined, '+819012345678'],
  ['090-1234-5678', 'JP', '+819012345678'],
  ['09012345678', 'JP', '+819012345678'],
  ['090 1234 5678', 'JP', '+819012345678'],
  ['(090) 1234-5678', 'JP', '+819012345678'],
  ['（090）1234－5678', 'JP', '+819012345678'],
  ['０９０－１２３４－５６７８', 'JP', '+819012345678'],
  ['０９０ー１２３４ー５６７８', 'JP', '+819012345678'],
  ['090‐1234‐5678', 'JP', '+819012345678'],
  ['090−1234−5678', 'JP', '+819012345678'],
  ['\u3000090\u30001234\u30005678\u3000', 'JP', '+819012345678'],
  ['+81 90-1234-5678', undefined, '+819012345678'],
  ['+81 (90) 1234 5678', undefined, '+819012345678'],
  ['＋８１９０１２３４５６７８', undefined, '+819012345678'],
  ['03-1234-5678', 'JP', '+81312345678'],
  ['0120-123-456', 'JP', '+81120123456'],
  ['+66 81 234 5678', undefined, '+66812345678'],
  ['+66 2 123 4567', undefined, '+6621234567'],
  ['081-234-5678', 'TH', '+66812345678'],
  ['+886 912 345 678', undefined, '+886912345678'],
  ['0912-345-678', 'TW', '+886912345678'],
  ['0912-345-678', 'JP', '+81912345678'],
  ['+819012345678', 'TH', '+819012345678'],
];

const rejected: [input: string, country: Country | undefined, why: RegExp][] = [
  ['', 'JP', /no digits/],
  ['   ', 'JP', /no digits/],
  ['- ( ) -', 'JP', /no digits/],
  ['090.1234.5678', 'JP', /only digits/],
  ['090/1234/5678', 'JP', /only digits/],
  ['090-1234-5678 内線 12', 'JP', /only digits/],
  ['tel:09012345678', 'JP', /only digits/],
  ['abc', 'JP', /only digits/],
  ['+81+9012345678', undefined, /only digits/],
  ['090-1234-5678#', 'JP', /only digits/],
  ['090\t1234\t5678', 'JP', /only digits/],
  ['090-1234-5678\n', 'JP', /only digits/],
  ['819012345678', 'JP', /start with "\+"/],
  ['9012345678', 'JP', /start with "\+"/],
  ['+1 650 253 0000', undefined, /only \+81/],
  ['+44 20 7946 0958', undefined, /only \+81/],
  ['+82 10 1234 5678', undefined, /only \+81/],
  ['+', undefined, /only digits/],
  ['+81 090-1234-5678', undefined, /a 0 after the country code/],
  ['+81 (0)90-1234-5678', undefined, /a 0 after the country code/],
  ['0081-90-1234-5678', 'JP', /a 0 after the country code/],
  ['090-123-456', 'JP', /9 to 10 digits/],
  ['090-1234-56789', 'JP', /9 to 10 digits/],
  ['+8190123456789', undefined, /9 to 10 digits/],
  ['+81', undefined, /9 to 10 digits/],
  ['+66 81 234 56789', undefined, /8 to 9 digits/],
  ['+886 912 345', undefined, /8 to 9 digits/],
  ['081-234-56', 'TH', /8 to 9 digits/],
  // A national number is never read as Japanese by default: without the member's country it fails.
  ['090-1234-5678', undefined, /member's country/],
  ['0912-345-678', undefined, /member's country/],
  ['0081-90-1234-5678', undefined, /member's country/],
];

test('normalizePhoneNumber: documented inputs become E.164', () => {
  for (const [input, country, expected] of normalised) {
    assert.equal(normalizePhoneNumber(input, country), expected, `${JSON.stringify(input)} (${country ?? 'no country'})`);
  }
});

test('normalizePhoneNumber: everything else throws PhoneNumberError with the reason', () => {
  for (const [input, country, why] of rejected) {
    assert.throws(
      () => normalizePhoneNumber(input, country),
      (error: unknown) => error instanceof PhoneNumberError && error.input === input && why.test(error.message),
      `${JSON.stringify(input)} (${country ?? 'no country'})`,
    );
  }
});

// What the API accepts (recipient-object.mdx, API が受け付ける値): E.164 without separators, JP/TH/TW.
// What the API accepts as recipient.value: the pattern of the OpenAPI document.
const notificationRequest = (openApiDocument('messaging-api-v2').components!.schemas as Record<string, Schema>).NotificationRequest;
const E164 = new RegExp(notificationRequest.properties!.recipient.properties!.value.pattern as string);

test('normalizePhoneNumber: the output always matches what the API accepts', () => {
  for (const [input, country] of normalised) assert.match(normalizePhoneNumber(input, country), E164);
  const text = page('recipient-object.mdx');
  assert.ok(text.includes('\n## 正規化の規則\n'), 'the recipient page keeps the heading 正規化の規則');
  assert.ok(text.includes('\n## API が受け付ける値\n'), 'the recipient page states what the API accepts');
  // Every E.164 value the API accepts is left unchanged by the site's normalisation.
  for (const value of ['+819012345678', '+81312345678', '+66812345678', '+886912345678']) {
    assert.match(value, E164);
    assert.equal(normalizePhoneNumber(value), value);
  }
});

const COUNTRY_NAMES: Record<string, Country | undefined> = {日本: 'JP', タイ: 'TH', 台湾: 'TW', '—': undefined};

test('normalizePhoneNumber: every row of the 正規化の例 table on the page holds', () => {
  const text = page('recipient-object.mdx');
  const start = text.indexOf('\n### 正規化の例\n');
  assert.ok(start > 0, 'the table of examples exists');
  const rows = text
    .slice(start)
    .split('\n## ')[0]
    .split('\n')
    .filter((line) => /^\| `/.test(line));
  assert.ok(rows.length >= 10, 'at least 10 examples');
  for (const row of rows) {
    const [input, countryName, result] = row
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    assert.ok(countryName in COUNTRY_NAMES, `unknown country ${countryName}`);
    const value = input.slice(1, -1);
    const country = COUNTRY_NAMES[countryName];
    if (result.startsWith('失敗')) {
      assert.throws(() => normalizePhoneNumber(value, country), PhoneNumberError, `${value} (${countryName}) must fail`);
    } else {
      assert.equal(normalizePhoneNumber(value, country), result.match(/^`([^`]+)`/)![1], `${value} (${countryName})`);
    }
  }
});

// ---- Pages, code and the type table agree.
test('every type has a page, and its contents fields, curl example and TypeScript type match the type table', () => {
  assert.deepEqual(Object.keys(TYPE_TABLE), [...NOTIFICATION_TYPES]);
  const request = openApiDocument('messaging-api-v2').components!.schemas as Record<string, Schema>;
  const common = request.NotificationRequest;
  assert.deepEqual(
    Object.entries(common.properties!).flatMap(([name, field]) => [name, ...Object.keys(field.properties ?? {}).map((child) => `${name}.${child}`)]),
    ['provider', 'recipient', 'recipient.type', 'recipient.value', 'contents', 'reservation_time'],
  );
  for (const type of NOTIFICATION_TYPES) {
    const {file, fields} = TYPE_TABLE[type];
    const {operation, path} = operationOf(type);
    const contents = operation.requestBody!.content['application/json'].schema!.properties!.contents;
    assert.deepEqual(
      Object.keys(contents.properties!).map((name) => ({name, kind: contents.properties![name].type, required: contents.required?.includes(name) ?? false})),
      fields.map((f) => ({name: f.name, kind: 'string', required: f.required})),
      `${type}: contents fields`,
    );
    const example = curlExample(type);
    assert.equal(example.url, `https://msgapi.socialplus.jp/v2/notifications/templates/${TYPE_TABLE[type].template}/${type}`, `${type}: curl URL`);
    assert.deepEqual(Object.keys(example.body).sort(), ['contents', 'provider', 'recipient', 'reservation_time'], `${type}: body keys`);
    assert.match(example.body.recipient.value, E164, `${type}: the example number is what the API accepts`);
    assert.deepEqual(Object.keys(example.body.recipient).sort(), ['type', 'value'], `${type}: recipient keys`);
    assert.deepEqual(
      Object.keys(example.body.contents),
      fields.map((f) => f.name),
      `${type}: the example has exactly the contents fields`,
    );
    assert.doesNotThrow(() => checkContents(example.body.contents), `${type}: the example follows the common rules`);
    assert.deepEqual(typeFields(type), fields, `${type}: the TypeScript type`);
    assert.equal(path, `/v2/notifications/templates/{template_identifier}/${type}`, `${type}: the operation's path`);
    for (const show of ['endpoint', 'body" of="contents', 'request-example']) {
      assert.ok(page(file).includes(`<Operation api="messaging-api-v2" id="${operation.operationId}" show="${show}"`), `${file}: renders ${show}`);
    }
  }
});

test('one template identifier per type: the pages never share one, and the stand-in refuses a mismatch', () => {
  const templates = Object.values(TYPE_TABLE).map((spec) => spec.template);
  assert.equal(new Set(templates).size, templates.length, 'each type has its own example template');
  for (const template of templates) assert.match(template, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

// ---- The limits of checkContents are the values the pages print (src/data/values).
test('checkContents enforces the lengths and counts of the site data', () => {
  const limit = (id: string) => siteValue(id).value!;
  const name = limit('notifications.contentsNameMax');
  const details = limit('notifications.contentsDetailsMax');
  const url = limit('notifications.contentsButtonUrlMax');
  const other = limit('notifications.contentsOtherMax');
  const items = limit('messagingApi.notificationItems');
  const buttons = limit('messagingApi.notificationButtons');
  assert.doesNotThrow(() =>
    checkContents({
      company_name: 'あ'.repeat(name),
      reservation_details: 'あ'.repeat(details),
      reservation_place: 'あ'.repeat(details),
      reservation_date: 'あ'.repeat(other),
    }),
  );
  assert.throws(() => checkContents({company_name: 'あ'.repeat(name + 1)}), new RegExp(`at most ${name}\\b`));
  assert.throws(() => checkContents({reservation_details: 'あ'.repeat(details + 1)}), new RegExp(`at most ${details}\\b`));
  assert.throws(() => checkContents({reservation_place: 'あ'.repeat(details + 1)}), new RegExp(`at most ${details}\\b`));
  assert.throws(() => checkContents({reservation_date: 'あ'.repeat(other + 1)}), new RegExp(`at most ${other}\\b`));
  const longUrl = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
  assert.doesNotThrow(() => checkContents({detail_button_url: longUrl(url)}));
  assert.throws(() => checkContents({detail_button_url: longUrl(url + 1)}), new RegExp(`at most ${url}\\b`));
  const many = (n: number) => Object.fromEntries(Array.from({length: n}, (_, i) => [`item_${i}`, 'x']));
  const urls = (n: number) => Object.fromEntries(Array.from({length: n}, (_, i) => [`b${i}_button_url`, 'https://a.example/']));
  assert.doesNotThrow(() => checkContents({...many(items), ...urls(buttons)}));
  // The sender's name goes into the description, not among the items.
  assert.doesNotThrow(() => checkContents({company_name: 'A', ...many(items), ...urls(buttons)}));
  assert.throws(() => checkContents(many(items + 1)), new RegExp(`${items} items`));
  assert.throws(() => checkContents(urls(buttons + 1)), new RegExp(`${buttons} buttons`));
});

// ---- The stand-in's Messaging API (stand-in/messaging.ts), held to the OpenAPI document.

const messaging = standInForFile();
const {client, only, seen, forget} = messaging;

test('the stand-in itself rejects a wrong body (so the shape checks can fail)', async () => {
  const path = `/v2/notifications/templates/${TYPE_TABLE.shipment_completions.template}/shipment_completions`;
  const good = {provider: 'line', recipient: {type: 'phone_number', value: '+819012345678'}, contents: {company_name: 'A', shipping_date: 'B'}};
  await client().request('POST', path, good);
  await rejectsWith(client().request('POST', path, {...good, contents: {company_name: 'A'}}), 400, [
    {path: 'contents.shipping_date', code: 'invalid_parameter'},
  ]);
  await rejectsWith(client().request('POST', path, {...good, contents: {...good.contents, note: 'x'}}), 400, [
    {path: 'contents.note', code: 'invalid_parameter'},
  ]);
  await rejectsWith(client().request('POST', path, {...good, recipient: {type: 'phone_number', value: '090-1234-5678'}}), 400, [
    {path: 'recipient.value', code: 'invalid_parameter'},
  ]);
  await rejectsWith(client().request('POST', path, {...good, recipient: {type: 'primary_key', value: 'member-000123'}}), 400, [
    {path: 'recipient.type', code: 'invalid_parameter'},
  ]);
  await rejectsWith(client().request('POST', path, {...good, content: {}}), 400, [{path: 'content', code: 'invalid_parameter'}]);
  await rejectsWith(client().request('POST', `/v2/notifications/templates/${TYPE_TABLE.reservations.template}/shipment_completions`, good), 404, [
    {path: '__global__', code: 'resource_not_found'},
  ]);
});

for (const type of NOTIFICATION_TYPES) {
  test(`sendNotification(${type}): POST with the page's example body, normalised phone number and 202`, async () => {
    const example = curlExample(type).body;
    // The curl example's reservation time, which it computes from the time it runs.
    const reservationTime = example.reservation_time;
    const accepted = await sendNotification(client(), TYPE_TABLE[type].template, type, '090-1234-5678', example.contents as NotificationContents[typeof type], {
      country: 'JP',
      reservationTime,
    });
    assert.match(accepted.identifier, ULID);
    assert.equal(accepted.status_url, `${messaging.baseUrl()}/v2/notifications/${accepted.identifier}`);
    const request = only();
    assert.equal(request.method, 'POST');
    assert.equal(request.path, `/v2/notifications/templates/${TYPE_TABLE[type].template}/${type}`);
    assert.equal(request.contentType, 'application/json');
    const expected = reservationTime === undefined ? example : {...example, reservation_time: reservationTime};
    assert.deepEqual(request.body, {...expected, recipient: {type: 'phone_number', value: '+819012345678'}});
    assert.deepEqual(request.body, expected, 'the page example uses the normalised number +819012345678');

    // Only the required fields, sent now: no reservation_time in the body.
    forget();
    const minimal = Object.fromEntries(TYPE_TABLE[type].fields.filter((f) => f.required).map((f) => [f.name, example.contents[f.name]]));
    await sendNotification(client(), TYPE_TABLE[type].template, type, '+66 81 234 5678', minimal as never);
    assert.deepEqual(only().body, {provider: 'line', recipient: {type: 'phone_number', value: '+66812345678'}, contents: minimal});
  });
}

test('sendNotification: mistakes fail before any request', async () => {
  const contents = {company_name: 'ソーシャルPLUS ストア', shipping_date: '2026年12月1日'};
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'shipment_completions', '+1 650 253 0000', contents),
    PhoneNumberError,
  );
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'shipment_completions', '090-1234-5678', contents),
    /member's country/,
  );
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'shipment_completions', '+819012345678', {...contents, company_name: ''}),
    /non-empty/,
  );
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'shipment_completions', '+819012345678', {
      ...contents,
      detail_button_url: 'http://example.com/',
    }),
    /https:\/\//,
  );
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'shipment_completions', '+819012345678', {
      ...contents,
      company_name: 'あ'.repeat(101),
    }),
    /at most 100/,
  );
  await assert.rejects(
    sendNotification(client(), TYPE_TABLE.shipment_completions.template, 'unknown' as NotificationType, '+819012345678', contents as never),
    /unknown notification type/,
  );
  assert.equal(seen().length, 0);
});

test('checkContents: at most 15 items and 2 buttons, lengths by the end of the name', () => {
  const items = (n: number) => Object.fromEntries(Array.from({length: n}, (_, i) => [`item_${i}`, 'x']));
  assert.doesNotThrow(() => checkContents({...items(15), a_button_url: 'https://a.example/', b_button_url: 'https://b.example/'}));
  assert.throws(() => checkContents(items(16)), /15 items/);
  assert.throws(() => checkContents({a_button_url: 'https://a/', b_button_url: 'https://b/', c_button_url: 'https://c/'}), /2 buttons/);
  assert.doesNotThrow(() => checkContents({reservation_details: 'あ'.repeat(200), company_name: 'あ'.repeat(100), reservation_date: 'あ'.repeat(50)}));
  assert.throws(() => checkContents({reservation_details: 'あ'.repeat(201)}), /at most 200/);
  assert.throws(() => checkContents({reservation_place: 'あ'.repeat(201)}), /at most 200/);
  assert.throws(() => checkContents({reservation_date: 'あ'.repeat(51)}), /at most 50/);
  assert.throws(() => checkContents({detail_button_url: `https://example.com/${'a'.repeat(981)}`}), /at most 1000/);
  assert.throws(() => checkContents({reservation_date: 12}), /non-empty string/);
  assert.throws(() => checkContents({reservation_details: '1 行目\n2 行目'}), /line breaks/);
});

test('errors of the API become MessagingApiError', async () => {
  const contents = {company_name: 'ソーシャルPLUS ストア', shipping_date: '2026年12月1日'};
  await rejectsWith(sendNotification(client(), '00000000-0000-4000-8000-000000000000', 'shipment_completions', '+819012345678', contents), 404, [
    {path: '__global__', code: 'resource_not_found'},
  ]);
  const wrong = createClient({apiKey: 'mm-wrong', baseUrl: messaging.baseUrl()});
  await rejectsWith(sendNotification(wrong, TYPE_TABLE.shipment_completions.template, 'shipment_completions', '+819012345678', contents), 401, [
    {path: '__global__', code: 'unauthorized'},
  ]);
  assert.equal(seen().at(-1)!.apiKey, 'mm-wrong');
});

test('getNotificationStatus: GET without a body; null, then delivered, then completed, incompleted or failed as the status page says', async () => {
  const contents = {company_name: 'ソーシャルPLUS ストア', reservation_date: '2026年12月1日'};
  const send = async (phoneNumber: string) =>
    (await sendNotification(client(), TYPE_TABLE.reservations.template, 'reservations', phoneNumber, contents)).identifier;
  const resultOf = async (identifier: string) => {
    forget();
    const got = await getNotificationStatus(client(), identifier);
    const request = only();
    assert.equal(request.method, 'GET');
    assert.equal(request.path, `/v2/notifications/${identifier}`);
    assert.equal(request.contentType, undefined);
    assert.equal(request.body, undefined);
    assert.deepEqual(Object.keys(got), ['identifier', 'provider', 'template_identifier', 'type', 'recipient', 'reservation_time', 'created_at', 'result']);
    return {status: got.result?.status ?? null, reason: got.result?.failure_reason ?? null, final: isFinal(got)};
  };
  const {switches} = messaging.standIn().messaging;
  const completing = await send('+819012345678');
  const notLine = await send('+818012345678');
  switches.deliveryEventsArrive = false;
  const neverCompleted = await send('+819012345678');
  assert.deepEqual(await resultOf(completing), {status: null, reason: null, final: false});
  messaging.standIn().advanceClock(sendSeconds);
  assert.deepEqual(await resultOf(completing), {status: 'delivered', reason: null, final: false});
  assert.deepEqual(await resultOf(notLine), {status: 'failed', reason: 'not_line_user', final: true});
  messaging.standIn().advanceClock(deliveryEventSeconds);
  // Delivery events reach the manager for the first, not for the last (the channel's webhook URL points elsewhere).
  assert.deepEqual(await resultOf(completing), {status: 'completed', reason: null, final: true});
  assert.deepEqual(await resultOf(neverCompleted), {status: 'delivered', reason: null, final: false});
  messaging.standIn().advanceClock(Number(siteValue('notifications.incompleteAfter').value) * 3600);
  assert.deepEqual(await resultOf(neverCompleted), {status: 'incompleted', reason: null, final: true});
  switches.deliveryEventsArrive = true;
  await rejectsWith(getNotificationStatus(client(), '01JJ0000000000000000000000'), 404, [{path: '__global__', code: 'resource_not_found'}]);
});

test('the status page documents the same fields, statuses and failure reasons', () => {
  // The page renders its tables and examples from the OpenAPI document: both are read.
  const text = page('get-notification-status.mdx') + siteText('messaging-api-v2');
  const {operation} = findOperation('messaging-api-v2', 'getNotificationStatus');
  type StatusBody = {identifier?: string; template_identifier: string; type: NotificationType; recipient: {value: string}; result: object | null};
  const json = Object.values(operation.responses['200'].content!['application/json'].examples!).map((example) => example.value as StatusBody);
  const full = json.filter((body) => body.identifier && 'result' in body);
  assert.ok(full.length >= 2, 'at least two full response examples');
  for (const body of full) {
    assert.deepEqual(Object.keys(body), ['identifier', 'provider', 'template_identifier', 'type', 'recipient', 'reservation_time', 'created_at', 'result']);
    if (body.result) assert.deepEqual(Object.keys(body.result), ['status', 'failure_reason', 'updated_at']);
  }
  for (const word of ['delivered', 'completed', 'incompleted', 'failed', 'not_line_user', 'opted_out', 'unsupported_country']) {
    assert.ok(text.includes(`\`${word}\``), `the status page names ${word}`);
  }
  assert.ok(text.includes('/img/message/notification-status.svg'), 'the state diagram is shown');
  // Each example is its own notification, sent with its own type's template.
  assert.equal(new Set(full.map((body) => body.identifier)).size, full.length, 'the examples have different identifiers');
  for (const body of full) {
    assert.equal(body.template_identifier, TYPE_TABLE[body.type].template, `${body.identifier}: the template of ${body.type}`);
    assert.match(body.recipient.value, E164);
  }
});
