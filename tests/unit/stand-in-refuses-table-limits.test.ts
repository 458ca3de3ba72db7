// The stand-in refuses what the tables say the Messaging API refuses: each request example, with
// one field made longer than its schema's maxLength, or an identifier's value in another format
// than its type's, gets the service's 400 invalid_parameter at that field's path.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startStandIn} from '../../stand-in/index.ts';
import {operationsOf} from '../../src/openapi/documents.ts';
import {brokenCopies} from '../lib/brokenBodies.ts';
import {requestsOf} from '../lib/documentRequests.ts';

test('the stand-in answers 400 invalid_parameter at the field for each value over a table limit', async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const wrong: string[] = [];
  let sent = 0;
  for (const located of operationsOf('messaging-api-v2')) {
    const schema = located.operation.requestBody?.content['application/json']?.schema;
    const example = requestsOf('messaging-api-v2').find((request) => request.label === `${located.operation.operationId} request example example`);
    if (!schema || !example?.body) continue;
    // A template has one type: each notification goes to its own type's template.
    const path = example.path.replace(
      /(\/templates\/)[^/]+\/(\w+)$/,
      (_, prefix: string, type: string) => `${prefix}${standIn.messaging.templateOf(type)}/${type}`,
    );
    for (const broken of brokenCopies(JSON.parse(example.body), schema)) {
      sent += 1;
      const response = await fetch(`${standIn.messaging.origin}${path}`, {
        method: example.method,
        headers: {...example.headers, 'x-api-key': standIn.messaging.apiKey},
        body: JSON.stringify(broken.body),
      });
      const answer = await response.text();
      const expected = JSON.stringify({errors: [{path: broken.path, code: 'invalid_parameter'}]});
      if (response.status !== 400 || answer !== expected) wrong.push(`${located.operation.operationId} ${broken.path}: ${response.status} ${answer}`);
    }
  }
  assert.deepEqual(wrong, []);
  assert.ok(sent >= 20, `only ${sent} broken requests`);
  assert.deepEqual(standIn.violations(), []);
});
