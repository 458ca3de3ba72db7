/**
 * A receiver for the Webhooks of ソーシャルPLUS (one-time-token version), built on node:http, that
 * loses no event and processes none twice.
 *
 * 1. reads the raw body, 2. verifies `x-socialplus-signature`, 3. refuses replays older than the
 * replay window, 4. stores the event durably (a redelivered `event_id` is stored once),
 * 5. answers 200, 6. claims the stored event for a limited time, processes it and marks it completed.
 * An event whose claim expires (its process died) is claimed again; a failed one is retried from the store.
 *
 * Run it:  SOCIALPLUS_API_KEY=<API key> PORT=8080 npx tsx examples/legacy/webhook-receiver.ts
 * While you change the API key, also set SOCIALPLUS_OLD_API_KEY to the previous key.
 * Events are kept in WEBHOOK_STORE_FILE (default webhook-events.json); use a database in production.
 * Tested with tsx against a local client; it uses only built-in modules.
 */
// #region imports
import http from 'node:http';
import crypto from 'node:crypto';
import type {AddressInfo} from 'node:net';
import {SIGNATURE_HEADER, verifySignature} from './verify-signature.ts';
import {createFileEventStore, createMemoryEventStore} from './webhook-event-store.ts';
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
  /** When the event happened, in Unix seconds. Covered by the signature, like the whole body. */
  created_at: number;
  /** The fields of the event type. */
  payload: Record<string, unknown>;
};

/**
 * The received events, kept until they are processed (the page says what each method does on a
 * database table). Times in milliseconds; `forget` takes Unix seconds, like `created_at`.
 */
export type EventStore = {
  /** Resolves once the event is written; false when its event_id is already stored. */
  add(event: WebhookEvent): Promise<boolean>;
  claim(owner: string, now: number, leaseUntil: number): Promise<WebhookEvent | undefined>;
  complete(eventId: string, owner: string): Promise<boolean>;
  release(eventId: string, owner: string, retryAt: number): Promise<void>;
  forget(before: number): Promise<void>;
};
// #endregion types

// #region receiver
/** Older events are replays, refused (the last redelivery plus a margin: the Webhook limits' replay window). */
export const REPLAY_WINDOW_SECONDS = 3 * 60 * 60;

/** The options; the receiver's page lists each with its default. */
export type ReceiverOptions = {
  /** The service's API key; while it is being changed, [new key, old key]. */
  apiKey: string | readonly string[];
  /** Your processing, run from the store after the answer, again after a failure or a crash: make it idempotent. */
  handle: (event: WebhookEvent) => Promise<void> | void;
  /** Defaults to an in-memory store, which a restart loses: pass a durable one. */
  store?: EventStore;
  /** The path registered as the Webhook URL. Defaults to /webhooks/socialplus. */
  path?: string;
  maxBodyBytes?: number;
  storeTimeoutMs?: number;
  leaseMs?: number;
  retryDelayMs?: number;
  pollMs?: number;
  /** Defaults to REPLAY_WINDOW_SECONDS. */
  replayWindowSeconds?: number;
  /** Milliseconds since the epoch. Defaults to Date.now; tests move it. */
  now?: () => number;
  /** Where failures and refusals go. Defaults to console.error. */
  log?: (message: string, error?: unknown) => void;
};

export type WebhookReceiver = {
  server: http.Server;
  /** Processes every event that can be claimed now, and resolves when none is left (tests, shutdown). */
  idle(): Promise<void>;
};

/** Rejects when `promise` has not settled within `ms`. A later rejection of `promise` stays handled. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the store did not answer in time')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createWebhookReceiver(options: ReceiverOptions): WebhookReceiver {
  const store = options.store ?? createMemoryEventStore();
  const path = options.path ?? '/webhooks/socialplus';
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const storeTimeoutMs = options.storeTimeoutMs ?? 3000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const retryDelayMs = options.retryDelayMs ?? 60 * 1000;
  const replayWindowSeconds = options.replayWindowSeconds ?? REPLAY_WINDOW_SECONDS;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(message, ...(error === undefined ? [] : [error])));

  /** Claims one event and processes it. False when there was nothing to claim. */
  async function processNext(): Promise<boolean> {
    const owner = crypto.randomUUID();
    const event = await store.claim(owner, now(), now() + leaseMs);
    if (!event) return false;
    try {
      await options.handle(event);
    } catch (error) {
      log(`event ${event.event_id} failed; it is retried from the store`, error);
      // If this fails too, the claim expires and the event is claimed again all the same.
      await store.release(event.event_id, owner, now() + retryDelayMs);
      return true;
    }
    if (!(await store.complete(event.event_id, owner))) log(`event ${event.event_id}: the claim expired before completion; it may run again`);
    return true;
  }

  let draining: Promise<void> | undefined;
  let again = false;
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        while (await processNext());
      } while (again);
    })()
      // A failing store must not end the process: the events wait in it for the next poll.
      .catch((error: unknown) => log('the event store failed while processing', error))
      .finally(() => {
        draining = undefined;
      });
    return draining;
  }

  async function poll(): Promise<void> {
    await drain();
    try {
      await store.forget(Math.floor(now() / 1000) - replayWindowSeconds);
    } catch (error) {
      log('the event store failed to forget old events', error);
    }
  }

  /** Steps 2 to 4; the status to answer. */
  async function accept(rawBody: Buffer, signature: string | string[] | undefined): Promise<number> {
    // 2. Verify the signature before trusting anything in the body.
    if (!verifySignature(rawBody, signature, options.apiKey)) {
      log('refused a request with a bad or missing signature (401)');
      return 401;
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      return 400;
    }
    if (typeof event?.event_id !== 'string' || typeof event.type !== 'string' || typeof event.created_at !== 'number') return 400;

    // 3. A genuine event is never redelivered this late: a replay of a captured request.
    // Answered 2xx, because any other status only makes the same body come again.
    if (event.created_at < now() / 1000 - replayWindowSeconds) {
      log(`refused event ${event.event_id}: created_at is older than the replay window (200, not stored)`);
      return 200;
    }

    // 4. Store before answering: once answered, ソーシャルPLUS does not send the event again.
    try {
      await within(store.add(event), storeTimeoutMs);
    } catch (error) {
      log(`could not store event ${event.event_id}; answered 503 so that it is sent again`, error);
      return 503;
    }
    // 6. Process after the answer, from the store.
    setImmediate(() => void drain());
    return 200;
  }

  const server = http.createServer((req, res) => {
    const answer = (status: number) => {
      if (res.headersSent) return;
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
      // 5. Answer only once the event is stored (or refused).
      void accept(Buffer.concat(chunks), req.headers[SIGNATURE_HEADER]).then(answer, (error: unknown) => {
        log('the receiver failed', error);
        answer(500);
      });
    });
    req.on('error', () => answer(400));
  });

  // Events left by a previous process are processed at start; expired claims and retries at each poll.
  const timer = setInterval(() => void poll(), options.pollMs ?? 10 * 1000);
  timer.unref();
  server.on('listening', () => void drain());
  server.on('close', () => clearInterval(timer));

  return {server, idle: drain};
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
    store: createFileEventStore(process.env.WEBHOOK_STORE_FILE ?? 'webhook-events.json'),
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
