/**
 * The Web API's retry as the pages prescribe it for a state-changing call (map, delete_user): after
 * a 500 (code 3) or a request that got no answer, the same call again after 1, 2 and 4 seconds, at
 * most 3 times. Any other error is thrown at once. Never for a one-time token or a code: those are
 * not sent again, the login starts over.
 */
import {WebApiError} from './webApi';

const delaysMs = [1000, 2000, 4000];

/** A failure that the same call may not meet again: a 5xx, or no answer at all (fetch's TypeError). */
export function isTransient(error: unknown): boolean {
  return error instanceof WebApiError ? error.status >= 500 : error instanceof TypeError;
}

/** `call`, retried after a transient failure; the last failure is thrown when every try failed. */
export async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isTransient(error) || attempt === delaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}
