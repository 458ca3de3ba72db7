// The reference tables' 制約 column and the schema beside it say the same limits: every length,
// count, range, default, format and choice a cell states is a keyword of the field's schema, so
// that generated clients, Prism and the stand-in refuse what the page says the service refuses.
// The cells are the ones the pages render (src/remark/siteData/openapi/rows.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openApiDocument, openApiDocumentNames, operationsOf, type Schema} from '../../src/openapi/documents.ts';
import {exclusiveGroups, fieldConstraint, parameterRow} from '../../src/remark/siteData/openapi/rows.ts';

/** A cell, the schema it describes, the object or map around it, and the flow whose words it shows. */
type Cell = {where: string; text: string; schema: Schema; parent?: Schema; flow?: string};

/** The 制約 cells of the value formats by type (<ApiSchema show="types">): each oneOf branch's fields. */
function typeCellsOf(document: string): Cell[] {
  const schemas = (openApiDocument(document).components?.schemas ?? {}) as Record<string, Schema>;
  return Object.entries(schemas).flatMap(([name, schema]) =>
    ((schema.oneOf ?? []) as Schema[]).flatMap((branch) =>
      Object.entries(branch.properties ?? {})
        .filter(([, field]) => field['x-constraint'] !== undefined)
        .map(([field, value]) => ({
          where: `${name} ${String(branch.properties?.type?.const)} ${field}`,
          text: fieldConstraint(value),
          schema: value,
          parent: branch,
        })),
    ),
  );
}

/** Every 制約 cell of the parameter and body tables of a document, with the schema it describes. */
function cellsOf(document: string): Cell[] {
  return [...typeCellsOf(document), ...operationCellsOf(document)];
}

function operationCellsOf(document: string): Cell[] {
  return operationsOf(document).flatMap(({operation}) => {
    const groups = exclusiveGroups(operation);
    const parameters = (operation.parameters ?? []).flatMap((parameter) => {
      const deep = parameter.style === 'deepObject' && typeof parameter.schema.additionalProperties === 'object';
      const schema = deep ? (parameter.schema.additionalProperties as Schema) : parameter.schema;
      const flows = [undefined, ...Object.keys(parameter['x-flows'] ?? {})];
      return flows.map((flow) => ({
        where: `${operation.operationId} ${parameter.name}${flow ? ` (${flow})` : ''}`,
        text: parameterRow(parameter, groups, flow)[4],
        schema,
        parent: deep ? parameter.schema : undefined,
        flow,
      }));
    });
    const content = operation.requestBody?.content ?? {};
    const body = (content['application/json'] ?? content['application/x-www-form-urlencoded'])?.schema;
    const fields: Cell[] = [];
    const walk = (schema: Schema, prefix: string) => {
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        fields.push({where: `${operation.operationId} ${prefix}${name}`, text: fieldConstraint(field), schema: field, parent: schema});
        if (field.properties) walk(field, `${prefix}${name}.`);
        if (field.items?.properties) walk(field.items, `${prefix}${name}[].`);
      }
    };
    if (body) walk(body, '');
    return [...parameters, ...fields];
  });
}

/** A schema's pattern, or '' when it has none. */
const patternOf = (schema: Schema) => (typeof schema.pattern === 'string' ? schema.pattern : '');

const number = String.raw`(\d[\d,]*)`;
const count = (text: string) => Number(text.replaceAll(',', ''));

/** What a cell's words claim, each with what its schema must hold for the claim. */
type Rule = {words: RegExp; holds: (match: RegExpExecArray, cell: Cell) => string | undefined};

const expect = (actual: unknown, expected: unknown, keyword: string) =>
  actual === expected ? undefined : `states ${keyword} ${JSON.stringify(expected)}, the schema has ${JSON.stringify(actual)}`;

/** The schema and the branches it may take (oneOf, anyOf), each with its own properties' schemas. */
function withBranches(schema: Schema): Schema[] {
  const branches = [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])];
  return [schema, ...branches, ...branches.flatMap((branch) => Object.values(branch.properties ?? {}))];
}

/** A keyword the schema, or one of its branches, holds with this value. */
const holdsKeyword = (schema: Schema, keyword: string, expected: number) =>
  withBranches(schema).some((candidate) => candidate[keyword] === expected)
    ? undefined
    : `states ${keyword} ${expected}, the schema has ${JSON.stringify(schema[keyword])}`;

