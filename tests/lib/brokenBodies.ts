// Request bodies broken at one field each, from the limits the tables state and the schema holds:
// a string over its maxLength, or an identifier's value out of its type's format. For the checks
// that the stand-in and Prism refuse what the service refuses.
import {operationsOf, type Schema} from '../../src/openapi/documents.ts';
import {requestsOf, type Sent} from './documentRequests.ts';

type Broken = {path: string; body: unknown};

/** The value's copies with one field broken: over its maxLength, or out of its type's format. */
function brokenCopies(value: unknown, schema: Schema | undefined, path: string[] = []): Broken[] {
  if (!schema || !value || typeof value !== 'object' || Array.isArray(value)) return [];
  const object = value as Record<string, unknown>;
  const copies: Broken[] = [];
  const replaced = (key: string, next: unknown) => ({path: [...path, key].join('.'), body: {...object, [key]: next}});
  // An identifier: its type's branch says the format of its value.
  const branch = ((schema.oneOf ?? []) as Schema[]).find((candidate) => candidate.properties?.type?.const === object.type);
  const format = branch?.properties?.value;
  if (format && typeof object.value === 'string') {
    copies.push(replaced('value', format.maxLength === undefined ? `${object.value}-` : 'x'.repeat(Number(format.maxLength) + 1)));
  }
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const held = object[key];
    if (typeof held === 'string' && typeof field.maxLength === 'number') copies.push(replaced(key, 'x'.repeat(field.maxLength + 1)));
    for (const inner of brokenCopies(held, field, [...path, key])) copies.push({path: inner.path, body: {...object, [key]: inner.body}});
  }
  return copies;
}

/** Each JSON request example of a document, sent broken at one field: the request, and the field's path. */
export function brokenRequestsOf(document: string): {operationId: string; request: Sent; path: string}[] {
  const requests = requestsOf(document);
  return operationsOf(document).flatMap(({operation}) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    const example = requests.find((request) => request.label === `${operation.operationId} request example example`);
    if (!schema || !example?.body) return [];
    return brokenCopies(JSON.parse(example.body), schema).map((broken) => ({
      operationId: operation.operationId,
      request: {...example, body: JSON.stringify(broken.body)},
      path: broken.path,
    }));
  });
}
