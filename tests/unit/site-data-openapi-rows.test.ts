// The rows of the API reference tables (src/remark/siteData/openapi/rows.ts) from small hand-written
// schemas and parameters: each column in the site's words, nesting, and the document's own words
// taking the place of what the schema would say.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {bodyTable, code, exclusiveGroups, fieldRows, parameterRow, siteMarkdown} from '../../src/remark/siteData/openapi/rows';
import {markdownOf, tableCells} from '../lib/mdast';
import type {Parameter, Schema} from '../../src/openapi/documents';

const tableRows = (node: Parameters<typeof tableCells>[0]) => tableCells(node, markdownOf);
const parameter = (fields: Partial<Parameter> & {schema: Schema}): Parameter => ({name: 'p', in: 'query', ...fields});

test('code marks a value as code, JSON for what is not a string', () => {
  assert.equal(code('line'), '`line`');
  assert.equal(code(true), '`true`');
  assert.equal(code(30), '`30`');
  assert.equal(code(null), '`null`');
});

test('a description becomes one line: the breaks of the YAML and the spaces around them are one space', () => {
  assert.equal(siteMarkdown('一行目\n  二行目 \n三行目'), '一行目 二行目 三行目');
  assert.equal(siteMarkdown('改行なし'), '改行なし');
});

test('exclusive groups: one group written flat, several as lists, none', () => {
  assert.deepEqual(exclusiveGroups({'x-exclusive': ['a', 'b']} as never), [['a', 'b']]);
  assert.deepEqual(
    exclusiveGroups({
      'x-exclusive': [
        ['a', 'b'],
        ['c', 'd'],
      ],
    } as never),
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
  );
  assert.deepEqual(exclusiveGroups({} as never), []);
});

test("parameter rows: name, type, requirement, description and constraint in the site's words", () => {
  assert.deepEqual(parameterRow(parameter({name: 'identifier', required: true, description: 'ID\n です', schema: {type: 'string'}}), []), [
    '`identifier`',
    'string',
    '必須',
    'ID です',
    '—',
  ]);
  assert.deepEqual(parameterRow(parameter({schema: {type: 'string', enum: ['a', 'b'], default: 'a'}}), []), [
    '`p`',
    'string',
    '任意',
    '',
    '`a`、`b` のいずれか。省略時は `a`',
  ]);
  assert.deepEqual(parameterRow(parameter({schema: {type: 'boolean'}}), []).slice(1), ['boolean', '任意', '', '`true` または `false`']);
  assert.deepEqual(parameterRow(parameter({schema: {type: 'integer', default: 30}}), [])[4], '省略時は `30`');
  assert.equal(parameterRow(parameter({schema: {type: 'array', items: {type: 'string'}}}), [])[1], 'array of string');
  assert.equal(parameterRow(parameter({schema: {type: ['string', 'null']}}), [])[1], 'string または null');
  assert.equal(parameterRow(parameter({schema: {}}), [])[1], 'object');
  assert.equal(parameterRow(parameter({schema: {type: 'array', items: {type: 'object', properties: {a: {type: 'string'}}}}}), [])[1], 'array');
});

test("parameter rows: the document's words come first (display name, requirement word, constraint)", () => {
  const row = parameterRow(
    parameter({
      name: 'service_id',
      'x-display-name': 'サービスID',
      'x-requirement': 'conditional',
      'x-constraint': '英小文字',
      schema: {type: 'string', enum: ['x']},
    }),
    [],
  );
  assert.deepEqual(row, ['`サービスID`', 'string', '条件付き', '', '英小文字']);
  assert.equal(parameterRow(parameter({'x-requirement': 'recommended', schema: {type: 'string'}}), [])[2], '推奨');
  assert.equal(parameterRow(parameter({'x-requirement': 'implicit のとき必須', schema: {type: 'string'}}), [])[2], 'implicit のとき必須');
});

test('parameter rows: one of an exclusive group is "いずれか必須" and names the others it excludes', () => {
  const groups = [['email', 'phone', 'identifier']];
  const row = parameterRow(parameter({name: 'phone', schema: {type: 'string'}}), groups);
  assert.equal(row[2], 'いずれか必須');
  assert.equal(row[4], '`email`、`identifier` と同時に指定できません');
  const required = parameterRow(parameter({name: 'email', required: true, 'x-constraint': '形式', schema: {type: 'string'}}), groups);
  assert.deepEqual(required.slice(2), ['必須', '', '形式。`phone`、`identifier` と同時に指定できません']);
});

