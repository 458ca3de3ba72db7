/**
 * The site's search index file: the plugin's entries (titles, headings, descriptions, keywords
 * and sections of every page) and an inverted index of their terms as ./tokenize.ts cuts them.
 * Built in Node after the build; loaded in the search worker. One file per area and one for all.
 * The files the site publishes leave out the sections' texts (./contentTexts.ts): the ranking
 * does not read them, and they were half of every file; and the postings (./postingShards.ts),
 * of which a query reads a few. An entry on its page's URL (all but the
 * titles, as the plugin writes them) leaves out that URL too: the title has it.
 */
import {buildInvertedIndex, InvertedIndex, type PublishedIndex, type SerializedIndex} from './invertedIndex';
import type {QueryForms} from './queryForms';
import type {Readings} from './readings';
import {siteSegmenter, type Segmenter} from './segmenter';
import {englishToJapanese} from './glossaryForms';
import {compact, terms} from './tokenize';
import {DocumentType, type DocumentTypeValue, type SearchDocument} from './upstream/shapes';

/** An entry as the search holds it: a section's text may be in its page's texts file instead. */
export type IndexedDocument = Omit<SearchDocument, 't'> & {t?: string};
/** An entry as an index file holds it: without its URL when that is its page's. */
export type StoredDocument = Omit<IndexedDocument, 'u'> & {u?: string};

export type IndexFile = {
  format: typeof indexFormat;
  segmenter: string;
  documents: StoredDocument[][];
  /** The whole index as built; the site publishes it without its postings (./postingShards.ts). */
  index: SerializedIndex | PublishedIndex;
  /** Titles, keywords and headings compacted (./tokenize.ts), with their page and how closely each names it, in columns. */
  phrases: {text: string[]; page: number[]; closeness: number[]};
  /** The English words and the readings a query is read with (./queryForms.ts). */
  forms: QueryForms;
};
/** Raised when the file's shape changes, so an old worker never reads a new file. */
export const indexFormat = 'socialplus-search-7';

/**
 * What the index reads of an entry: its text, and for a page title also the last segment of the
 * page's URL, which names the endpoint or object (grant_profile, userinfo, post-flex-message).
 */
