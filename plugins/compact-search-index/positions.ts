/**
 * Runs in the search worker, in place of the plugin's utils/sortSearchResults (see ./index.ts):
 * the index no longer holds term positions, so before the results are sorted this finds where
 * each matched term occurs in the result's text, the way the index builder found them (the same
 * tokenizer and trimmer over the same text). The search bar and the search page cut the snippet
 * around the first position and mark the terms there.
 */
import lunr from 'lunr';
import {sortSearchResults as sortByPage} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';

type Position = [start: number, length: number];
type Token = {toString(): string; clone(): Token; metadata: {position: Position}};
type LunrJa = {tokenizer: (text: string) => Token[]; trimmer: (token: Token) => Token};
/** lunr's match data: for each matched term, for each field, what the index recorded. */
type Metadata = Record<string, Record<string, {position?: Position[]}>>;
export type WorkerResult = {document: Record<string, unknown>; metadata: Metadata};

/** Where each of `terms` occurs in `text`, as the index builder tokenised it. */
export function termPositions(text: string, terms: readonly string[]): Map<string, Position[]> {
  const ja = (lunr as unknown as {ja: LunrJa}).ja;
  const found = new Map<string, Position[]>(terms.map((term) => [term, []]));
  // The builder's tokenizer lower-cases the text and segments each run of non-space characters
  // on its own. Only a run that contains a term can yield it, and segmenting is the slow part.
  for (const run of text.toLowerCase().matchAll(/\S+/g)) {
    if (!terms.some((term) => run[0].includes(term))) continue;
    for (const token of ja.tokenizer(run[0])) {
      const [start, length] = token.metadata.position;
      found.get(ja.trimmer(token.clone()).toString())?.push([run.index + start, length]);
    }
  }
  return found;
}

/** Fills in the positions of a result's matched terms where the index left them out. */
export function addPositions(result: WorkerResult): void {
  const fields = new Set(Object.values(result.metadata).flatMap((byField) => Object.keys(byField)));
  for (const field of fields) {
    const text = result.document[field];
    const terms = Object.keys(result.metadata).filter((term) => result.metadata[term]![field] && !result.metadata[term]![field]!.position);
    if (typeof text !== 'string' || terms.length === 0) continue;
    const positions = termPositions(text, terms);
    for (const term of terms) result.metadata[term]![field]!.position = positions.get(term)!;
    // The snippet is cut around the first position and needs one: the start of the text will do.
    if (terms.every((term) => positions.get(term)!.length === 0)) result.metadata[terms[0]!]![field]!.position = [[0, 0]];
  }
}

export function sortSearchResults(results: WorkerResult[]): void {
  results.forEach(addPositions);
  sortByPage(results);
}
