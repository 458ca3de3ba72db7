// The production build's all-areas search index, loaded once per Playwright worker when a test
// first needs it (not when each spec file loads): whole (its postings and sections' texts read
// back), or as the worker first has it (without them).
import {readBuiltIndex, readPublishedIndex} from '../../../scripts/search/evaluation';
import {loadIndexFile, type LoadedIndex} from '../../../plugins/search/searchIndex';
import {buildDir} from './build-files';

let loaded: LoadedIndex | undefined;
let published: LoadedIndex | undefined;

export const builtSearchIndex = (): LoadedIndex => (loaded ??= loadIndexFile(readBuiltIndex(buildDir)));

export const publishedSearchIndex = (): LoadedIndex => (published ??= loadIndexFile(readPublishedIndex(buildDir)));

/** The URLs of the postings shards the search worker downloads (plugins/search/indexUrl.ts postingsFile). */
export const postingsFiles = /\/search-postings(-[a-z-]+)?-[0-9a-f]+\/\d+\.json$/;

/** The URLs of the pages' texts files the search worker downloads for passages (plugins/search/indexUrl.ts textsFile). */
export const textsFiles = /\/search-texts-[0-9a-f]+\/\d+\.json$/;
