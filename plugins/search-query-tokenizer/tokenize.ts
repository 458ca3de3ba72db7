/**
 * Query tokenizer for the search worker, replacing the plugin's utils/tokenize module (see
 * ./index.ts). The index is built from TinySegmenter tokens of the page text; a query must be cut
 * the same way, after the same normalisation a reader expects:
 * - NFKC folds full-width letters and digits and half-width katakana (ＡＰＩ → API, ﾘｯﾁ → リッチ);
 * - lower case, as the index;
 * - tokens with no letter or digit are dropped: punctuation such as `-` or `_` would otherwise
 *   become a required term that matches nothing (x-socialplus-signature, redirect_uri_mismatch).
 */
import lunr from 'lunr';

type LunrWithJa = typeof lunr & {ja?: {tokenizer: (text: string) => Array<{toString(): string}>}};

export const TOKENIZER_MARKER = 'socialplus-query-tokenizer-v1';

export function tokenize(text: string, language: string[]): string[] {
  const normalized = text.normalize('NFKC').toLowerCase();
  const ja = (lunr as LunrWithJa).ja;
  const raw = language.includes('ja') && ja ? ja.tokenizer(normalized).map((token) => token.toString()) : normalized.split(/\s+/);
  return raw.map((token) => token.trim()).filter((token) => /[\p{L}\p{N}]/u.test(token));
}

// Referenced so the marker survives minification: the e2e suite checks the worker bundle for it.
(tokenize as unknown as {marker: string}).marker = TOKENIZER_MARKER;
