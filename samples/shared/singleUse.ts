/**
 * What makes a value single use when two requests come in together. Deleting it from
 * express-session does not: the session is saved when the answer has been sent, and a second
 * request that arrived before then (a double click, a reload, a replay) read the same session and
 * passes the same check. So the sample sites also keep each single-use value here, on the server,
 * and a request goes on only if it is the one that removed it: `take` checks and removes in one
 * step, and of two requests exactly one gets `true`.
 *
 * A Map serves one server process. With several, the same is a row deleted with a conditional
 * DELETE (`DELETE FROM single_use WHERE key = $1 AND expires_at > now()`, going on only when one
 * row was deleted), or Redis's GETDEL.
 */

/** How long a value stays usable: the sample's choice, longer than a login or a form takes. */
const lifetimeMs = 30 * 60 * 1000;

export type SingleUse = {
  /** Makes `key` usable once (again, if it was used), for 30 minutes. */
  open: (key: string) => void;
  /** true for the one request that removes `key`; false when it was never opened, is used or is too old. */
  take: (key: unknown) => boolean;
};

export function singleUse(): SingleUse {
  const expiries = new Map<string, number>();
  return {
    open(key) {
      const now = Date.now();
      // Logins that never came back go as new ones start.
      for (const [open, expiresAt] of expiries) if (expiresAt < now) expiries.delete(open);
      expiries.set(key, now + lifetimeMs);
    },
    take(key) {
      if (typeof key !== 'string') return false;
      const expiresAt = expiries.get(key);
      // Map#delete is true for one caller only: no await between the check and the removal.
      return expiries.delete(key) && expiresAt !== undefined && expiresAt >= Date.now();
    },
  };
}
