/**
 * Fault injection: the stand-in answering as a misbehaving service does (429 too_many_requests,
 * 500 internal_server_error, the Web API's 500 code 3), which no request of a reader's can provoke.
 *
 *   standIn.faults.add({operationId: 'sendTextMessage', status: 429, times: 1, retryAfter: 30});
 *   standIn.faults.add({document: 'social-login-legacy', path: '/api/map', status: 500}); // until cleared
 *   standIn.faults.clear();
 *
 * A fault names operations by `operationId`, by `path` (as the request sends it, `/v2/messages/01J…`,
 * or as the document writes it, `/v2/messages/{identifier}`) or both, of every document or of
 * `document` only. The next `times` requests of those operations (every one when `times` is left
 * out) get, before anything else is checked, the operation's own error response for `status` in
 * its document: the body of its first example, and `Retry-After: {retryAfter}` (1 when left out)
 * where the document gives that header. `add` throws when no operation matches, or when one that
 * matches documents no response for `status`.
 */
import {operationsOf, type LocatedOperation} from '../src/openapi/documents';
import type {Answer} from './documentService';

type Fault = {operationId?: string; path?: string; document?: string; status: number; times?: number; retryAfter?: number};

export type Faults = {
  add: (fault: Fault) => void;
  clear: () => void;
  /** The fault's answer for a request of `operationId` in `document` at `path`, counted; undefined when none applies. */
  take: (document: string, operationId: string, path: string) => Answer | undefined;
};

/** A path as the document writes it, as a pattern of the paths requests send. */
const pathPattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

/** The operation's error response for `status` in its document, as an answer. */
function documentedAnswer(located: LocatedOperation, status: number, retryAfter: number): Answer {
  const {responses, operationId} = located.operation;
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!response) throw new Error(`${located.document}.yaml ${operationId} documents no ${status} response`);
  const headers = 'headers' in response && (response.headers as Record<string, unknown>)['Retry-After'] ? {'Retry-After': String(retryAfter)} : undefined;
  const media = response.content?.['application/json'];
  if (!media) return {status, headers};
  const example = Object.values(media.examples ?? {})[0];
  if (!example) throw new Error(`${located.document}.yaml ${operationId}: its ${status} response has no example to answer with`);
  return {status, json: example.value, headers};
}

export function faultInjector(documents: string[]): Faults {
  const held: {matches: (document: string, operationId: string, path: string) => boolean; answers: Map<string, Answer>; left: number}[] = [];
  return {
    add: (fault) => {
      if (fault.operationId === undefined && fault.path === undefined) throw new Error('a fault names an operationId, a path, or both');
      const named = documents
        .filter((document) => fault.document === undefined || fault.document === document)
        .flatMap(operationsOf)
        .filter(
          (located) =>
            (fault.operationId === undefined || located.operation.operationId === fault.operationId) &&
            (fault.path === undefined || located.path === fault.path || pathPattern(located.path).test(fault.path)),
        );
      if (named.length === 0) throw new Error(`no operation of ${documents.join(', ')} matches the fault ${JSON.stringify(fault)}`);
      const answers = new Map(
        named.map((located) => [`${located.document} ${located.operation.operationId}`, documentedAnswer(located, fault.status, fault.retryAfter ?? 1)]),
      );
      const matches = (document: string, operationId: string, path: string) =>
        answers.has(`${document} ${operationId}`) && (fault.path === undefined || fault.path.includes('{') || fault.path === path);
      held.push({matches, answers, left: fault.times ?? Infinity});
    },
    clear: () => void held.splice(0),
    take: (document, operationId, path) => {
      const fault = held.find((candidate) => candidate.left > 0 && candidate.matches(document, operationId, path));
      if (!fault) return undefined;
      fault.left -= 1;
      if (fault.left === 0) held.splice(held.indexOf(fault), 1);
      return fault.answers.get(`${document} ${operationId}`);
    },
  };
}