/** A length the schema holds as minLength/maxLength or as its pattern's quantifier. */
const holdsLength = (schema: Schema, keyword: 'minLength' | 'maxLength', expected: number) => {
  const quantifier = /\{(\d+),(\d+)\}\$?$/.exec(patternOf(schema));
  const fromPattern = quantifier ? Number(quantifier[keyword === 'minLength' ? 1 : 2]) : undefined;
  return schema[keyword] === expected || fromPattern === expected ? undefined : expect(schema[keyword], expected, keyword);
};

/** The branches of a schema that tells the formats of `value` by its `type` (oneOf on `type`'s const). */
function branchesByType(schema: Schema | undefined): Map<unknown, Schema> {
  const branches = (schema?.oneOf ?? schema?.anyOf ?? []) as Schema[];
  return new Map(branches.map((branch) => [branch.properties?.type?.const, branch.properties?.value ?? {}]));
}

const RULES: Rule[] = [
  // Lengths: "1 文字以上", "50 文字以内", "5,000 文字まで", or exactly "43 文字" / "16 進数の 40 文字".
  {words: new RegExp(`${number} 文字以上`, 'g'), holds: (m, {schema}) => holdsLength(schema, 'minLength', count(m[1]))},
  {words: new RegExp(`${number} 文字(?:以内|まで|以下)`, 'g'), holds: (m, {schema}) => holdsLength(schema, 'maxLength', count(m[1]))},
  {
    words: new RegExp(`(?<!以上 )(?<![\\d,])${number} 文字(?![以ま\\d])`, 'g'),
    holds: (m, {schema}) =>
      (schema.minLength === count(m[1]) && schema.maxLength === count(m[1])) || new RegExp(`\\{${count(m[1])}\\}`).test(patternOf(schema))
        ? undefined
        : `states exactly ${m[1]} characters, the schema has no such length or pattern`,
  },
  {
    words: new RegExp(`${number} 文字以上 ${number} 文字以内`, 'g'),
    holds: (m, {schema}) =>
      (schema.minLength === count(m[1]) && schema.maxLength === count(m[2])) || patternOf(schema).includes(`{${count(m[1])},${count(m[2])}}`)
        ? undefined
        : `states ${m[1]} to ${m[2]} characters, the schema has no such lengths or pattern`,
  },
  // Counts of array items.
  {words: new RegExp(`${number} (?:個|件)以上`, 'g'), holds: (m, {schema}) => holdsKeyword(schema, 'minItems', count(m[1]))},
  {words: new RegExp(`${number} (?:個|件)(?:以内|まで)`, 'g'), holds: (m, {schema}) => holdsKeyword(schema, 'maxItems', count(m[1]))},
  // One object, not a list.
  {words: /1 回のリクエストで 1 人/g, holds: (_m, {schema}) => expect(schema.type, 'object', 'type')},
  // Integer ranges: "1 以上 100 以下の整数", "0 以上の整数".
  {words: new RegExp(`(?<![文字個件] ?)(?<![\\d,])${number} 以上`, 'g'), holds: (m, {schema}) => expect(schema.minimum, count(m[1]), 'minimum')},
  {words: new RegExp(`(?<![\\d,])${number} 以下`, 'g'), holds: (m, {schema}) => expect(schema.maximum, count(m[1]), 'maximum')},
  {words: /整数/g, holds: (_m, {schema}) => expect(schema.type, 'integer', 'type')},
  // A default.
  {words: /省略時は `?([^`。]+)`?/g, holds: (m, {schema}) => expect(String(schema.default), m[1], 'default')},
  // Formats.
  {words: /UUID 形式/g, holds: (_m, {schema}) => expect(schema.format, 'uuid', 'format')},
  {
    words: /E\.164 形式/g,
    holds: (_m, {schema}) => (/^\^\\\+/.test(patternOf(schema)) ? undefined : 'states E.164, the schema has no pattern starting with +'),
  },
  {
    words: /`https:\/\/` で始まる/g,
    holds: (_m, {schema}) => (/^\^(?:\(\?:)?https:\/\//.test(patternOf(schema)) ? undefined : 'states https://, the schema has no pattern for it'),
  },
  {
    words: /16 進数/g,
    holds: (_m, {schema}) => (/\[0-9a-f\]/.test(patternOf(schema)) ? undefined : 'states hexadecimal, the schema has no pattern for it'),
  },
  // Choices: "`a`、`b` のいずれか (1 つ)", "`a` または `b`", "`a` だけ"; a flow's words name the
  // values of that flow, some of the parameter's; "`{key}` は …" names a map's keys.
  {
    words: /(`\{\w+\}` は )?((?:`[^`]+`(?:、| または ))*`[^`]+`) (?:のいずれか(?: 1 つ)?|だけ)/g,
    holds: (m, {schema, parent, flow}) => {
      const stated = [...m[2].matchAll(/`([^`]+)`/g)].map((found) => found[1]);
      const of = m[1] ? (parent?.propertyNames as Schema | undefined) : schema;
      const held = (of?.enum ?? (of?.const === undefined ? undefined : [of.const]))?.map(String);
      const agrees = held !== undefined && stated.every((value) => held.includes(value)) && (flow !== undefined || held.length === stated.length);
      return agrees ? undefined : `states ${stated.join(', ')}, the schema holds ${JSON.stringify(held)}`;
    },
  },
  {
    words: /((?:`[^`]+`、)*`[^`]+`) の組み合わせ/g,
    holds: (m, {schema}) => {
      const stated = [...m[1].matchAll(/`([^`]+)`/g)].map((found) => found[1]);
      const pattern = patternOf(schema);
      return stated.every((value) => pattern.includes(value))
        ? undefined
        : `states a list of ${stated.join(', ')}, the schema's pattern is ${JSON.stringify(pattern)}`;
    },
  },
  // Formats that depend on the identifier's type: each type has its own branch.
  {
    words: /種類ごとの形式/g,
    holds: (_m, {parent}) => {
      const types = parent?.properties?.type?.enum ?? [];
      const branches = branchesByType(parent);
      const missing = types.filter((type) => {
        const value = branches.get(type);
        return !value || (value.pattern === undefined && value.maxLength === undefined);
      });
      return missing.length === 0 ? undefined : `states a format per type, the schema has none for ${missing.join(', ')}`;
    },
  },
];

