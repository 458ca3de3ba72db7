/**
 * A minimal receiver for the Webhooks of ソーシャルPLUS (one-time-token version), built on node:http.
 *
 * 1. reads the raw body, 2. verifies `x-socialplus-signature`, 3. answers 200 at once,
 * 4. processes the event afterwards, and 5. processes a redelivered `event_id` only once.
 *
 * Run it:  SOCIALPLUS_API_KEY=<API key> PORT=8080 npx tsx examples/legacy/webhook-receiver.ts
 * While you change the API key, also set SOCIALPLUS_OLD_API_KEY to the previous key.
 * Tested with tsx against a local client; it uses only built-in modules.
 */
// #region imports
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {SIGNATURE_HEADER, verifySignature} from './verify-signature.ts';
// #endregion imports

// #region types
/** The event types of the one-time-token version. */
export type WebhookEventType = 'map' | 'dissociate' | 'merge_user' | 'delete_user';

/** The body of every Webhook request. */
export type WebhookEvent = {
  /** Unique per event. A redelivery carries the same value. */
  event_id: string;
  /** The event type. Ignore types you do not know: new ones may be added. */
  type: WebhookEventType | (string & {});
  /** When the event happened, in Unix seconds. */
  created_at: number;
  /** The fields of the event type. */
  payload: Record<string, unknown>;
};

/** Remembers which events were processed. Use a database table with a unique key in production. */
export type EventStore = {
  /** Records `eventId`. Returns false when it was already recorded (a redelivery). */
  claim(eventId: string): Promise<boolean>;
  /** Forgets `eventId`, so that the event can be processed again. */
  release(eventId: string): Promise<void>;
};
// #endregion types

// #region store
/** An in-memory store: enough for a single process and for tests, lost on restart. */
export function createMemoryEventStore(): EventStore {
  const seen = new Set<string>();
  return {
    async claim(eventId) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      return true;
    },
    async release(eventId) {
      seen.delete(eventId);
    },
  };
}
// #endregion store

// #region receiver
export type ReceiverOptions = {
  /**
   * The API key of the service: the same key the Web API uses. While the key is being changed,
   * pass [new key, old key]: redeliveries keep the signature of their first delivery.
   */
  apiKey: string | readonly string[];
  /** Your processing. It runs after the answer has been sent. */
  handle: (event: WebhookEvent) => Promise<void> | void;
  /** Defaults to an in-memory store. */
  store?: EventStore;
  /** The path registered as the Webhook URL. Defaults to /webhooks/socialplus. */
  path?: string;
  /** Larger bodies are refused with 413. Defaults to 1 MiB, above the largest body ソーシャルPLUS sends. */
  maxBodyBytes?: number;
  /**
   * Called when `handle` throws. The event was already answered with 200, so ソーシャルPLUS will not
   * send it again: store the event (a table or a queue) and run it again from your side.
   */
  onError?: (error: unknown, event: WebhookEvent) => void;
};

export type WebhookReceiver = {
  server: http.Server;
  /** Resolves when every event received so far has been processed (used by tests and shutdown). */
  idle(): Promise<void>;
};

export function createWebhookReceiver(options: ReceiverOptions): WebhookReceiver {
  const store = options.store ?? createMemoryEventStore();
  const path = options.path ?? '/webhooks/socialplus';
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const onError = options.onError ?? ((error, event) => console.error(`event ${event.event_id} failed`, error));
  const pending = new Set<Promise<void>>();

  async function processEvent(event: WebhookEvent): Promise<void> {
    // A redelivery (same event_id) is answered 200 like the first delivery, but not processed twice.
    if (!(await store.claim(event.event_id))) return;
    try {
      await options.handle(event);
    } catch (error) {
      // Forget the event_id, so that your own re-run of the stored event is not skipped as a duplicate.
      await store.release(event.event_id);
      onError(error, event);
    }
  }

  const server = http.createServer((req, res) => {
    const answer = (status: number) => {
      res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(http.STATUS_CODES[status]);
    };
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== path) return answer(404);
    if (req.method !== 'POST') return answer(405);

    // 1. Read the raw bytes: the signature covers the body exactly as it was sent.
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) return answer(413);
      const rawBody = Buffer.concat(chunks);

      // 2. Verify the signature before trusting anything in the body.
      if (!verifySignature(rawBody, req.headers[SIGNATURE_HEADER], options.apiKey)) return answer(401);

      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        return answer(400);
      }
      if (typeof event?.event_id !== 'string' || typeof event.type !== 'string') return answer(400);

      // 3. Answer at once: ソーシャルPLUS waits only a few seconds (see the Webhook limits).
      answer(200);

      // 4. Process after the answer, outside the request.
      const task = new Promise<void>((resolve) => setImmediate(resolve)).then(() => processEvent(event));
      pending.add(task);
      void task.finally(() => pending.delete(task));
    });
    req.on('error', () => answer(400));
  });

  return {
    server,
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
// #endregion receiver

// #region main
// Started directly (not imported by a test): listen on PORT and log each event.
if (require.main === module) {
  const apiKeys = [process.env.SOCIALPLUS_API_KEY ?? '', process.env.SOCIALPLUS_OLD_API_KEY].filter((key): key is string => key !== undefined);
  if (!apiKeys.every((key) => /^[0-9a-f]{40}$/i.test(key))) {
    throw new Error('Set SOCIALPLUS_API_KEY (and SOCIALPLUS_OLD_API_KEY, if set) to an API key of 40 hexadecimal characters');
  }
  const {server} = createWebhookReceiver({
    apiKey: apiKeys,
    async handle(event) {
      switch (event.type) {
        case 'map':
        case 'dissociate':
        case 'merge_user':
        case 'delete_user':
          console.log(`${event.type} ${event.event_id}`, JSON.stringify(event.payload));
          break;
        default:
          console.log(`ignored unknown type ${event.type}`);
      }
    },
  });
  server.listen(Number(process.env.PORT ?? 8080), () => {
    console.log(`listening on port ${(server.address() as AddressInfo).port}`);
  });
}
// #endregion main
