// The example tests' Messaging API: the stand-in of ソーシャルPLUS (stand-in/), one for each test
// file, which validates every request and answer against openapi/messaging-api-v2.yaml and keeps
// state. `seen` is what reached it during the current test, as it came; the file fails at the end
// if the stand-in sent anything its document does not allow.
import {before, after, beforeEach} from 'node:test';
import assert from 'node:assert/strict';
import {createClient, MessagingApiError, type MessagingClient} from '../../../examples/messaging-api/client.ts';
import {startStandIn, type StandIn} from '../../../stand-in/index.ts';

/** A request as the stand-in received it; `body` is the parsed JSON, of any shape. */
export type Seen = {method: string; path: string; apiKey: string | undefined; contentType: string | undefined; raw: string; body: unknown};

export type MessagingStandIn = {
  standIn: () => StandIn;
  /** A client with the service's API key. */
  client: () => MessagingClient;
  baseUrl: () => string;
  /** Requests of the current test, oldest first. */
  seen: () => Seen[];
  /** Forgets what the current test sent so far. */
  forget: () => void;
  /** The one request the current test made, with the right API key. */
  only: () => Seen;
};

/**
 * Starts the stand-in for the test file that calls it, then runs the file's `setUp` with a client
 * (in the same hook: Node's runner does not wait for one top-level `before` to end before the next).
 */
export function standInForFile(setUp: (client: MessagingClient) => Promise<void> = async () => undefined): MessagingStandIn {
  let standIn: StandIn;
  let client: MessagingClient;
  let from = 0;
  before(async () => {
    standIn = await startStandIn();
    client = createClient({apiKey: standIn.messaging.apiKey, baseUrl: standIn.messaging.origin});
    await setUp(client);
  });
  after(async () => {
    const violations = standIn.violations();
    await standIn.close();
    assert.deepEqual(violations, [], 'answers the OpenAPI document does not allow');
  });
  beforeEach(() => {
    from = standIn.messaging.received().length;
  });
  const seen = () =>
    standIn.messaging
      .received()
      .slice(from)
      .map(({method, path, headers, raw, body}) => ({
        method,
        path,
        apiKey: headers['x-api-key'] as string | undefined,
        contentType: headers['content-type'],
        raw,
        body,
      }));
  return {
    standIn: () => standIn,
    client: () => client,
    baseUrl: () => standIn.messaging.origin,
    seen,
    forget: () => {
      from = standIn.messaging.received().length;
    },
    only: () => {
      const requests = seen();
      assert.equal(requests.length, 1, 'exactly one request must reach the stand-in');
      assert.equal(requests[0].apiKey, standIn.messaging.apiKey);
      return requests[0];
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
