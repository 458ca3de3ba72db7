/**
 * Rich-menu call of the ソーシャルPLUS Messaging API (v2): show a rich menu to chosen end users.
 * Node.js 24 runs this file as is (type stripping).
 */
import type {MessagingClient} from './client.ts';
import type {Recipient} from './messages.ts';

// #region post-recipients
/**
 * POST /v2/richmenus/:richmenu_identifier/recipients: shows the rich menu to 1 to 100 end users.
 * The request is all or nothing: when one recipient fails, no end user is changed.
 */
export async function setRichMenuRecipients(
  client: MessagingClient,
  richmenuIdentifier: string,
  recipients: Recipient[],
): Promise<void> {
  if (recipients.length < 1 || recipients.length > 100) {
    throw new RangeError(`recipients must hold 1 to 100 end users (got ${recipients.length})`);
  }
  const path = `/v2/richmenus/${encodeURIComponent(richmenuIdentifier)}/recipients`;
  await client.request<Record<string, never>>('POST', path, {recipients});
}
// #endregion post-recipients

// #region in-batches
/** Splits a long list into requests of 100, one after another (this respects the rate limit better than parallel calls). */
export async function setRichMenuForAll(
  client: MessagingClient,
  richmenuIdentifier: string,
  recipients: Recipient[],
): Promise<void> {
  for (let start = 0; start < recipients.length; start += 100) {
    await setRichMenuRecipients(client, richmenuIdentifier, recipients.slice(start, start + 100));
  }
}
// #endregion in-batches
