/**
 * Rich-menu call of the ソーシャルPLUS Messaging API (v2): show a rich menu to chosen end users.
 * Tested with tsx against a local stand-in of the API.
 */
// #region imports
import {MessagingApiError, type MessagingClient} from './client.ts';
import type {Recipient} from './messages.ts';
// #endregion imports

// #region post-recipients
/** The most end users one request may name. */
export const RECIPIENTS_PER_REQUEST = 100;

/**
 * POST /v2/richmenus/:richmenu_identifier/recipients: shows the rich menu to 1 to 100 end users.
 * A 4xx answer changed no end user. After a 500 or a timeout some or all of them may have been
 * changed; setting the same menu again changes nothing more, so the same request can be resent.
 */
export async function setRichMenuRecipients(client: MessagingClient, richmenuIdentifier: string, recipients: Recipient[]): Promise<void> {
  if (recipients.length < 1 || recipients.length > RECIPIENTS_PER_REQUEST) {
    throw new RangeError(`recipients must hold 1 to ${RECIPIENTS_PER_REQUEST} end users (got ${recipients.length})`);
  }
  const path = `/v2/richmenus/${encodeURIComponent(richmenuIdentifier)}/recipients`;
  await client.request<Record<string, never>>('POST', path, {recipients});
}
// #endregion post-recipients

// #region in-batches
export type BatchOptions = {
  /**
   * Milliseconds between two requests. The default, 600, keeps this loop alone at 100 requests a
   * minute, the limit of one API key: lengthen it when other jobs use the same key at the same time.
   */
  intervalMs?: number;
  /** How many times one batch is sent again after a 429 (default 3). */
  retriesOn429?: number;
  /** Waits; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Splits a long list into requests of 100 sent one after another at a steady pace. On a 429 it waits
 * the `Retry-After` seconds and sends the same batch again. Any other error stops the loop: the
 * error's `batchStart` is the first end user of the batch that failed. The batches before it are
 * set; that batch is unchanged after a 4xx and possibly in part after a 500 or a timeout. Either
 * way a rerun can start at `batchStart` (after fixing the cause of a 4xx).
 */
export async function setRichMenuForAll(
  client: MessagingClient,
  richmenuIdentifier: string,
  recipients: Recipient[],
  options: BatchOptions = {},
): Promise<void> {
  const {intervalMs = 600, retriesOn429 = 3} = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let start = 0; start < recipients.length; start += RECIPIENTS_PER_REQUEST) {
    if (start > 0) await sleep(intervalMs);
    const batch = recipients.slice(start, start + RECIPIENTS_PER_REQUEST);
    for (let attempt = 0; ; attempt++) {
      try {
        await setRichMenuRecipients(client, richmenuIdentifier, batch);
        break;
      } catch (error) {
        if (error instanceof MessagingApiError && error.status === 429 && attempt < retriesOn429) {
          await sleep((error.retryAfter ?? 60) * 1000);
          continue;
        }
        throw Object.assign(error as Error, {batchStart: start});
      }
    }
  }
}
// #endregion in-batches
