/**
 * What the Web API of both versions shares: the error answers of the site's catalogue
 * (src/data/errors/webApi.ts), and how a request names a user.
 */
import {webApiErrors} from '../src/data/errors/webApi';
import {errorCodesOf, operationsOf} from '../src/openapi/documents';
import type {Answer, Handler} from './documentService';

/** The error answer of catalogue code `code`, as every Web API operation of both versions sends it. */
export function apiError(code: number): Answer {
  const entry = webApiErrors.find((error) => error.code === code);
  if (!entry) throw new Error(`no Web API error code ${code} in src/data/errors/webApi.ts`);
  return {status: entry.status, json: {status: 'failed', error: {code, message: entry.message}}};
}

/**
 * The user a request names by `{prefix}identifier` or `{prefix}primary_key` (exactly one), after
 * the API key: the user, or the catalogue's answer (1, 5, 6 or 7).
 */
export function namedUser<U extends {identifier: string; primaryKey: string | null}>(
  query: Record<string, string>,
  prefix: string,
  apiKey: string,
  users: Iterable<U>,
): {user: U} | {answer: Answer} {
  if (query.key !== apiKey) return {answer: apiError(1)};
  const identifier = query[`${prefix}identifier`];
  const primaryKey = query[`${prefix}primary_key`];
  if (identifier === undefined && primaryKey === undefined) return {answer: apiError(5)};
  if (identifier !== undefined && primaryKey !== undefined) return {answer: apiError(6)};
  const user = [...users].find((candidate) => (identifier !== undefined ? candidate.identifier === identifier : candidate.primaryKey === primaryKey));
  return user ? {user} : {answer: apiError(7)};
}

/**
 * The contract's grants of a Web API (document `document`): an operation whose table has code 12
 * and that takes the API key answers 12 to the service's own key while `setGranted(operationId,
 * false)` holds (a wrong key is still 1). Everything is granted at the start.
 */
export function contractGrants(document: string, handlers: Record<string, Handler>, apiKey: () => string) {
  const withholdable = operationsOf(document)
    .filter(({operation}) => operation.security?.length !== 0 && errorCodesOf(document, operation).includes(12))
    .map(({operation}) => operation.operationId);
  const withheld = new Set<string>();
  for (const operationId of withholdable) {
    const handler = handlers[operationId];
    handlers[operationId] = (request) => (request.query.key === apiKey() && withheld.has(operationId) ? apiError(12) : handler(request));
  }
  return {
    /** Grants or withholds an operation (the service's contract, changed through support). */
    setGranted: (operationId: string, granted: boolean): void => {
      if (!withholdable.includes(operationId))
        throw new Error(`${document}.yaml: ${operationId} has no code 12 for an API key (${withholdable.join(', ')} have)`);
      if (granted) withheld.delete(operationId);
      else withheld.add(operationId);
    },
  };
}
