/**
 * One OpenAPI document served by the stand-in: openapi-backend routes each request to the handler
 * of its operationId, validates the request against the document, and the answer too. The stand-in
 * answers a request the document does not allow as the service would (`invalid`); it never sends
 * an answer the document does not allow: that becomes a 500 naming the violation, recorded in
 * `violations`, so the test that caused it fails. The documents are read as the build publishes them.
 *
 * openapi-backend, rather than Prism's validation proxy: the proxy follows the redirects of the
 * browser endpoints (the authorization endpoint, the social login URL) instead of passing them on,
 * and it cannot hold state; openapi-backend validates in the process that answers, redirects included.
 */
import type http from 'node:http';
import OpenAPIBackend, {type Context, type Document} from 'openapi-backend';
import type {ErrorObject} from 'ajv';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {publishedText} from '../src/openapi/documents';
import type {Faults} from './faults';

/** What a handler answers: JSON (`json`), a page (`html`), or nothing (a redirect's `location`). */
export type Answer = {status: number; json?: unknown; html?: string; location?: string; headers?: Record<string, string>};

export type Handler = (request: StandInRequest) => Answer | Promise<Answer>;

/**
 * A request as a handler reads it: parameters after validation, the body parsed (JSON or form).
 * Query values come as the document types them (`overwrite=true` is the boolean); read a flag with
 * `String(…)`.
 */
export type StandInRequest = {
  operationId: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** The body as it came, before parsing ('' when there was none). */
  raw: string;
  /** The request's own origin (`http://127.0.0.1:port`), for URLs the answer carries. */
  origin: string;
};

/** A request as it reached the stand-in, for a test that checks what a client sent. */
export type Received = {operationId: string; method: string; path: string; headers: http.IncomingHttpHeaders; raw: string; body: unknown};

export type DocumentService = {
  /** The document's name (openapi/{name}.yaml). */
  name: string;
  /** Answers `req` if it is an operation of the document; returns false if it is not. */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;
  /** Answers of the stand-in that the document does not allow, oldest first. */
  violations: string[];
  /** Every operation answered, with its status, oldest first. */
  exchanges: Exchange[];
  /** Every request of an operation, as it came, oldest first. */
  received: Received[];
};

export type Exchange = {operationId: string; status: number};

/** The body of a request as it came, and parsed: JSON, a form, the text itself, or nothing. */
async function bodyOf(req: http.IncomingMessage): Promise<{raw: string; body: unknown}> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {raw, body: undefined};
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return {raw, body: Object.fromEntries(new URLSearchParams(raw))};
  try {
    return {raw, body: JSON.parse(raw) as unknown};
  } catch {
    return {raw, body: raw};
  }
}

/** One stand-in's service of a document: its handlers, its answer to a refused request, its record of violations. */
type Serving = {
  handlers: Record<string, Handler>;
  invalid: (request: StandInRequest, problems: string[], errors: ErrorObject[]) => Answer;
  violated: (operationId: string, what: string) => Answer;
};

/** What the stand-in passes beside each request to openapi-backend's handlers: the request's own parts, and whose service it is. */
type Beside = {origin: string; headers: http.IncomingHttpHeaders; credentials: Record<string, string>; raw: string; serving: Serving};

const toRequest = (context: Context, beside: Beside): StandInRequest => ({
  operationId: context.operation?.operationId ?? '',
  params: context.request.params as Record<string, string>,
  query: {...(context.request.query as Record<string, string>), ...beside.credentials},
  headers: beside.headers,
  body: context.request.requestBody,
  raw: beside.raw,
  origin: beside.origin,
});

/**
 * The document's openapi-backend, made once a process and shared by every stand-in (its
 * validators compile on first use, which is most of a stand-in's start-up): each request carries
 * the stand-in whose service answers it (`Beside.serving`).
 */
const backends = new Map<string, Promise<{api: OpenAPIBackend; definition: Document}>>();

function backendOf(name: string): Promise<{api: OpenAPIBackend; definition: Document}> {
  let backend = backends.get(name);
  if (!backend) {
    backend = newBackend(name);
    backends.set(name, backend);
  }
  return backend;
}

async function newBackend(name: string): Promise<{api: OpenAPIBackend; definition: Document}> {
  const definition = yaml.load(publishedText(name)) as Document;
  // quick: openapi-backend checks a definition against the OpenAPI 3.0 schema only, which a 3.1
  // document fails; tests/interop/ checks each document against the 3.1 schema instead.
  // Formats (uri, uuid) are checked too, as the interoperability checks read the documents.
  // unicode: false counts a length in UTF-16 code units, as the services do (an emoji outside the
  // BMP is 2), where JSON Schema's maxLength counts code points.
  const api = new OpenAPIBackend({
    definition,
    strict: true,
    quick: true,
    coerceTypes: true,
    ajvOpts: {strict: false, unicode: false},
    customizeAjv: (ajv) => addFormats(ajv),
  });
  /** The answer if the document allows it for the operation, else the violation. */
  const checked = (context: Context, beside: Beside, answer: Answer): Answer => {
    const problems = answerProblems(api, context, answer);
    if (problems.length === 0) return answer;
    return beside.serving.violated(
      context.operation.operationId ?? '',
      `the stand-in answered ${answer.status}, which the document does not allow: ${problems.join('; ')}`,
    );
  };
  const operationIds = Object.values(definition.paths ?? {}).flatMap((item) =>
    Object.values(item ?? {}).flatMap((operation) =>
      operation && typeof operation === 'object' && 'operationId' in operation ? [String(operation.operationId)] : [],
    ),
  );
  api.register({
    notFound: () => undefined,
    // The service's refusal is held to the document too: a refusal the operation does not document is the stand-in's fault.
    validationFail: (context: Context, beside: Beside) => {
      const errors = context.validation.errors ?? [];
      const problems = errors.map((error) => `${error.instancePath || error.schemaPath} ${error.message ?? ''}`.trim());
      return checked(context, beside, beside.serving.invalid(toRequest(context, beside), problems, errors));
    },
    ...Object.fromEntries(
      operationIds.map((operationId) => [
        operationId,
        async (context: Context, beside: Beside) => {
          const handler = beside.serving.handlers[operationId];
          if (!handler) return beside.serving.violated(operationId, 'the stand-in serves no handler for this operation');
          return checked(context, beside, await handler(toRequest(context, beside)));
        },
      ]),
    ),
  });
  // Credentials are the handlers' to check: each answers a wrong one as its service does.
  for (const scheme of Object.keys(definition.components?.securitySchemes ?? {})) api.registerSecurityHandler(scheme, () => true);
  await api.init();
  return {api, definition};
}

