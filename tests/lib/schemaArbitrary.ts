// fast-check arbitraries from the JSON Schemas of the site's OpenAPI documents (the subset they use:
// types, enum, const, lengths, pattern, formats, bounds, items, properties, required,
// additionalProperties, propertyNames): values a schema accepts, and values it refuses.
import fc from 'fast-check';
import type {Schema} from '../../src/openapi/documents.ts';

/** Beyond this many characters, items or keys an unbounded value stops growing: tests stay fast. */
const SPAN = 12;

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function typesOf(schema: Schema): JsonType[] {
  if (Array.isArray(schema.type)) return schema.type as JsonType[];
  if (schema.type) return [schema.type as JsonType];
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function typeOfValue(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** Whether `value` has one of `types` (an integer is a number too). */
const hasType = (value: unknown, types: JsonType[]) =>
  types.some((type) => type === typeOfValue(value) || (type === 'number' && typeOfValue(value) === 'integer'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
/** Code points, as JSON Schema counts a string's length. */
const length = (text: string) => [...text].length;

function stringValue(schema: Schema): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength);
  const fits = (text: string) => length(text) >= min && (max === undefined || length(text) <= max);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri' || schema.format === 'url') {
    const https = pattern !== undefined && !pattern.test('http://example.com/');
    return fc
      .webUrl({validSchemes: https ? ['https'] : ['https', 'http'], withQueryParameters: true})
      .filter((url) => fits(url) && (pattern?.test(url) ?? true));
  }
  if (schema.format === 'date-time')
    return fc.date({min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true}).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const short = fc.string({unit: 'binary', minLength: min, maxLength: max === undefined ? min + SPAN : Math.min(max, min + SPAN)});
  // The longest value allowed too: limits are where services go wrong.
  return max === undefined || max > min + SPAN
    ? fc.oneof({weight: 4, arbitrary: short}, fc.string({unit: 'binary', minLength: max ?? 0, maxLength: max ?? 0}))
    : short;
}

function objectValue(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  const named = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property)])), {requiredKeys: required});
  const extra = schema.additionalProperties;
  if (extra === false || (extra === undefined && schema.properties)) return named;
  const names = schema.propertyNames as Schema | undefined;
  const keys = (names?.enum ? fc.constantFrom(...(names.enum as string[])) : fc.string({maxLength: SPAN})).filter((key) => !(key in properties));
  const values = typeof extra === 'object' ? validValue(extra) : fc.jsonValue({maxDepth: 2});
  return fc.tuple(named, fc.dictionary(keys, values, {maxKeys: 3})).map(([known, more]) => ({...more, ...known}));
}

/** The branches of a oneOf or anyOf, each with what the schema around it says (properties merged, required joined). */
function branchesOf(schema: Schema): Schema[] | undefined {
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!branches) return undefined;
  const {oneOf: _oneOf, anyOf: _anyOf, ...base} = schema;
  return branches.map((branch) => {
    const properties = base.properties || branch.properties ? {...base.properties} : undefined;
    for (const [name, property] of Object.entries(branch.properties ?? {})) properties![name] = {...properties![name], ...property};
    const required = [...new Set([...(base.required ?? []), ...(branch.required ?? [])])];
    return {...base, ...branch, ...(properties ? {properties} : {}), ...(required.length ? {required} : {})};
  });
}

/** Values `schema` accepts. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map(validValue));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({maxDepth: 2});
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({min: num(schema.minimum) ?? -(2 ** 40), max: num(schema.maximum) ?? 2 ** 40});
        case 'number':
          return fc.double({min: num(schema.minimum), max: num(schema.maximum), noNaN: true, noDefaultInfinity: true});
        case 'string':
          return stringValue(schema);
        case 'array': {
          const min = num(schema.minItems) ?? 0;
          return fc.array(validValue(schema.items ?? {}), {minLength: min, maxLength: Math.min(num(schema.maxItems) ?? min + 3, min + 3)});
        }
        case 'object':
          return objectValue(schema);
      }
    }),
  );
}

/** Any JSON value of a type `types` does not allow. */
function wrongType(types: JsonType[]): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      fc.string({maxLength: SPAN}),
      fc.integer(),
      fc.double({noNaN: true, noDefaultInfinity: true}),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), {maxLength: 2}),
      fc.object({maxDepth: 1}),
    )
    .filter((value) => !hasType(value, types));
}

