// A local stand-in of the Messaging API v2 for the example tests: it records every request, answers
// 400 to a body that is not JSON and 401 to a wrong X-API-Key, and leaves the routes to each test file.
// Every request it accepts must be an operation of openapi/messaging-api-v2.yaml with a body the
// document's schema accepts: the suite fails at the end, naming each one that is not.
import {before, after, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createClient, MessagingApiError, type MessagingClient} from '../../../examples/messaging-api/client.ts';
import {requestProblems} from '../../lib/openapi.ts';

const API_KEY = 'mm-0123456789abcdef0123456789abcdef';

/** A request as the stand-in saw it; `body` is the parsed JSON, of any shape (read it with `jsonAt`). */
export type Seen = {method: string; path: string; apiKey: string | undefined; contentType: string | undefined; raw: string; body: unknown};

/** The member at `path` of parsed JSON, or undefined where the path leads nowhere. */
export function jsonAt(value: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), value);
}

export type Reply = {
  answer: (status: number, body: unknown, headers?: Record<string, string>) => void;
  /** The v2 error shape: {"errors":[{"path":…,"code":…}]}. */
  fail: (status: number, code: string, at?: string, headers?: Record<string, string>) => void;
};

export type StandIn = {
  /** Requests of the current test, oldest first (emptied before each test). */
  seen: Seen[];
  /** A client with the right API key, ready once the suite has started. */
  client: () => MessagingClient;
  baseUrl: () => string;
  /** The one request the current test made, with the right API key. */
  only: () => Seen;
};

/** Starts the stand-in for the test file that calls it, with `route` answering authorised requests. */
export function startMessagingStandIn(route: (request: Seen, reply: Reply) => void): StandIn {
  const seen: Seen[] = [];
  const offDocument: string[] = [];
  let baseUrl = '';
  let client: MessagingClient;
  const server = http.createServer((req, res) => void receive(req, res));
  async function receive(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const reply = (request: Seen | undefined): Reply => {
      const answer: Reply['answer'] = (status, answerBody, headers = {}) => {
        if (request && status < 300) offDocument.push(...requestProblems('messaging-api-v2', request.method, request.path.split('?')[0], request.body));
        res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
        res.end(JSON.stringify(answerBody));
      };
      return {answer, fail: (status, code, at = '__global__', headers = {}) => answer(status, {errors: [{path: at, code}]}, headers)};
    };
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return reply(undefined).fail(400, 'invalid_parameter');
    }
    const request: Seen = {
      method: req.method ?? '',
      path: req.url ?? '',
      apiKey: req.headers['x-api-key'] as string | undefined,
      contentType: req.headers['content-type'],
      raw,
      body,
    };
    seen.push(request);
    if (request.apiKey !== API_KEY) return reply(request).fail(401, 'unauthorized');
    route(request, reply(request));
  }

  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = createClient({apiKey: API_KEY, baseUrl});
  });
  after(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    assert.deepEqual(offDocument, [], 'requests the OpenAPI document does not describe');
  });
  beforeEach(() => {
    seen.length = 0;
  });

  return {
    seen,
    client: () => client,
    baseUrl: () => baseUrl,
    only: () => {
      assert.equal(seen.length, 1, 'exactly one request must reach the stand-in');
      assert.equal(seen[0].apiKey, API_KEY);
      return seen[0];
    },
  };
}

/** The promise fails with a MessagingApiError of this HTTP status and these v2 errors. */
export async function rejectsWith(promise: Promise<unknown>, status: number, errors: {path: string; code: string}[]): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof MessagingApiError, 'errors become MessagingApiError');
    assert.equal(error.status, status);
    assert.deepEqual(error.errors, errors);
    return true;
  });
}
