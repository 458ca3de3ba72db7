// The Webhook receiver of examples/legacy/webhook-receiver.ts loses no event and processes none
// twice: it stores an event before it answers, a receiver killed between the steps and started
// again on the same store finishes every event once, a failing store gets 503 and leaves the
// process up, a failing processor is retried from the store, and replays older than the replay
// window are refused. Its signature and redelivery behaviour: legacy.test.ts.
import {test, describe, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {computeSignature} from '../../examples/legacy/verify-signature.ts';
import {
  REPLAY_WINDOW_SECONDS,
  createWebhookReceiver,
  type EventStore,
  type ReceiverOptions,
  type WebhookEvent,
} from '../../examples/legacy/webhook-receiver.ts';
import {createFileEventStore, createMemoryEventStore} from '../../examples/legacy/webhook-event-store.ts';
import {siteValue} from '../../src/data/values.ts';
import {webhookRetryMinutes} from '../../src/data/values/legacy.ts';

const API_KEY = '0123456789abcdef0123456789abcdef01234567';
const root = path.resolve(import.meta.dirname, '../..');

let counter = 0;
/** A map event that happened `ageSeconds` ago, with a new event_id. */
function makeEvent(ageSeconds = 0, nowMs = Date.now()): WebhookEvent {
  counter += 1;
  return {
    event_id: `5f0c2b8e-3d41-4c7a-9a57-${String(counter).padStart(12, '0')}`,
    type: 'map',
    created_at: Math.floor(nowMs / 1000) - ageSeconds,
    payload: {identifier: '7b256cf6c3e378d354153d446d2efcc1b3028a8c', primary_key: 'member-000123', previous_primary_key: null},
  };
}

const timeLimitMs = Number(siteValue('legacy.webhookTimeout').value) * 1000;

/** Delivers the event as ソーシャルPLUS does: signed, and given up after the time limit. */
const post = (url: string, event: WebhookEvent) => {
  const body = JSON.stringify(event);
  return fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json; charset=utf-8', 'x-socialplus-signature': computeSignature(body, API_KEY)},
    body,
    signal: AbortSignal.timeout(timeLimitMs),
  });
};

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-receiver-'));
  tempDirs.push(dir);
  return dir;
};
after(() => {
  for (const dir of tempDirs) fs.rmSync(dir, {recursive: true, force: true});
});

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A receiver in this process, listening on port 0; closed when `run` ends. */
async function withReceiver(options: Partial<ReceiverOptions>, run: (url: string, receiver: ReturnType<typeof createWebhookReceiver>) => Promise<void>) {
  const receiver = createWebhookReceiver({apiKey: API_KEY, handle: () => undefined, log: () => undefined, ...options});
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/webhooks/socialplus`, receiver);
  } finally {
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
}

// Independent stores, so the three run side by side: most of their time is starting processes.
describe('crashes: a receiver killed between the steps and started again on the same store', {concurrency: true}, () => {
  const LEASE_MS = 250;
  const child = path.join(root, 'tests/examples/support/webhook-receiver-child.ts');
  // A failed assertion must not leave a receiver waiting to be killed.
  const running = new Set<() => Promise<void>>();
  after(() => Promise.all([...running].map((kill) => kill())));

  /** Starts tests/examples/support/webhook-receiver-child.ts on the store in `dir`. */
  async function startChild(dir: string, hangAt?: 'stored' | 'claim' | 'handle') {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      cwd: root,
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: 'tests/tsconfig.json',
        STORE_FILE: path.join(dir, 'events.json'),
        DONE_FILE: path.join(dir, 'done.txt'),
        API_KEY,
        LEASE_MS: String(LEASE_MS),
        HANG_AT: hangAt ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    const kill = async () => {
      proc.kill('SIGKILL');
      await exited;
      running.delete(kill);
    };
    running.add(kill);
    const lines: string[] = [];
    let rest = '';
    proc.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
    const reached = (line: string) => until(() => lines.includes(line), `the receiver printed "${line}"`);
    await until(() => lines.some((line) => line.startsWith('listening ')), 'the receiver listens', 10_000);
    const port = lines.find((line) => line.startsWith('listening '))!.split(' ')[1];
    return {
      url: `http://127.0.0.1:${port}/webhooks/socialplus`,
      reached,
      kill,
    };
  }

  const done = (dir: string) =>
    fs.existsSync(path.join(dir, 'done.txt')) ? fs.readFileSync(path.join(dir, 'done.txt'), 'utf8').split('\n').filter(Boolean) : [];
  const completed = (dir: string, eventId: string) => {
    const file = path.join(dir, 'events.json');
    if (!fs.existsSync(file)) return false;
    const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as {event: WebhookEvent; completed: boolean}[];
    return rows.some((row) => row.event.event_id === eventId && row.completed);
  };

  /**
   * Once the event is completed: some lease periods later, and after one more restart with a
   * redelivery of the event, it was still processed exactly once.
   */
  async function processedOnce(dir: string, event: WebhookEvent, receiver: {kill(): Promise<void>}) {
    await until(() => completed(dir, event.event_id), `event ${event.event_id} is completed`);
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
    await receiver.kill();
    const again = await startChild(dir);
    try {
      assert.equal((await post(again.url, event)).status, 200, 'a late redelivery is acknowledged');
      await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
    } finally {
      await again.kill();
    }
    assert.deepEqual(done(dir), [event.event_id], 'processed exactly once');
  }

  test('killed after storing, before answering: no answer, so the event comes again; it is processed once', async () => {
    const dir = tempDir();
    const event = makeEvent();
    const first = await startChild(dir, 'stored');
    const delivery = post(first.url, event).then(
      (answer) => answer.status,
      () => 'no answer',
    );
    await first.reached('at stored');
    await first.kill();
    assert.equal(await delivery, 'no answer', 'no 2xx went out: ソーシャルPLUS sends the event again');
    const second = await startChild(dir);
    assert.equal((await post(second.url, event)).status, 200, 'the redelivery');
    await processedOnce(dir, event, second);
  });

  // Killed at a point after the 200: the event is already stored, so the next process finishes it.
  async function killedAfterAnswer(point: 'claim' | 'handle') {
    const dir = tempDir();
    const event = makeEvent();
    const first = await startChild(dir, point);
    assert.equal((await post(first.url, event)).status, 200);
    await first.reached(`at ${point}`);
    await first.kill();
    assert.equal(completed(dir, event.event_id), false, 'not processed before the restart');
    const second = await startChild(dir);
    await processedOnce(dir, event, second);
  }

  test('killed after answering, before processing: the stored event is processed after the restart, once', () => killedAfterAnswer('claim'));

  test('killed during processing: the claim expires, the event is claimed again and processed once', () => killedAfterAnswer('handle'));
});

