// What the search bar imports from the plugin's generated constants, without lunr (see ./index.ts).
import {searchOptions} from '../../src/config/search';

export const searchResultLimits = searchOptions.searchResultLimits;
