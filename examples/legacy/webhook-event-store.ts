/**
 * Where the Webhook receiver (webhook-receiver.ts) keeps the events it has answered: in one JSON
 * file for one process (the example), or in memory (tests). In production, a database table with
 * a unique key on event_id, as the receiver's page shows.
 *
 * The methods (EventStore): `add` stores an event once; `claim` takes the oldest event that is
 * neither completed nor claimed (or whose claim expired) for `owner` until `leaseUntil`;
 * `complete` marks it done if `owner` still holds it, and a completed event is never claimed
 * again; `release` gives a failed event back from `retryAt`; `forget` deletes completed events
 * older than the replay window, whose replays the receiver refuses anyway.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type {EventStore, WebhookEvent} from './webhook-receiver.ts';

type Row = {event: WebhookEvent; completed: boolean; availableAt: number; owner?: string};

const claimable = (row: Row, now: number) => !row.completed && row.availableAt <= now;
const nextClaimable = (rows: Map<string, Row>, now: number) =>
  [...rows.values()].filter((row) => claimable(row, now)).sort((a, b) => a.event.created_at - b.event.created_at)[0];

/** The rows of the store, in memory, and `save`, which must write them durably before it resolves. */
function tableStore(initial: Row[], save: (rows: Row[]) => Promise<void>): EventStore {
  let rows = new Map(initial.map((row) => [row.event.event_id, row]));
  let tail: Promise<unknown> = Promise.resolve();
  // One change at a time, made on a copy that replaces the rows only once saved: a failed save changes nothing.
  function change<T>(apply: (draft: Map<string, Row>) => T): Promise<T> {
    const run = tail.then(async () => {
      const draft = structuredClone(rows);
      const result = apply(draft);
      await save([...draft.values()]);
      rows = draft;
      return result;
    });
    tail = run.catch(() => undefined);
    return run;
  }
  const owned = (draft: Map<string, Row>, eventId: string, owner: string) => {
    const row = draft.get(eventId);
    return row && !row.completed && row.owner === owner ? row : undefined;
  };
  return {
    async add(event) {
      if (rows.has(event.event_id)) return false;
      return change((draft) => {
        if (draft.has(event.event_id)) return false;
        draft.set(event.event_id, {event, completed: false, availableAt: 0});
        return true;
      });
    },
    async claim(owner, now, leaseUntil) {
      if (!nextClaimable(rows, now)) return undefined;
      return change((draft) => {
        const row = nextClaimable(draft, now);
        if (!row) return undefined;
        Object.assign(row, {owner, availableAt: leaseUntil});
        return row.event;
      });
    },
    complete: (eventId, owner) =>
      change((draft) => {
        const row = owned(draft, eventId, owner);
        if (row) Object.assign(row, {completed: true, owner: undefined});
        return row !== undefined;
      }),
    async release(eventId, owner, retryAt) {
      await change((draft) => {
        const row = owned(draft, eventId, owner);
        if (row) Object.assign(row, {owner: undefined, availableAt: retryAt});
      });
    },
    async forget(before) {
      const old = (row: Row) => row.completed && row.event.created_at < before;
      if (![...rows.values()].some(old)) return;
      await change((draft) => {
        for (const [eventId, row] of draft) if (old(row)) draft.delete(eventId);
      });
    },
  };
}

/** Kept in memory: for tests only, since a restart loses the events not yet processed. */
export function createMemoryEventStore(): EventStore {
  return tableStore([], async () => undefined);
}

/** Kept in one JSON file, for one process at a time: enough for the example; use a database in production. */
export function createFileEventStore(file: string): EventStore {
  const initial = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Row[]) : [];
  return tableStore(initial, async (rows) => {
    // Write a new file and flush it to the disk before it replaces the old one: a crash leaves one of them whole.
    const temporary = `${file}.tmp`;
    const handle = await fsp.open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(rows));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temporary, file);
  });
}