describe('storing before answering', () => {
  test('the event is in the store when the 200 arrives, and the processing comes after the answer', async () => {
    const memory = createMemoryEventStore();
    const steps: string[] = [];
    const store: EventStore = {
      ...memory,
      async add(event) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const added = await memory.add(event);
        steps.push('stored');
        return added;
      },
    };
    await withReceiver({store, handle: () => void steps.push('processed')}, async (url, receiver) => {
      const event = makeEvent();
      assert.equal((await post(url, event)).status, 200);
      steps.push('answered');
      await receiver.idle();
      assert.deepEqual(steps, ['stored', 'answered', 'processed']);
      assert.equal(await memory.add(event), false, 'the event was stored');
    });
  });

  test('a store that does not answer in time gets 503, well within the time limit of ソーシャルPLUS', async () => {
    const logs: string[] = [];
    const store: EventStore = {...createMemoryEventStore(), add: () => new Promise<boolean>(() => undefined)};
    await withReceiver({store, storeTimeoutMs: 200, log: (message) => logs.push(message)}, async (url) => {
      const started = Date.now();
      assert.equal((await post(url, makeEvent())).status, 503);
      const elapsed = Date.now() - started;
      assert.ok(elapsed < timeLimitMs, `answered after ${elapsed} ms`);
      assert.match(logs.join('\n'), /could not store event/);
    });
  });
});

