// The receiver of examples/legacy/webhook-receiver.ts in a process of its own, for the crash tests
// of webhook-receiver.test.ts. It keeps events in STORE_FILE and appends each event_id it
// processed to DONE_FILE. With HANG_AT it stops at that point, prints `at <point>` and waits to be
// killed: `stored` (stored, not answered, nothing claimed), `claim` (answered, not claimed),
// `handle` (processing).
import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import {createWebhookReceiver, type EventStore} from '../../../examples/legacy/webhook-receiver.ts';
import {createFileEventStore} from '../../../examples/legacy/webhook-event-store.ts';

const {STORE_FILE, DONE_FILE, API_KEY, HANG_AT, LEASE_MS} = process.env;
const hang = (point: string) => {
  console.log(`at ${point}`);
  return new Promise<never>(() => undefined);
};

const file = createFileEventStore(STORE_FILE!);
let stored = false;
const store: EventStore = {
  ...file,
  async add(event) {
    const added = await file.add(event);
    stored = true;
    if (HANG_AT === 'stored') await hang('stored');
    return added;
  },
  async claim(...args) {
    // Only once an event came in: the claim at start finds the store empty.
    if (HANG_AT === 'claim' && stored) await hang('claim');
    // A poll must not process the event while its answer waits.
    if (HANG_AT === 'stored' && stored) await hang('claim');
    return file.claim(...args);
  },
};

const receiver = createWebhookReceiver({
  apiKey: API_KEY!,
  store,
  leaseMs: Number(LEASE_MS),
  pollMs: 25,
  log: () => undefined,
  async handle(event) {
    if (HANG_AT === 'handle') await hang('handle');
    fs.appendFileSync(DONE_FILE!, `${event.event_id}\n`);
  },
});
receiver.server.listen(0, '127.0.0.1', () => console.log(`listening ${(receiver.server.address() as AddressInfo).port}`));
