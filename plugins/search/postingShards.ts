/**
 * The postings, kept out of the index files the site publishes: the terms list stays in the file
 * (a query's words are looked up in it, a prefix as a range), and the postings of each run of
 * neighbouring terms are one small file, which the search worker downloads only for the terms a
 * query reaches (./worker.ts). They were half of every index file (110 of 209 KB gzip for all
 * areas), all downloaded before the first result; a query reads a few files. Pagefind splits its
 * index the same way.
 */
import type {PublishedIndex, SerializedIndex} from './invertedIndex';
import type {IndexFile} from './searchIndex';

/** A shard's postings: one list per term, in the terms' order. */
export type PostingShard = number[][];

/**
 * About how many bytes of JSON a shard holds. Smaller shards are fewer bytes a query waits for
 * and more files; one term whose postings are longer has a shard of its own.
 */
const shardBytes = 8192;

/** The index without its postings, and the postings in shards of neighbouring terms, about `bytes` each. */
export function splitPostings(file: IndexFile, bytes = shardBytes): {file: IndexFile; shards: PostingShard[]} {
  const {index} = file;
  if (!('postings' in index)) throw new Error('search: the index file has no postings to split; it is split already');
  const shards: PostingShard[] = [];
  const starts: number[] = [];
  // The first term starts a shard; so does any term that would take a shard past `bytes`.
  let filled = Infinity;
  index.postings.forEach((postings, at) => {
    const size = JSON.stringify(postings).length + 1;
    if (filled > 0 && filled + size > bytes) {
      starts.push(at);
      shards.push([]);
      filled = 0;
    }
    shards.at(-1)!.push(postings);
    filled += size;
  });
  const published: PublishedIndex = {terms: index.terms, lengths: index.lengths, shards: starts};
  return {file: {...file, index: published}, shards};
}

/** An index file with its postings back in place: the whole index, for the evaluation in Node. */
export function withPostings(file: IndexFile, shardOf: (shard: number) => PostingShard): IndexFile & {index: SerializedIndex} {
  const {index} = file;
  if ('postings' in index) return {...file, index};
  const postings = index.shards.flatMap((_, shard) => shardOf(shard));
  if (postings.length !== index.terms.length)
    throw new Error(`search: the shards hold the postings of ${postings.length} terms, the index has ${index.terms.length}`);
  return {...file, index: {terms: index.terms, lengths: index.lengths, postings}};
}