describe('failures', () => {
  test('a failing store answers 503 and logs; the process stays up, and the redelivery is stored and processed', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const memory = createMemoryEventStore();
      let down = true;
      const failing = () => Promise.reject(new Error('database unavailable'));
      const store: EventStore = {
        add: (event) => (down ? failing() : memory.add(event)),
        claim: (...args) => (down ? failing() : memory.claim(...args)),
        complete: (...args) => (down ? failing() : memory.complete(...args)),
        release: (...args) => (down ? failing() : memory.release(...args)),
        forget: (...args) => (down ? failing() : memory.forget(...args)),
      };
      const logs: string[] = [];
      const handled: string[] = [];
      await withReceiver({store, pollMs: 10, log: (message) => logs.push(message), handle: (e) => void handled.push(e.event_id)}, async (url, receiver) => {
        const event = makeEvent();
        assert.equal((await post(url, event)).status, 503, 'not stored: ソーシャルPLUS sends it again');
        await receiver.idle();
        await new Promise((resolve) => setTimeout(resolve, 50)); // polls against the failing store
        assert.match(logs.join('\n'), /could not store event/);
        assert.match(logs.join('\n'), /the event store failed while processing/);
        down = false;
        assert.equal((await post(url, event)).status, 200, 'the redelivery');
        await until(() => handled.length === 1, 'the redelivery is processed');
      });
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(rejections, [], 'no unhandled rejection');
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  test('a failing processor is retried from the store, without a redelivery, and completed once', async () => {
    const store = createMemoryEventStore();
    let calls = 0;
    const logs: string[] = [];
    const handle = () => {
      calls += 1;
      if (calls === 1) throw new Error('member database unavailable');
    };
    await withReceiver({store, handle, retryDelayMs: 30, pollMs: 10, log: (message) => logs.push(message)}, async (url, receiver) => {
      const event = makeEvent();
      assert.equal((await post(url, event)).status, 200);
      await receiver.idle();
      assert.equal(calls, 1);
      assert.match(logs.join('\n'), /failed; it is retried from the store/);
      await until(() => calls === 2, 'the event is retried');
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(calls, 2, 'not processed again once completed');
      assert.equal(await store.claim('someone', Date.now() + 60_000, Date.now() + 120_000), undefined, 'completed');
    });
  });
});

describe('the replay window', () => {
  test('is the site value, and later than the last redelivery of the schedule', () => {
    const value = siteValue('legacy.webhookReplayWindow');
    assert.equal(REPLAY_WINDOW_SECONDS, Number(value.value) * 60 * 60);
    const lastRedelivery = webhookRetryMinutes.reduce((sum, minutes) => sum + minutes, 0) * 60;
    assert.ok(REPLAY_WINDOW_SECONDS > lastRedelivery);
  });

  test('an event older than the window is answered 200, logged, and neither stored nor processed; one inside it is processed', async () => {
    const memory = createMemoryEventStore();
    const added: string[] = [];
    const store: EventStore = {...memory, add: (event) => (added.push(event.event_id), memory.add(event))};
    const handled: string[] = [];
    const logs: string[] = [];
    await withReceiver({store, log: (message) => logs.push(message), handle: (e) => void handled.push(e.event_id)}, async (url, receiver) => {
      const stale = makeEvent(REPLAY_WINDOW_SECONDS + 1);
      const recent = makeEvent(REPLAY_WINDOW_SECONDS - 60);
      assert.equal((await post(url, stale)).status, 200, 'a 2xx: any other status only brings the same body again');
      assert.equal((await post(url, recent)).status, 200);
      await receiver.idle();
      assert.deepEqual(added, [recent.event_id]);
      assert.deepEqual(handled, [recent.event_id]);
      assert.match(logs.join('\n'), new RegExp(`refused event ${stale.event_id}: created_at is older than the replay window`));
    });
  });

  test('a completed event is forgotten once older than the window, and its replay is then refused, not processed again', async () => {
    let nowMs = Date.now();
    const store = createMemoryEventStore();
    const handled: string[] = [];
    await withReceiver({store, pollMs: 10, now: () => nowMs, handle: (e) => void handled.push(e.event_id)}, async (url, receiver) => {
      const event = makeEvent(0, nowMs);
      assert.equal((await post(url, event)).status, 200);
      await receiver.idle();
      nowMs += (REPLAY_WINDOW_SECONDS + 1) * 1000;
      await new Promise((resolve) => setTimeout(resolve, 50)); // a poll forgets it
      assert.equal((await post(url, event)).status, 200);
      await receiver.idle();
      assert.deepEqual(handled, [event.event_id]);
      assert.equal(await store.add(event), true, 'the store no longer holds the event_id');
    });
  });
});

describe('the stores', () => {
  const stores: [string, () => {open: () => EventStore}][] = [
    ['memory', () => ({open: createMemoryEventStore})],
    [
      'file',
      () => {
        const file = path.join(tempDir(), 'events.json');
        return {open: () => createFileEventStore(file)};
      },
    ],
  ];
  for (const [name, make] of stores) {
    test(`${name}: one claim at a time, taken again after it expires, a completed event never again`, async () => {
      const store = make().open();
      const event = makeEvent();
      assert.equal(await store.add(event), true);
      assert.equal(await store.add(event), false, 'a redelivery');
      assert.deepEqual(await store.claim('a', 1000, 2000), event);
      assert.equal(await store.claim('b', 1500, 2500), undefined, 'claimed by a');
      assert.deepEqual(await store.claim('b', 2000, 3000), event, "a's claim expired");
      assert.equal(await store.complete(event.event_id, 'a'), false, 'a no longer holds it');
      assert.equal(await store.complete(event.event_id, 'b'), true);
      assert.equal(await store.claim('c', 10_000, 11_000), undefined, 'completed');
    });

    test(`${name}: a released event is claimed again from its retry time; forget drops only old completed events`, async () => {
      const store = make().open();
      const old = makeEvent(100);
      const pending = makeEvent(100);
      await store.add(old);
      await store.add(pending);
      assert.deepEqual(await store.claim('a', 1000, 2000), old, 'the oldest first');
      await store.complete(old.event_id, 'a');
      assert.deepEqual(await store.claim('b', 1000, 2000), pending);
      await store.release(pending.event_id, 'b', 1500);
      assert.equal(await store.claim('c', 1400, 2400), undefined, 'not before its retry time');
      assert.deepEqual(await store.claim('c', 1500, 2500), pending);
      await store.forget(Math.floor(Date.now() / 1000));
      assert.equal(await store.add(old), true, 'the completed event was forgotten');
      assert.equal(await store.add(pending), false, 'an event not completed is kept');
    });
  }

  test('file: the events survive a new store on the same file', async () => {
    const file = path.join(tempDir(), 'events.json');
    const event = makeEvent();
    const first = createFileEventStore(file);
    await first.add(event);
    await first.claim('a', 1000, 2000);
    const second = createFileEventStore(file);
    assert.equal(await second.add(event), false);
    assert.equal(await second.claim('b', 1500, 2500), undefined, 'the claim was written too');
    assert.deepEqual(await second.claim('b', 2000, 3000), event);
  });

  test('file: a write that fails changes nothing, so the redelivery is stored', async () => {
    const dir = path.join(tempDir(), 'missing');
    const store = createFileEventStore(path.join(dir, 'events.json'));
    const event = makeEvent();
    await assert.rejects(store.add(event));
    fs.mkdirSync(dir);
    assert.equal(await store.add(event), true);
  });
});
