// The stand-in of ソーシャルPLUS holds itself to the OpenAPI documents at run time
// (stand-in/documentService.ts): an answer the document does not allow becomes a 500 naming the
// violation, and a request the document does not allow gets the service's own error.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {documentService, type Handler} from '../../stand-in/documentService.ts';

/** The service of the OpenID Connect document with these handlers, on loopback until the test ends. */
async function serve(t: TestContext, handlers: Record<string, Handler>) {
  const service = await documentService('social-login-oidc', handlers, (_request, problems) => ({
    status: 400,
    json: {error: 'invalid_request', error_description: problems.join('; ')},
  }));
  const server = http.createServer((req, res) => void service.handle(req, res).then((handled) => handled || res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  return {service, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`};
}

test('an answer the document allows goes out as it is', async (t) => {
  const {service, origin} = await serve(t, {
    certs: () => ({status: 200, json: {keys: [{kty: 'RSA', kid: 'k', use: 'sig', alg: 'RS256', n: 'AQAB', e: 'AQAB'}]}}),
  });
  const response = await fetch(`${origin}/oauth2/certs`);
  assert.equal(response.status, 200);
  assert.deepEqual(service.violations, []);
  assert.deepEqual(service.exchanges, [{operationId: 'certs', status: 200}]);
});

test('an answer the document does not allow becomes a 500 that names the violation, and is recorded', async (t) => {
  // A key without `use`, and a status the operation does not document.
  const {service, origin} = await serve(t, {
    certs: () => ({status: 200, json: {keys: [{kty: 'RSA', kid: 'k', alg: 'RS256', n: 'AQAB', e: 'AQAB'}]}}),
    userinfo: () => ({status: 418, json: {error: 'unauthorized'}}),
  });
  const certs = await fetch(`${origin}/oauth2/certs`);
  assert.equal(certs.status, 500);
  assert.match(((await certs.json()) as {stand_in_violation: string}).stand_in_violation, /certs: the stand-in answered 200.*use/);
  const userinfo = await fetch(`${origin}/oauth2/userinfo`, {headers: {Authorization: 'Bearer x'}});
  assert.equal(userinfo.status, 500);
  assert.equal(service.violations.length, 2);
  assert.match(service.violations[1], /status 418 is not one of 200, 401/);
});

test("a request the document does not allow gets the service's error, not the handler", async (t) => {
  let called = false;
  const {origin} = await serve(t, {
    token: () => {
      called = true;
      return {status: 200, json: {}};
    },
  });
  const response = await fetch(`${origin}/oauth2/token`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: 'grant_type=authorization_code',
  });
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as {error: string}).error, 'invalid_request');
  assert.equal(called, false);
});