test("parameter rows: a deepObject parameter shows its name[key] form and its values' type", () => {
  const row = parameterRow(
    parameter({name: 'filter', style: 'deepObject', schema: {type: 'object', additionalProperties: {type: 'string'}, 'x-key-name': 'field'}}),
    [],
  );
  assert.deepEqual(row.slice(0, 2), ['`filter[{field}]`', 'string']);
  const unnamed = parameterRow(parameter({name: 'q', style: 'deepObject', schema: {type: 'object', additionalProperties: {type: 'integer'}}}), []);
  assert.deepEqual(unnamed.slice(0, 2), ['`q[{key}]`', 'integer']);
  const form = parameterRow(parameter({name: 'r', style: 'form', schema: {type: 'object', additionalProperties: {type: 'integer'}}}), []);
  assert.equal(form[0], '`r`', 'only deepObject has that form');
});

test("parameter rows: a flow's words replace the base ones for that flow only", () => {
  const given = parameter({
    name: 'nonce',
    description: '任意の値',
    schema: {type: 'string'},
    'x-flows': {implicit: {required: true, description: '必ず送る値'}},
  } as never);
  assert.deepEqual(parameterRow(given, [], 'implicit').slice(2, 4), ['必須', '必ず送る値']);
  assert.deepEqual(parameterRow(given, [], 'code').slice(2, 4), ['任意', '任意の値']);
  assert.deepEqual(parameterRow(given, []).slice(2, 4), ['任意', '任意の値']);
});

test('body table: nested objects and array items inline, required from each object, enum and document constraints', () => {
  const schema: Schema = {
    type: 'object',
    required: ['recipient'],
    properties: {
      recipient: {
        type: 'object',
        required: ['type'],
        properties: {type: {type: 'string', enum: ['phone_number', 'primary_key']}, value: {type: 'string', 'x-constraint': 'E.164'}},
      },
      items: {type: 'array', items: {type: 'object', properties: {name: {type: 'string', 'x-requirement': 'recommended'}}}},
      note: {type: 'string', description: '一行目\n二行目', 'x-requirement': 'ある場合のみ'},
      separate: {type: 'object', 'x-separate-table': true, properties: {hidden: {type: 'string'}}},
    },
  };
  assert.deepEqual(tableRows(bodyTable(schema)), [
    ['名前', '型', '必須', '説明', '制約'],
    ['`recipient`', 'object', '必須', '', '—'],
    ['`recipient.type`', 'string', '必須', '', '`phone_number`、`primary_key` のいずれか'],
    ['`recipient.value`', 'string', '任意', '', 'E.164'],
    ['`items`', 'array', '任意', '', '—'],
    ['`items[].name`', 'string', '推奨', '', '—'],
    ['`note`', 'string', 'ある場合のみ', '一行目 二行目', '—'],
    ['`separate`', 'object', '任意', '', '—'],
  ]);
});

test('body table: a column for where LINE shows each field, when any field says so', () => {
  const schema: Schema = {type: 'object', properties: {company_name: {type: 'string', 'x-line-display': '見出しの\n下'}, date: {type: 'string'}}};
  assert.deepEqual(tableRows(bodyTable(schema)), [
    ['名前', '型', '必須', '説明', '制約', 'LINE での表示'],
    ['`company_name`', 'string', '任意', '', '—', '見出しの 下'],
    ['`date`', 'string', '任意', '', '—', '—'],
  ]);
});

test('field rows: descriptions end with the allowed values, nested fields are named by their path, maps by {key}', () => {
  const schema: Schema = {
    type: 'object',
    properties: {
      status: {type: 'string', description: '結果', enum: ['ok', 'failed']},
      kind: {type: 'string', enum: ['a']},
      user: {type: 'object', properties: {identifier: {type: 'string'}}},
      providers: {type: 'array', items: {type: 'object', properties: {provider: {type: 'string'}}}},
      profiles: {type: 'object', 'x-key-name': 'provider', additionalProperties: {type: 'object', properties: {name: {type: 'string'}}}},
      counts: {type: 'object', additionalProperties: {type: 'object', properties: {n: {type: 'integer'}}}},
      extra: {type: 'object', 'x-separate-table': true, properties: {inner: {type: 'string'}}},
    },
  };
  assert.deepEqual(fieldRows(schema, '', true), [
    ['`status`', 'string', '結果。`ok`、`failed` のいずれか'],
    ['`kind`', 'string', '`a` のいずれか'],
    ['`user`', 'object', ''],
    ['`user.identifier`', 'string', ''],
    ['`providers`', 'array', ''],
    ['`providers[].provider`', 'string', ''],
    ['`profiles`', 'object', ''],
    ['`profiles.{provider}.name`', 'string', ''],
    ['`counts`', 'object', ''],
    ['`counts.{key}.n`', 'integer', ''],
    ['`extra`', 'object', ''],
  ]);
  assert.deepEqual(
    fieldRows({type: 'object', properties: {extra: schema.properties!.extra}}, 'data.', false),
    [
      ['`data.extra`', 'object', ''],
      ['`data.extra.inner`', 'string', ''],
    ],
    'below the top, a separate table is listed in place',
  );
});
