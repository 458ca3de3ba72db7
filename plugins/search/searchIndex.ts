/**
 * The site's search index: the plugin's entries (titles, headings, descriptions, keywords and
 * sections of every page) in a MiniSearch index cut by ./tokenize.ts. Built in Node after the
 * build; loaded in the search worker. One file per area and one for all areas.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import {siteSegmenter, type Segmenter} from './segmenter';
import {compact, terms} from './tokenize';
import {DocumentType, type DocumentTypeValue, type SearchDocument} from './upstream/shapes';

export type IndexFile = {format: typeof indexFormat; segmenter: string; documents: SearchDocument[][]; index: AsPlainObject};
/** Raised when the file's shape changes, so an old worker never reads a new file. */
export const indexFormat = 'socialplus-search-1';

/** MiniSearch's document: `i` is the entry's place in the file's entries, kind after kind (the plugin's ids repeat across kinds). */
type Entry = {i: number; t: string};

/** The options the index is built and loaded with: the site's tokenizer, terms kept as cut. */
export function miniSearchOptions({segment}: Segmenter): Options<Entry> {
  return {
    idField: 'i',
    fields: ['t'],
    storeFields: [],
    tokenize: (text) => terms(text, segment),
    processTerm: (term) => term,
    searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
  };
}

/**
 * What the index reads of an entry: its text, and for a page title also the last segment of the
 * page's URL, which names the endpoint or object (grant_profile, userinfo, post-flex-message).
 */
export function indexedText(document: SearchDocument, isTitle: boolean): string {
  if (!isTitle) return document.t;
  const slug = decodeURIComponent(document.u.replace(/[#?].*$/, '').replace(/\/$/, '').split('/').at(-1) ?? '');
  return `${document.t} ${slug}`;
}

export function buildIndexFile(documents: SearchDocument[][], segmenter: Segmenter = siteSegmenter): IndexFile {
  const index = new MiniSearch<Entry>(miniSearchOptions(segmenter));
  index.addAll(documents.flat().map((document, i) => ({i, t: indexedText(document, documents[DocumentType.Title]!.includes(document))})));
  return {format: indexFormat, segmenter: segmenter.name, documents, index: index.toJSON()};
}

/** An entry with what the search needs to know about it. */
export type IndexedEntry = {document: SearchDocument; type: DocumentTypeValue; page: number};

export type LoadedIndex = {
  search: MiniSearch<Entry>;
  segmenter: Segmenter;
  entries: Map<number, IndexedEntry>;
  titles: Map<number, SearchDocument>;
  /** Every term of the index. */
  vocabulary: Set<string>;
  /** For each page, its title, keywords and headings as ./tokenize.ts compacts them. */
  phrases: Map<number, {title: string; keywords: string[]; headings: string[]}>;
};

export function loadIndexFile(file: IndexFile, segmenter: Segmenter = siteSegmenter): LoadedIndex {
  if (file.format !== indexFormat) throw new Error(`search: index format ${String(file.format)}, expected ${indexFormat}`);
  if (file.segmenter !== segmenter.name) throw new Error(`search: the index was cut by ${file.segmenter}, the query would be cut by ${segmenter.name}`);
  const entries = new Map<number, IndexedEntry>();
  const titles = new Map<number, SearchDocument>();
  const phrases: LoadedIndex['phrases'] = new Map();
  file.documents.forEach((documents, kind) => {
    const type = kind as DocumentTypeValue;
    for (const document of documents) {
      entries.set(entries.size, {document, type, page: type === DocumentType.Title ? document.i : document.p!});
      if (type === DocumentType.Title) titles.set(document.i, document);
      const page = type === DocumentType.Title ? document.i : document.p!;
      const own = phrases.get(page) ?? {title: '', keywords: [], headings: []};
      phrases.set(page, own);
      if (type === DocumentType.Title) own.title = compact(document.t);
      if (type === DocumentType.Keywords) own.keywords.push(...document.t.split(/[,、]/).map(compact));
      if (type === DocumentType.Heading) own.headings.push(compact(document.t));
    }
  });
  return {search: MiniSearch.loadJS(file.index, miniSearchOptions(segmenter)), segmenter, entries, titles, phrases, vocabulary: new Set(file.index.index.map(([term]) => term))};
}