/** Words that state no limit of the value's own shape, or one JSON Schema cannot hold, with why. */
const BEYOND_SCHEMA: [RegExp, string][] = [
  [/JSON で [\d,.]+ ?KB/g, 'the size of the JSON text in bytes has no schema keyword'],
  [/E\.164/g, 'the name of the format'],
  // maxLength counts code points, so it holds every text the service's count of code units takes.
  [/UTF-16 のコード単位/g, 'the service counts UTF-16 code units, which no schema keyword counts'],
  [/受け付けた時刻の [^。]*?まで/g, 'a time counted from when the request arrives: the stand-in checks it'],
  [/有効期間は[^。]*/g, 'the lifetime of a token or a code the service issued'],
  [/同じ `type` は 1 つだけ/g, 'one item of each type: the validators here read no maxContains'],
  [/ごとに 1 つ/g, 'a map holds one value a key'],
];

/** The numbers a cell states that no rule read: each is a limit the test would miss. */
function unread(text: string): string[] {
  let rest = text;
  for (const [words] of BEYOND_SCHEMA) rest = rest.replace(words, '');
  for (const {words} of RULES) rest = rest.replace(new RegExp(words.source, 'g'), '');
  rest = rest.replace(/`[^`]*`/g, '').replace(/\]\([^)]*\)/g, ']');
  return [...rest.matchAll(/\d[\d,]*/g)].map((found) => found[0]);
}

for (const document of openApiDocumentNames()) {
  test(`${document}.yaml: every limit a table states is in the schema beside it`, () => {
    const problems: string[] = [];
    const cells = cellsOf(document);
    for (const cell of cells) {
      for (const rule of RULES) {
        for (const match of cell.text.matchAll(new RegExp(rule.words.source, 'g'))) {
          const problem = rule.holds(match, cell);
          if (problem) problems.push(`${cell.where}: 「${cell.text}」 ${problem}`);
        }
      }
      const left = unread(cell.text);
      if (left.length > 0) problems.push(`${cell.where}: 「${cell.text}」 states ${left.join(', ')}, which no rule here reads`);
    }
    assert.ok(cells.length > 0, `${document}: no table cells`);
    assert.deepEqual(problems, []);
  });
}
