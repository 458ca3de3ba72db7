/**
 * The inverted index: for each term, the entries that hold it and how often. Its JSON form is
 * what the worker uses as it is: JSON.parse is the whole of loading it (a library index that
 * rebuilds its trees and maps on load took longer than the search-box budget allows; BENCHMARKS.md
 * has the figures). Scores are BM25, as search libraries use.
 */
export type SerializedIndex = {
  /** Every term, sorted, so that a prefix is a range. */
  terms: string[];
  /** For each term, its postings: entry number and count, the entry numbers as gaps (smaller JSON). */
  postings: number[][];
  /** The number of terms of each entry. */
  lengths: number[];
};

/**
 * The index as the site publishes it: the postings are in files of neighbouring terms
 * (./postingShards.ts), and `shards` holds the position of each file's first term.
 */
export type PublishedIndex = Omit<SerializedIndex, 'postings'> & {shards: number[]};

/** A term the lookup of a word reaches, and how much a match of it counts. */
export type TermMatch = {at: number; weight: number};

export type Hit = {score: number; terms: string[]};

// BM25's usual constants; a prefix or a one-letter slip counts for less than the word itself.
const k1 = 1.2;
const b = 0.7;
const prefixWeight = 0.5;
const typoWeight = 0.4;

/** Builds the index from each entry's terms, in entry order. */
export function buildInvertedIndex(entries: readonly string[][]): SerializedIndex {
  const byTerm = new Map<string, Map<number, number>>();
  entries.forEach((terms, entry) => {
    for (const term of terms) {
      let counts = byTerm.get(term);
      if (!counts) byTerm.set(term, (counts = new Map<number, number>()));
      counts.set(entry, (counts.get(entry) ?? 0) + 1);
    }
  });
  const terms = [...byTerm.keys()].sort();
  const postings = terms.map((term) => {
    let previous = 0;
    return [...byTerm.get(term)!].flatMap(([entry, count]) => {
      const gap = entry - previous;
      previous = entry;
      return [gap, count];
    });
  });
  return {terms, postings, lengths: entries.map((terms) => terms.length)};
}

export class InvertedIndex {
  private readonly average: number;
  private readonly position = new Map<string, number>();
  /** Each term's postings; a published index starts with none and gets them a shard at a time (addShard). */
  private readonly postings: (number[] | undefined)[];
  private readonly shardStarts: number[];

  constructor(private readonly data: SerializedIndex | PublishedIndex) {
    this.average = data.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, data.lengths.length);
    data.terms.forEach((term, at) => this.position.set(term, at));
    [this.postings, this.shardStarts] = 'postings' in data ? [data.postings, [0]] : [new Array<undefined>(data.terms.length), data.shards];
  }

  has(term: string): boolean {
    return this.position.has(term);
  }

  /**
   * The terms the lookup of `word` reaches: the word as a whole term; with `prefix`, also terms
   * that begin with it; with `typo`, when there are none, terms one letter away (insert, delete or
   * replace). The terms list alone decides (each term has an entry), so the worker knows which
   * postings a query needs before it has them.
   */
  matches(word: string, {prefix = false, typo = false} = {}): TermMatch[] {
    const matches: TermMatch[] = [];
    const exact = this.position.get(word);
    if (exact !== undefined) matches.push({at: exact, weight: 1});
    if (prefix) {
      for (let at = this.after(word); at < this.data.terms.length && this.data.terms[at].startsWith(word); at += 1) matches.push({at, weight: prefixWeight});
    }
    if (typo && matches.length === 0) {
      this.data.terms.forEach((term, at) => {
        if (oneEditApart(word, term)) matches.push({at, weight: typoWeight});
      });
    }
    return matches;
  }

  /** The entries that hold the terms `matches` finds for `word`, with their BM25 scores. */
  find(word: string, options: {prefix?: boolean; typo?: boolean} = {}): Map<number, Hit> {
    return this.hits(this.matches(word, options));
  }

  /** The entries that hold these terms, with their BM25 scores (their postings must be here). */
  hits(matches: readonly TermMatch[]): Map<number, Hit> {
    const hits = new Map<number, Hit>();
    for (const {at, weight} of matches) this.add(hits, at, weight);
    return hits;
  }

  /** How many shards the postings are in (1 for an index built whole). */
  get shardCount(): number {
    return this.shardStarts.length;
  }

  /** The shard that holds the postings of the term at `at`. */
  shardOf(at: number): number {
    let [low, high] = [0, this.shardStarts.length];
    while (high - low > 1) {
      const middle = (low + high) >>> 1;
      if (this.shardStarts[middle] <= at) low = middle;
      else high = middle;
    }
    return low;
  }

  /** The shards of the terms at `positions` whose postings are not here yet, each once. */
  missingShards(positions: Iterable<number>): number[] {
    const missing = new Set<number>();
    for (const at of positions) if (this.postings[at] === undefined) missing.add(this.shardOf(at));
    return [...missing];
  }

  /** Puts a shard's postings in place: one list per term of the shard, in the terms' order. */
  addShard(shard: number, postings: number[][]): void {
    const start = this.shardStarts[shard];
    if (start === undefined) throw new Error(`search: the index has no postings shard ${shard}`);
    const end = this.shardStarts[shard + 1] ?? this.data.terms.length;
    if (postings.length !== end - start) throw new Error(`search: postings shard ${shard} holds ${postings.length} terms, the index expects ${end - start}`);
    postings.forEach((list, offset) => (this.postings[start + offset] = list));
  }

  private add(hits: Map<number, Hit>, at: number, weight: number) {
    const term = this.data.terms[at];
    const postings = this.postings[at];
    if (postings === undefined) throw new Error(`search: the postings of "${term}" (shard ${this.shardOf(at)}) are not loaded`);
    const count = this.data.lengths.length;
    const frequency = postings.length / 2;
    const idf = Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
    let entry = 0;
    for (let i = 0; i < postings.length; i += 2) {
      entry += postings[i];
      const tf = postings[i + 1];
      const norm = 1 - b + (b * this.data.lengths[entry]) / this.average;
      const score = weight * idf * ((tf * (k1 + 1)) / (tf + k1 * norm));
      const hit = hits.get(entry);
      if (hit) {
        hit.score += score;
        hit.terms.push(term);
      } else hits.set(entry, {score, terms: [term]});
    }
  }

  /** The first term greater than `word`: the terms that begin with it and are longer start there. */
  private after(word: string): number {
    let [low, high] = [0, this.data.terms.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.data.terms[middle] <= word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Whether two words differ by one inserted, deleted or replaced character. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  // A shortcut for the typo lookup, which tries every term; the slices below tell such words apart too.
  // Stryker disable next-line ConditionalExpression: the slices' lengths differ whenever this holds
  if (Math.abs(a.length - b.length) > 1) return false;
  // The first difference; the words differ, so it is found by the end of the shorter word at the latest.
  let i = 0;
  while (a[i] === b[i]) i += 1;
  // Past it, skip the character of each word that is not the shorter one: a replacement skips one
  // character in both words, an insertion or a deletion one in the longer word.
  return a.slice(a.length < b.length ? i : i + 1) === b.slice(b.length < a.length ? i : i + 1);
}