/** Values `schema` refuses, each breaking one of its rules; undefined when it refuses nothing. */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> | undefined {
  // A value that breaks one branch may fit another: good enough for requests that are mostly wrong.
  const branches = branchesOf(schema);
  if (branches) {
    const broken = branches.map(invalidValue).filter((way) => way !== undefined);
    return broken.length ? fc.oneof(...broken) : undefined;
  }
  const ways: fc.Arbitrary<unknown>[] = [];
  const types = typesOf(schema);
  if (types.length > 0) ways.push(wrongType(types));
  if ('const' in schema) ways.push(fc.jsonValue({maxDepth: 1}).filter((value) => JSON.stringify(value) !== JSON.stringify(schema.const)));
  if (schema.enum) {
    const allowed = schema.enum.map((value) => JSON.stringify(value));
    ways.push(fc.oneof(fc.string({maxLength: SPAN}), fc.integer()).filter((value) => !allowed.includes(JSON.stringify(value))));
  }
  if (types.includes('string') && !schema.enum) {
    const min = num(schema.minLength);
    const max = num(schema.maxLength);
    if (max !== undefined) ways.push(fc.string({unit: 'binary', minLength: max + 1, maxLength: max + 3}));
    if (min !== undefined && min > 0) ways.push(fc.string({unit: 'binary', maxLength: min - 1}));
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      ways.push(fc.string({unit: 'binary', maxLength: SPAN}).filter((text) => !pattern.test(text)));
    }
    if (schema.format === 'uuid') ways.push(fc.string({maxLength: SPAN}).filter((text) => !UUID.test(text)));
    if (schema.format === 'uri' || schema.format === 'url') ways.push(fc.string({maxLength: SPAN}).filter((text) => !/^[a-z][a-z\d+.-]*:/i.test(text)));
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = num(schema.minimum);
    const max = num(schema.maximum);
    if (min !== undefined) ways.push(fc.integer({min: min - 1000, max: min - 1}));
    if (max !== undefined) ways.push(fc.integer({min: max + 1, max: max + 1000}));
    if (!types.includes('number')) ways.push(fc.double({min: -1e6, max: 1e6, noNaN: true}).filter((value) => !Number.isInteger(value)));
  }
  if (types.includes('array')) {
    const item = schema.items ?? {};
    const min = num(schema.minItems);
    const max = num(schema.maxItems);
    if (max !== undefined) ways.push(fc.array(validValue(item), {minLength: max + 1, maxLength: max + 2}));
    if (min !== undefined && min > 0) ways.push(fc.array(validValue(item), {maxLength: min - 1}));
    const wrongItem = invalidValue(item);
    if (wrongItem) {
      ways.push(
        fc
          .tuple(validValue(schema) as fc.Arbitrary<unknown[]>, wrongItem, fc.nat())
          .map(([items, wrong, at]) => (items.length === 0 ? [wrong] : items.map((held, index) => (index === at % items.length ? wrong : held)))),
      );
    }
  }
  if (types.includes('object')) {
    const whole = objectValue(schema);
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((name) => name in properties);
    if (required.length > 0) {
      ways.push(
        fc.tuple(whole, fc.constantFrom(...required)).map(([value, missing]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== missing))),
      );
    }
    if (schema.additionalProperties === false) {
      ways.push(fc.tuple(whole, fc.jsonValue({maxDepth: 1})).map(([value, extra]) => ({...value, unknown_property: extra})));
    }
    const names = schema.propertyNames as Schema | undefined;
    if (names?.enum) {
      ways.push(
        fc
          .tuple(
            whole,
            fc.string({minLength: 1, maxLength: SPAN}).filter((key) => !names.enum!.includes(key)),
          )
          .map(([value, key]) => ({...value, [key]: 'x'})),
      );
    }
    const breakable = Object.entries(properties).flatMap(([name, property]) => {
      const wrong = invalidValue(property);
      return wrong ? [fc.tuple(whole, wrong).map(([value, broken]) => ({...value, [name]: broken}))] : [];
    });
    if (breakable.length > 0) ways.push(fc.oneof(...breakable));
  }
  return ways.length > 0 ? fc.oneof(...ways) : undefined;
}
