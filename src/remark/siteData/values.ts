/** `<Value of="service.name" />` and `<LimitsTable of="service" group="…" />` (src/data/values.ts). */
import {siteValue, valueGroups, type ValueService} from '../../data/values';
import {inline, paragraph, table} from './mdast';
import type {Renderer} from './types';

function required(attributes: Record<string, string>, name: string): string {
  const value = attributes[name];
  if (!value) throw new Error(`the attribute ${name}="…" is required`);
  return value;
}

const Value: Renderer = (attributes, {flow}) => {
  const value = siteValue(required(attributes, 'of'));
  if (attributes.form && attributes.form !== 'short') throw new Error(`form="${attributes.form}": only form="short" exists`);
  if (attributes.form && !value.short) throw new Error(`${attributes.of} has no short form`);
  const text = attributes.form ? value.short! : value.text;
  return flow ? [paragraph(text)] : inline(text);
};

const LimitsTable: Renderer = (attributes) => {
  const service = required(attributes, 'of');
  const group = valueGroups[service as ValueService];
  if (!group) throw new Error(`unknown service "${service}" (known: ${Object.keys(valueGroups).join(', ')})`);
  const rows = Object.values(group.values).filter((value) => !attributes.group || value.group === attributes.group);
  const listed = rows.filter((value) => value.group);
  if (listed.length === 0) throw new Error(`no values of ${service} in group "${attributes.group}"`);
  return [
    table(
      ['項目', '値', '超えたとき・補足'],
      listed.map((value) => [value.label, value.text, value.beyond ?? '—']),
    ),
  ];
};

export const valueElements = {Value, LimitsTable};
