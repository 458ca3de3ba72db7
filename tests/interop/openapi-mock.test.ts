// A Prism mock server of each published document accepts what the pages tell readers to send:
// every code sample (curl, or the URL a browser opens) and every request body example, sent with
// the parameters' own examples and the document's credentials. Prism validates each request
// against the document and says why it refuses one (the `sl-violations` header); a request the
// document does not allow is refused, which a deliberately broken one proves for each document.
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {operationsOf} from '../../src/openapi/documents.ts';
import {requestsOf, type Sent} from '../lib/documentRequests.ts';
import {brokenRequestsOf} from '../lib/brokenBodies.ts';
import {prismMock, publishedDocuments} from './support.ts';

/**
 * One request the document does not allow: the first JSON body sent empty, or else the first
 * sample that sends a required query parameter, without it.
 */
function brokenRequestOf(document: string, requests: Sent[]): Sent {
  const withBody = requests.find((request) => request.headers['content-type']?.startsWith('application/json') && request.body);
  if (withBody) return {...withBody, label: `${withBody.label}, its body empty`, body: '{}'};
  for (const request of requests) {
    const url = new URL(request.path, 'http://mock');
    const located = operationsOf(document).find(
      (candidate) => candidate.method === request.method && new RegExp(`^${candidate.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url.pathname),
    );
    const required = located?.operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.required && url.searchParams.has(parameter.name));
    if (required) {
      url.searchParams.delete(required.name);
      return {...request, label: `${request.label}, without ${required.name}`, path: `${url.pathname}${url.search}`};
    }
  }
  throw new Error(`${document}: no request to break`);
}

type Answer = {status: number; violations: string};

async function send(origin: string, request: Sent): Promise<Answer> {
  const response = await fetch(`${origin}${request.path}`, {method: request.method, headers: request.headers, body: request.body, redirect: 'manual'});
  await response.arrayBuffer();
  return {status: response.status, violations: response.headers.get('sl-violations') ?? ''};
}

const documents = publishedDocuments();
const mocks = new Map<string, Awaited<ReturnType<typeof prismMock>>>();
// One Prism a document, all started side by side.
before(async () => {
  await Promise.all(documents.map(async ({name, file}) => mocks.set(name, await prismMock(file))));
});
after(() => {
  for (const mock of mocks.values()) mock.stop();
});

for (const {name} of documents) {
  test(`${name}.yaml: Prism accepts every code sample and request example`, async (t) => {
    const requests = requestsOf(name);
    assert.ok(requests.length >= operationsOf(name).length, `${name}: fewer requests than operations`);
    const refused: string[] = [];
    for (const request of requests) {
      const answer = await send(mocks.get(name)!.origin, request);
      if (answer.status >= 400 || answer.violations)
        refused.push(`${request.label}: ${request.method} ${request.path} → ${answer.status} ${answer.violations}`);
    }
    assert.deepEqual(refused, []);
    t.diagnostic(`${requests.length} requests accepted`);
  });

  test(`${name}.yaml: Prism refuses a request the document does not allow`, async () => {
    const broken = brokenRequestOf(name, requestsOf(name));
    const answer = await send(mocks.get(name)!.origin, broken);
    assert.ok(answer.status >= 400 && answer.violations.includes('"severity":"Error"'), `${broken.label}: ${answer.status} ${answer.violations}`);
  });
}

test('messaging-api-v2.yaml: Prism refuses each request example broken at one table limit', async () => {
  const accepted: string[] = [];
  const broken = brokenRequestsOf('messaging-api-v2');
  for (const {operationId, request, path} of broken) {
    const answer = await send(mocks.get('messaging-api-v2')!.origin, request);
    if (!answer.violations.includes('"severity":"Error"')) accepted.push(`${operationId} ${path}: ${answer.status}`);
  }
  assert.deepEqual(accepted, []);
  assert.ok(broken.length >= 20, `only ${broken.length} broken requests`);
});
