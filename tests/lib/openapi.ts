// Checks a request against the site's OpenAPI documents (openapi/): the operation its method and
// path name, and its JSON body against the operation's schema. Used by tests/unit/openapi.test.ts
// for the documents' own curl samples and by the Messaging API stand-in for the example client.
import Ajv2020 from 'ajv/dist/2020';
import {operationsOf, type LocatedOperation} from '../../src/openapi/documents.ts';

// The site's extensions are data for the renderer, not JSON Schema keywords.
const SITE_KEYWORDS = ['x-site-value', 'x-separate-table', 'x-key-name', 'x-constraint', 'x-line-display', 'x-requirement'];

export function schemaValidator(): Ajv2020 {
  // Formats (uri, uuid) are annotations, as JSON Schema 2020-12 makes them by default.
  const ajv = new Ajv2020({strict: true, allErrors: true, validateFormats: false});
  ajv.addVocabulary(SITE_KEYWORDS);
  return ajv;
}

const ajv = schemaValidator();

/** The operation of a document that a method and a concrete path (no query) call, if any. */
export function operationFor(document: string, method: string, path: string): LocatedOperation | undefined {
  return operationsOf(document).find((located) => {
    if (located.method !== method.toUpperCase()) return false;
    const pattern = new RegExp(`^${located.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

/** What is wrong with a request to a document's API (empty when nothing). */
export function requestProblems(document: string, method: string, path: string, body: unknown): string[] {
  const located = operationFor(document, method, path);
  if (!located) return [`${method} ${path} is no operation of ${document}.yaml`];
  const schema = Object.values(located.operation.requestBody?.content ?? {})[0]?.schema;
  if (!schema) return body === undefined ? [] : [`${method} ${path} takes no body, and one was sent`];
  if (body === undefined) return located.operation.requestBody?.required ? [`${method} ${path}: no body`] : [];
  return ajv.validate(schema, body) ? [] : [`${method} ${path}: ${ajv.errorsText()}`];
}
