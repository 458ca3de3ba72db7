/**
 * What the Web API of both versions shares: the error answers of the site's catalogue
 * (src/data/errors/webApi.ts), and how a request names a user.
 */
import {webApiErrors} from '../src/data/errors/webApi';
import type {Answer} from './documentService';

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
