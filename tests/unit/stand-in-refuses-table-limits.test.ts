// The stand-in refuses what the tables say the Messaging API refuses: each request example, with
// one field made longer than its schema's maxLength, or an identifier's value in another format
// than its type's, gets the service's 400 invalid_parameter at that field's path.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startStandIn} from '../../stand-in/index.ts';
import {brokenRequestsOf} from '../lib/brokenBodies.ts';

test('the stand-in answers 400 invalid_parameter at the field for each value over a table limit', async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const wrong: string[] = [];
  const broken = brokenRequestsOf('messaging-api-v2');
  for (const {operationId, request, path} of broken) {
    const response = await fetch(`${standIn.messaging.origin}${request.path}`, {
      method: request.method,
      headers: {...request.headers, 'x-api-key': standIn.messaging.apiKey},
      body: request.body,
    });
    const answer = await response.text();
    const expected = JSON.stringify({errors: [{path, code: 'invalid_parameter'}]});
    if (response.status !== 400 || answer !== expected) wrong.push(`${operationId} ${path}: ${response.status} ${answer}`);
  }
  assert.deepEqual(wrong, []);
  assert.ok(broken.length >= 20, `only ${broken.length} broken requests`);
  assert.deepEqual(standIn.violations(), []);
});
