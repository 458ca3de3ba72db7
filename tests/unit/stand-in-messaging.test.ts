// The stand-in's Messaging API beyond what the flows reach: creating an end user with identifiers
// already registered follows the table of /message/messaging-api-references/end-users/create
// (identifiers of two end users, or a type held with another value: 400, nothing changes).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startStandIn} from '../../stand-in/index.ts';
import {siteValue} from '../../src/data/values.ts';

test('createEndUser refuses identifiers of two end users and a type the end user holds with another value', async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const create = async (identifiers: {type: string; value: string}[]) => {
    const response = await fetch(`${standIn.messaging.origin}/v2/end_users`, {
      method: 'POST',
      headers: {'X-API-Key': standIn.messaging.apiKey, 'Content-Type': 'application/json'},
      body: JSON.stringify({end_user: {identifiers}}),
    });
    return {status: response.status, body: (await response.json()) as unknown};
  };
  const [first, second] = [standIn.messaging.friendAdded(), standIn.messaging.friendAdded()];
  assert.equal(
    (
      await create([
        {type: 'primary_key', value: 'member-000901'},
        {type: 'line_uid', value: first},
      ])
    ).status,
    201,
  );
  const listed = standIn.messaging.endUsers();
  const refused = {status: 400, body: {errors: [{path: 'end_user.identifiers', code: 'invalid_parameter'}]}};
  assert.deepEqual(
    await create([
      {type: 'primary_key', value: 'member-000901'},
      {type: 'line_uid', value: second},
    ]),
    refused,
  );
  assert.deepEqual(
    await create([
      {type: 'primary_key', value: 'member-000902'},
      {type: 'line_uid', value: first},
    ]),
    refused,
  );
  assert.deepEqual(standIn.messaging.endUsers(), listed);
  // All of them on the same end user already: 201, nothing changes.
  assert.equal(
    (
      await create([
        {type: 'line_uid', value: first},
        {type: 'primary_key', value: 'member-000901'},
      ])
    ).status,
    201,
  );
  assert.equal(standIn.messaging.endUsers().length, listed.length);
  assert.equal(standIn.messaging.endUser({type: 'line_uid', value: first})?.identifiers.length, 2);
  assert.deepEqual(standIn.violations(), []);
});

test('a text is counted in UTF-16 code units, as LINE counts it: an emoji outside the BMP is 2', async (t) => {
  const standIn = await startStandIn();
  t.after(() => standIn.close());
  const headers = {'X-API-Key': standIn.messaging.apiKey, 'Content-Type': 'application/json'};
  const identifiers = [
    {type: 'primary_key', value: 'member-000901'},
    {type: 'line_uid', value: standIn.messaging.friendAdded()},
  ];
  await fetch(`${standIn.messaging.origin}/v2/end_users`, {method: 'POST', headers, body: JSON.stringify({end_user: {identifiers}})});
  const send = async (text: string) => {
    const response = await fetch(`${standIn.messaging.origin}/v2/messages/text`, {
      method: 'POST',
      headers,
      body: JSON.stringify({provider: 'line', recipient: {type: 'primary_key', value: 'member-000901'}, content: {type: 'text', text}}),
    });
    return {status: response.status, body: (await response.json()) as unknown};
  };
  const max = siteValue('messagingApi.textMaxLength').value!;
  assert.equal((await send('🍎'.repeat(max / 2))).status, 202, `${max / 2} emoji are ${max} code units`);
  assert.deepEqual(await send(`${'🍎'.repeat(max / 2)}あ`), {status: 400, body: {errors: [{path: 'content.text', code: 'invalid_parameter'}]}});
  assert.deepEqual(standIn.violations(), []);
});
