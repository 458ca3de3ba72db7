/**
 * The rows of the reference tables, from the schemas and parameters of an OpenAPI document: the
 * column values a page shows (名前, 型, 必須, 説明, 制約 and LINE での表示), in the site's words.
 * ./index.ts builds the elements out of them.
 */
import {valueText, type LocatedOperation, type Parameter, type Schema} from '../../../openapi/documents';
import {table, type MdNode} from '../mdast';

export const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** A description as one table cell: the documents wrap long text over lines. */
export function siteMarkdown(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

function typeName(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const itemType = schema.items && !schema.items.properties && typeof schema.items.type === 'string' ? schema.items.type : undefined;
  return types.map((type) => (type === 'array' && itemType ? `array of ${itemType}` : type)).join(' または ');
}

export function exclusiveGroups(operation: LocatedOperation['operation']): string[][] {
  const groups = operation['x-exclusive'] ?? [];
  return (groups.length > 0 && typeof groups[0] === 'string' ? [groups] : groups) as string[][];
}

// 必須, 推奨, 条件付き, or the condition as the document words it.
const REQUIREMENT_WORDS: Record<string, string> = {required: '必須', conditional: '条件付き', recommended: '推奨'};

export function parameterRow(given: Parameter, groups: string[][], flow?: string): string[] {
  // The authorization endpoint's parameters differ by flow: the flow's words replace the base ones.
  const parameter: Parameter = flow && given['x-flows']?.[flow] ? {...given, ...given['x-flows'][flow]} : given;
  const group = groups.find((names) => names.includes(parameter.name));
  // A deepObject parameter is sent as name[key]=value, one per key: the row shows that form.
  const deep = parameter.style === 'deepObject' && typeof parameter.schema.additionalProperties === 'object';
  const schema = deep ? (parameter.schema.additionalProperties as Schema) : parameter.schema;
  const name = deep ? `${parameter.name}[{${parameter.schema['x-key-name'] ?? 'key'}}]` : (parameter['x-display-name'] ?? parameter.name);
  const constraints: string[] = [];
  if (parameter['x-site-value']) constraints.push(valueText(parameter['x-site-value']));
  // Words in the document replace what the schema would say.
  if (parameter['x-constraint']) constraints.push(parameter['x-constraint']);
  else {
    if (schema.enum) constraints.push(`${schema.enum.map(code).join('、')} のいずれか`);
    else if (typeName(schema) === 'boolean') constraints.push('`true` または `false`');
    if (schema.default !== undefined) constraints.push(`省略時は ${code(schema.default)}`);
  }
  if (group) constraints.push(`${group.filter((name) => name !== parameter.name).map(code).join('、')} と同時に指定できません`);
  return [
    code(name),
    typeName(schema),
    parameter['x-requirement'] ? (REQUIREMENT_WORDS[parameter['x-requirement']] ?? parameter['x-requirement']) : parameter.required ? '必須' : group ? 'いずれか必須' : '任意',
    siteMarkdown(parameter.description ?? ''),
    constraints.length > 0 ? constraints.join('。') : '—',
  ];
}

/** A body field's 制約 cell: its site value, the document's words, or its choices. */
export function fieldConstraint(field: Schema): string {
  return field['x-site-value'] ? valueText(field['x-site-value']) : (field['x-constraint'] ?? (field.enum ? `${field.enum.map(code).join('、')} のいずれか` : '—'));
}

/** The JSON body's fields as parameter rows: required from each object's `required`. */
function bodyRows(schema: Schema, prefix: string, lineDisplay: boolean): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const fullName = `${prefix}${name}`;
    const constraint = fieldConstraint(field);
    const condition = field['x-requirement'];
    const requirement = schema.required?.includes(name) ? '必須' : condition ? (REQUIREMENT_WORDS[condition] ?? condition) : '任意';
    const row = [code(fullName), typeName(field), requirement, siteMarkdown(field.description ?? ''), constraint];
    if (lineDisplay) row.push(siteMarkdown(typeof field['x-line-display'] === 'string' ? field['x-line-display'] : '—'));
    if (field['x-separate-table']) return [row];
    if (field.properties) return [row, ...bodyRows(field, `${fullName}.`, lineDisplay)];
    if (field.items?.properties) return [row, ...bodyRows(field.items, `${fullName}[].`, lineDisplay)];
    return [row];
  });
}

export function bodyTable(schema: Schema): MdNode {
  // The notification types' contents say where LINE shows each field.
  const lineDisplay = Object.values(schema.properties ?? {}).some((field) => field['x-line-display'] !== undefined);
  const header = ['名前', '型', '必須', '説明', '制約', ...(lineDisplay ? ['LINE での表示'] : [])];
  return table(header, bodyRows(schema, '', lineDisplay));
}

/** Rows for an object's fields, nested objects and array items inline (`user.identifier`, `providers[].provider`). */
export function fieldRows(schema: Schema, prefix: string, top: boolean): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const fullName = `${prefix}${name}`;
    let description = siteMarkdown(field.description ?? '');
    if (field.enum) description += `${description ? '。' : ''}${field.enum.map(code).join('、')} のいずれか`;
    if (field['x-site-value']) description += `（${valueText(field['x-site-value'])}）`;
    const row = [code(fullName), typeName(field), description];
    if (field['x-separate-table'] && top) return [row];
    if (field.properties) return [row, ...fieldRows(field, `${fullName}.`, top)];
    if (field.items?.properties) return [row, ...fieldRows(field.items, `${fullName}[].`, top)];
    // A map (keys are data, such as provider names): its values' fields under `{key}`.
    if (typeof field.additionalProperties === 'object' && field.additionalProperties.properties) {
      return [row, ...fieldRows(field.additionalProperties, `${fullName}.{${field['x-key-name'] ?? 'key'}}.`, top)];
    }
    return [row];
  });
}
