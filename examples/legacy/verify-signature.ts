/**
 * Verifies the `x-socialplus-signature` header of a ソーシャルPLUS Webhook request
 * (one-time-token version).
 *
 *   signature = Base64( HMAC-SHA256( raw request body, API key ) )
 *
 * The key is the API key string itself (40 hexadecimal characters, used as UTF-8 bytes).
 * The body must be the exact bytes that arrived: parse the JSON only after this check.
 * Tested with tsx (`npx tsx <file>.ts`); it uses only node:crypto.
 */
// #region imports
import {createHmac, timingSafeEqual} from 'node:crypto';
// #endregion imports

// #region verify
/** The header that carries the signature. Node.js lower-cases incoming header names. */
export const SIGNATURE_HEADER = 'x-socialplus-signature';

/** Computes the signature that ソーシャルPLUS sends for `rawBody`. */
export function computeSignature(rawBody: Buffer | string, apiKey: string): string {
  return createHmac('sha256', apiKey).update(rawBody).digest('base64');
}

/**
 * Returns true only when `signatureHeader` is the signature of `rawBody` under one of `apiKeys`.
 * Pass one key, or the new and the old key while you change the API key (a redelivery keeps the
 * signature of its first delivery). A missing, repeated or empty header returns false.
 */
export function verifySignature(rawBody: Buffer | string, signatureHeader: string | string[] | undefined, apiKeys: string | readonly string[]): boolean {
  // A missing header (or the header sent twice) is never a valid signature.
  if (typeof signatureHeader !== 'string' || signatureHeader.trim() === '') return false;
  const keys = typeof apiKeys === 'string' ? [apiKeys] : apiKeys;
  if (keys.length === 0 || keys.some((key) => !key)) throw new Error('An API key is empty: set it before verifying signatures');

  const received = Buffer.from(signatureHeader.trim(), 'utf8');
  let matched = false;
  for (const key of keys) {
    const expected = Buffer.from(computeSignature(rawBody, key), 'utf8');
    // timingSafeEqual throws on different lengths; a different length is simply a mismatch.
    // Constant-time comparison: the time taken does not reveal how many characters matched.
    if (received.length === expected.length && timingSafeEqual(received, expected)) matched = true;
  }
  return matched;
}
// #endregion verify