/** Writes an answer: its JSON or page, its redirect, its headers. */
export function send(res: http.ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = {...answer.headers};
  if (answer.location) headers.Location = answer.location;
  let body = '';
  if (answer.json !== undefined) {
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
    body = JSON.stringify(answer.json);
  } else if (answer.html !== undefined) {
    headers['Content-Type'] = 'text/html; charset=utf-8';
    body = answer.html;
  }
  res.writeHead(answer.status, headers);
  res.end(body);
}

/**
 * The service of document `name` (openapi/<name>.yaml): `handlers` by operationId, and `invalid`
 * for a request the document does not allow (the service's own error for it). A fault of `faults`
 * (./faults.ts) that names the operation answers before anything else.
 */
export async function documentService(
  name: string,
  handlers: Record<string, Handler>,
  invalid: (request: StandInRequest, problems: string[], errors: ErrorObject[]) => Answer,
  faults?: Faults,
): Promise<DocumentService> {
  const {api, definition} = await backendOf(name);
  const unknown = Object.keys(handlers).filter((operationId) => !api.getOperation(operationId));
  if (unknown.length > 0) throw new Error(`${name}.yaml has no operation ${unknown.join(', ')}`);
  const violations: string[] = [];
  const exchanges: Exchange[] = [];
  const received: Received[] = [];
  // A credential sent in the query (the legacy API key) is a security scheme, not a parameter:
  // openapi-backend would refuse it as an unknown parameter, so it goes to the handlers beside.
  const queryCredentials = Object.values(definition.components?.securitySchemes ?? {})
    .filter((scheme) => 'in' in scheme && scheme.in === 'query')
    .map((scheme) => (scheme as {name: string}).name);

  /** A 500 naming what the stand-in did that the document does not allow, recorded. */
  const violated = (operationId: string, what: string): Answer => {
    const violation = `${name}.yaml ${operationId}: ${what}`;
    violations.push(violation);
    return {status: 500, json: {stand_in_violation: violation}};
  };
  const serving: Serving = {handlers, invalid, violated};

  return {
    name,
    violations,
    exchanges,
    received,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const operation = api.router.matchOperation({method: req.method ?? 'GET', path: url.pathname, headers: {}});
      if (!operation) return false;
      const {raw, body} = await bodyOf(req);
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      const credentials: Record<string, string> = {};
      for (const name of queryCredentials) {
        const value = url.searchParams.get(name);
        if (value !== null) credentials[name] = value;
        url.searchParams.delete(name);
      }
      // A query parameter the operation does not name is ignored, as the authorization pages say
      // of the service, rather than refused with an error the operation may not document.
      const named = new Set(
        (operation.parameters ?? [])
          .filter((parameter) => 'in' in parameter && parameter.in === 'query')
          .map((parameter) => (parameter as {name: string}).name),
      );
      for (const key of [...new Set(url.searchParams.keys())]) if (!named.has(key.replace(/\[.*$/, ''))) url.searchParams.delete(key);
      received.push({operationId: operation.operationId ?? '', method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, raw, body});
      const beside: Beside = {origin, headers: req.headers, credentials, raw, serving};
      const handled = async (): Promise<Answer | undefined> => {
        try {
          return (await api.handleRequest(
            {method: req.method ?? 'GET', path: url.pathname, query: url.search.slice(1), headers: req.headers as Record<string, string>, body},
            beside,
          )) as Answer | undefined;
        } catch (error) {
          // A handler that throws still answers, so a client never waits for an answer that will not come.
          return violated(operation.operationId ?? '', `the stand-in failed: ${(error as Error).message ?? String(error)}`);
        }
      };
      const answer = faults?.take(name, operation.operationId ?? '', url.pathname) ?? (await handled());
      const sent = answer ?? violated(operation.operationId ?? '', 'the stand-in gave no answer');
      exchanges.push({operationId: operation.operationId ?? '', status: sent.status});
      send(res, sent);
      return true;
    },
  };
}

/** What is wrong with an answer for the document: an undocumented status, or a body its schema refuses. */
function answerProblems(api: OpenAPIBackend, context: Context, answer: Answer): string[] {
  const operation = context.operation;
  const statuses = Object.keys(operation.responses ?? {});
  const status = String(answer.status);
  const documented = statuses.find((candidate) => candidate === status || candidate === `${status[0]}XX` || candidate === 'default');
  if (!documented) return [`status ${status} is not one of ${statuses.join(', ')}`];
  if (answer.json === undefined) return [];
  const result = api.validateResponse(answer.json, operation, answer.status);
  return result.valid ? [] : (result.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim());
}
