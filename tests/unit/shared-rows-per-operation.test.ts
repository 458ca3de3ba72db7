// A shared error row is true on every page it lands on: the Messaging API's `unauthorized` row says
// what another service's valid key does to the operation of its page, and that must be what the
// operation's document answers: a 404 only where the document has one, with its codes and the
// fields its examples point to, and success where it has none.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {operationsOf, type LocatedOperation} from '../../src/openapi/documents.ts';
import {openApiElements} from '../../src/remark/siteData/openapi/index.ts';
import {plainText as text, tableCells} from '../lib/mdast.ts';
import type {MdNode} from '../../src/remark/siteData/mdast.ts';

const document = 'messaging-api-v2';
const inFlow = {flow: true};

/** The operation's error table as its page renders it: its own, or the named set its page imports. */
function errorTableOf({operation}: LocatedOperation): MdNode {
  const set = operation['x-error-codes'];
  const [table] =
    typeof set === 'string'
      ? openApiElements.ApiErrors({api: document, set}, inFlow)
      : openApiElements.Operation({api: document, id: operation.operationId, show: 'errors'}, inFlow);
  return table;
}

function notFoundOf({operation}: LocatedOperation) {
  const examples = Object.values(operation.responses['404']?.content?.['application/json']?.examples ?? {});
  return examples.flatMap((example) => (example.value as {errors: {path: string; code: string}[]}).errors);
}

for (const located of operationsOf(document)) {
  const {operationId} = located.operation;
  test(`${operationId}: the unauthorized row says what another service's key does, as the document answers`, () => {
    const row = tableCells(errorTableOf(located), text).find((cells) => cells[1] === 'unauthorized');
    assert.ok(row, 'the table has the unauthorized row');
    const action = row[3];
    const notFound = notFoundOf(located);
    if (notFound.length === 0) {
      assert.doesNotMatch(action, /404/, 'no 404 in the document, so none on the page');
      assert.match(action, /そのサービスへのリクエストとして成功します/);
      return;
    }
    assert.ok(located.operation.responses['404'], 'a 404 on the page is one the document answers');
    const named = action.match(/404 の (.+?) になり/)?.[1].split('、') ?? [];
    assert.deepEqual(named.sort(), [...new Set(notFound.map(({code}) => code))].sort(), 'the codes of the 404 examples');
    for (const {path} of notFound) {
      const field =
        path === '__global__'
          ? `パスの ${located.path
              .match(/\{(\w+)\}/g)!
              .at(-1)!
              .slice(1, -1)}`
          : path.replace(/\[\d+\]/g, '[]');
      assert.ok(action.includes(field), `names where the 404 points: ${field}`);
    }
    assert.match(action, /あれば成功します/);
  });
}
