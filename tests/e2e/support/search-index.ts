// The production build's all-areas search index, with its sections' texts read back, loaded once
// per Playwright worker when a test first needs it (not when each spec file loads).
import {readBuiltIndex} from '../../../scripts/search/evaluation';
import {loadIndexFile, type LoadedIndex} from '../../../plugins/search/searchIndex';
import {buildDir} from './build-files';

let loaded: LoadedIndex | undefined;

export const builtSearchIndex = (): LoadedIndex => (loaded ??= loadIndexFile(readBuiltIndex(buildDir)));
