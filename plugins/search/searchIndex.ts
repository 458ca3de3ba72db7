/**
 * The site's search index file: the plugin's entries (titles, headings, descriptions, keywords
 * and sections of every page) and an inverted index of their terms as ./tokenize.ts cuts them.
 * Built in Node after the build; loaded in the search worker. One file per area and one for all.
 */
import {buildInvertedIndex, InvertedIndex, type SerializedIndex} from './invertedIndex';
import {siteSegmenter, type Segmenter} from './segmenter';
import {compact, terms} from './tokenize';
import {DocumentType, type DocumentTypeValue, type SearchDocument} from './upstream/shapes';

export type IndexFile = {format: typeof indexFormat; segmenter: string; documents: SearchDocument[][]; index: SerializedIndex};
/** Raised when the file's shape changes, so an old worker never reads a new file. */
export const indexFormat = 'socialplus-search-2';

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
  const titles = new Set(documents[DocumentType.Title]);
  const entries = documents.flat().map((document) => terms(indexedText(document, titles.has(document)), segmenter.segment));
  return {format: indexFormat, segmenter: segmenter.name, documents, index: buildInvertedIndex(entries)};
}

/** An entry with what the search needs to know about it. */
export type IndexedEntry = {document: SearchDocument; type: DocumentTypeValue; page: number};

export type PagePhrases = {title: string; keywords: string[]; headings: string[]};

export type LoadedIndex = {
  /** Entry numbers are places in the file's entries, kind after kind (the plugin's ids repeat across kinds). */
  search: InvertedIndex;
  segmenter: Segmenter;
  entries: Map<number, IndexedEntry>;
  titles: Map<number, SearchDocument>;
  /** A page's title, keywords and headings as ./tokenize.ts compacts them (worked out when first asked). */
  phrasesOf: (page: number) => PagePhrases;
};

export function loadIndexFile(file: IndexFile, segmenter: Segmenter = siteSegmenter): LoadedIndex {
  if (file.format !== indexFormat) throw new Error(`search: index format ${String(file.format)}, expected ${indexFormat}`);
  if (file.segmenter !== segmenter.name) throw new Error(`search: the index was cut by ${file.segmenter}, the query would be cut by ${segmenter.name}`);
  const entries = new Map<number, IndexedEntry>();
  const titles = new Map<number, SearchDocument>();
  const byPage = new Map<number, IndexedEntry[]>();
  file.documents.forEach((documents, kind) => {
    const type = kind as DocumentTypeValue;
    for (const document of documents) {
      const entry = {document, type, page: type === DocumentType.Title ? document.i : document.p!};
      entries.set(entries.size, entry);
      if (type === DocumentType.Title) titles.set(document.i, document);
      if (type === DocumentType.Content) continue;
      const own = byPage.get(entry.page);
      if (own) own.push(entry);
      else byPage.set(entry.page, [entry]);
    }
  });
  // Compacting every title and heading up front would cost the first search tens of milliseconds.
  const phrases = new Map<number, PagePhrases>();
  const phrasesOf = (page: number) => {
    let own = phrases.get(page);
    if (!own) {
      own = {title: '', keywords: [], headings: []};
      for (const {document, type} of byPage.get(page) ?? []) {
        if (type === DocumentType.Title) own.title = compact(document.t);
        if (type === DocumentType.Keywords) own.keywords.push(...document.t.split(/[,、]/).map(compact));
        if (type === DocumentType.Heading) own.headings.push(compact(document.t));
      }
      phrases.set(page, own);
    }
    return own;
  };
  return {search: new InvertedIndex(file.index), segmenter, entries, titles, phrasesOf};
}
