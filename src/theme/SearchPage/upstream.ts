// The one place the search page reaches into @easyops-cn/docusaurus-search-local (pinned): its
// search worker, its query-string hook and its snippet markers. When a module moves, repoint it here.
import {fetchIndexesByWorker as fetchIndexes, searchByWorker as search} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';
import useSearchQueryHook from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js';
import {SearchDocumentType as DocumentType} from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js';
import {highlight as mark} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import {highlightStemmed as markStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
import {getStemmedPositions as stemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
import LoadingRingComponent from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.jsx';
import type {ComponentType} from 'react';

/** A document of the index: a page title, a heading, a paragraph, the description or the keywords. */
export type SearchDocument = {
  i: number; // id
  t: string; // text (the title for a title document)
  u: string; // page URL
  h?: string; // #anchor
  p?: number; // id of the page's title document
  b?: string[]; // breadcrumb
  s?: string; // section title
};

type Positions = [start: number, length: number][];
export type Metadata = Record<string, Record<string, {position: Positions}>>;

/** One row of searchByWorker: one per page, the page's best-matching document. */
export type SearchResult = {
  document: SearchDocument;
  type: number; // SearchDocumentType
  page: SearchDocument | false | undefined; // the page's title document; false for a title row
  metadata: Metadata;
  tokens: string[];
};

// The package ships no types for its client modules; these are the signatures the page relies on.
export const fetchIndexesByWorker = fetchIndexes as (baseUrl: string, searchContext: string) => Promise<void>;
export const searchByWorker = search as (baseUrl: string, searchContext: string, input: string, limit: number) => Promise<SearchResult[]>;
export const useSearchQuery = useSearchQueryHook as () => {
  searchValue: string;
  searchContext: string;
  searchVersion: string;
  updateSearchPath: (value: string) => void;
  updateSearchContext: (value: string) => void;
};
export const SearchDocumentType = DocumentType as {Title: number; Heading: number; Description: number; Keywords: number; Content: number};
export const highlight = mark as (content: string, tokens: string[]) => string;
export const highlightStemmed = markStemmed as (content: string, positions: Positions, tokens: string[], maxLength: number) => string;
export const getStemmedPositions = stemmedPositions as (metadata: Metadata, field: string) => Positions;
export const LoadingRing = LoadingRingComponent as ComponentType;
