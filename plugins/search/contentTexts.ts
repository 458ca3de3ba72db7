/**
 * The sections' texts, kept out of the index files the site publishes: one small file per page,
 * which the search worker downloads only for the pages it shows (./worker.ts). A search needs the
 * ranking (the index) before it can show anything; the texts are only its snippets, and they were
 * half of every index file (208 of 427 KB gzip for all areas), downloaded before the first result.
 */
import {withPageUrls, type IndexFile, type IndexedDocument} from './searchIndex';
import {DocumentType, type SearchDocument} from './upstream/shapes';

/** A page's texts file: each section's text by its entry id (the plugin's `i`, the same in every area's index). */
export type PageTexts = Record<number, string>;

/** The index file without its sections' texts, and those texts by page id. */
export function splitContentTexts(file: IndexFile): {file: IndexFile; texts: Map<number, PageTexts>} {
  const texts = new Map<number, PageTexts>();
  const documents = file.documents.map((kind, type) =>
    type !== DocumentType.Content
      ? kind
      : kind.map(({t, ...document}) => {
          let page = texts.get(document.p!);
          if (!page) texts.set(document.p!, (page = {}));
          page[document.i] = t ?? '';
          return document;
        }),
  );
  return {file: {...file, documents}, texts};
}

/**
 * Adds the texts of several areas' files into one map: one file per page serves every area. A page
 * whose sections read differently in two areas' files would get the wrong snippets in one of
 * them, so that stops the build.
 */
export function mergePageTexts(into: Map<number, PageTexts>, from: ReadonlyMap<number, PageTexts>): void {
  for (const [page, texts] of from) {
    const known = into.get(page);
    if (!known) into.set(page, texts);
    else if (JSON.stringify(known) !== JSON.stringify(texts))
      throw new Error(`search: the sections of page ${page} differ between two areas' index files; its texts file would not fit both`);
  }
}

/** An index file with its sections' texts and URLs back in place: the entries the worker shows once it has the texts. */
export function withContentTexts(file: IndexFile, textsOf: (page: number) => PageTexts): IndexFile & {documents: SearchDocument[][]} {
  const documents = withPageUrls(file.documents).map((kind) =>
    kind.map((document): SearchDocument => ({...document, t: document.t ?? textsOf(document.p!)[document.i]})),
  );
  return {...file, documents};
}

/** The text of a section from its page's texts, '' when it is not there (a download that failed). */
export function contentText(document: IndexedDocument, texts: PageTexts | undefined): SearchDocument['t'] {
  return document.t ?? texts?.[document.i] ?? '';
}
