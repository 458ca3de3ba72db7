// What the plugin's search bar imports from its generated constants, without lunr (see ./index.ts).
import {searchOptions} from '../../src/config/search';

export const searchResultLimits = searchOptions.searchResultLimits;