function indexedText(document: SearchDocument, isTitle: boolean): string {
  if (!isTitle) return document.t;
  const slug = decodeURIComponent(
    document.u
      .replace(/[#?].*$/, '')
      .replace(/\/$/, '')
      .split('/')
      .at(-1) ?? '',
  );
  return `${document.t} ${slug}`;
}

/** The index file of the entries, with the readings of their words (./readings.ts) and the glossary's English. */
export function buildIndexFile(
  documents: SearchDocument[][],
  {readings = {}, segmenter = siteSegmenter}: {readings?: Readings; segmenter?: Segmenter} = {},
): IndexFile & {index: SerializedIndex} {
  const titles = new Set(documents[DocumentType.Title]);
  const entries = documents.flat().map((document) => terms(indexedText(document, titles.has(document)), segmenter.segment));
  return {
    format: indexFormat,
    segmenter: segmenter.name,
    documents: withoutPageUrls(documents),
    index: buildInvertedIndex(entries),
    phrases: phrasesOf(documents),
    forms: {english: englishToJapanese(), readings},
  };
}

/** The entries with the URL left out of each that is on its page's URL (withPageUrls puts it back). */
function withoutPageUrls(documents: SearchDocument[][]): StoredDocument[][] {
  const pageUrl = new Map((documents[DocumentType.Title] ?? []).map((title) => [title.i, title.u]));
  return documents.map((kind, type) =>
    type === DocumentType.Title ? kind : kind.map(({u, ...document}) => (u === pageUrl.get(document.p!) ? document : {...document, u})),
  );
}

/** The entries with their URLs: what withoutPageUrls left out is their page's. */
export function withPageUrls(documents: StoredDocument[][]): IndexedDocument[][] {
  const pageUrl = new Map((documents[DocumentType.Title] ?? []).map((title) => [title.i, title.u]));
  return documents.map((kind) =>
    kind.map((document) => {
      const u = document.u ?? pageUrl.get(document.p!);
      if (u === undefined) throw new Error(`search: entry ${document.i} has no URL and no page with one`);
      return {...document, u};
    }),
  );
}

/** A title names its page most closely; the search also gives half of it to a title that holds the phrase. */
export const titleCloseness = 1;

/**
 * How closely each title, keyword and heading names its page when a reader types it whole:
 * the title 1; the first keyword 1 and each later one a little less (a page lists its own
 * subject first); a heading 0.8 (a glossary entry, an error name). Worked out here, not in the
 * worker: compacting every heading of the site took the first search tens of milliseconds.
 */
function phrasesOf(documents: SearchDocument[][]): IndexFile['phrases'] {
  const phrases: IndexFile['phrases'] = {text: [], page: [], closeness: []};
  const add = (text: string, page: number, closeness: number) => {
    const phrase = compact(text);
    if (phrase === '') return;
    phrases.text.push(phrase);
    phrases.page.push(page);
    phrases.closeness.push(closeness);
  };
  for (const title of documents[DocumentType.Title] ?? []) add(title.t, title.i, titleCloseness);
  for (const keywords of documents[DocumentType.Keywords] ?? [])
    keywords.t.split(/[,、]/).forEach((keyword, at) => add(keyword, keywords.p!, Math.max(0.6, 1 - 0.05 * at)));
  for (const heading of documents[DocumentType.Heading] ?? []) add(heading.t, heading.p!, 0.8);
  return phrases;
}

/** An entry with what the search needs to know about it. */
type IndexedEntry = {document: IndexedDocument; type: DocumentTypeValue; page: number};

export type LoadedIndex = {
  /** Entry numbers are places in the file's entries, kind after kind (the plugin's ids repeat across kinds). */
  search: InvertedIndex;
  segmenter: Segmenter;
  entries: Map<number, IndexedEntry>;
  titles: Map<number, SearchDocument>;
  /** Each page's description entry, by page. */
  descriptions: Map<number, IndexedDocument>;
  /** The file's compacted titles, keywords and headings (searched as they are: a scan is cheaper than building a map on load). */
  phrases: IndexFile['phrases'];
  forms: QueryForms;
  /** The index's katakana terms: each is its own reading (./queryForms.ts). */
  katakanaTerms: () => string[];
};

export function loadIndexFile(file: IndexFile, segmenter: Segmenter = siteSegmenter): LoadedIndex {
  if (file.format !== indexFormat) throw new Error(`search: index format ${String(file.format)}, expected ${String(indexFormat)}`);
  if (file.segmenter !== segmenter.name) throw new Error(`search: the index was cut by ${String(file.segmenter)}, the query would be cut by ${segmenter.name}`);
  const entries = new Map<number, IndexedEntry>();
  const titles = new Map<number, SearchDocument>();
  const descriptions = new Map<number, IndexedDocument>();
  withPageUrls(file.documents).forEach((documents, kind) => {
    const type = kind as DocumentTypeValue;
    for (const document of documents) {
      entries.set(entries.size, {document, type, page: type === DocumentType.Title ? document.i : document.p!});
      if (type === DocumentType.Title) titles.set(document.i, {...document, t: document.t ?? ''});
      if (type === DocumentType.Description) descriptions.set(document.p!, document);
    }
  });
  const search = new InvertedIndex(file.index);
  return {
    search,
    segmenter,
    entries,
    titles,
    descriptions,
    phrases: file.phrases,
    forms: file.forms,
    katakanaTerms: () => file.index.terms.filter((term) => /^\p{Script=Katakana}[\p{Script=Katakana}ー]+$/u.test(term)),
  };
}
