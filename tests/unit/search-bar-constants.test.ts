// plugins/search-bar-constants gives the search bar its one constant without lunr. It relies on the
// search bar importing exactly that constant, and nothing else, from the generated constants.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {constantsRequest, searchBarModule} from '../../plugins/search-bar-constants';
import {searchResultLimits} from '../../plugins/search-bar-constants/constants';
import {searchOptions} from '../../src/config/search';

const searchBar = require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx');

test('the search bar imports only searchResultLimits from the generated constants', () => {
  assert.match(searchBar, searchBarModule, 'the search bar moved: update plugins/search-bar-constants');
  const source = fs.readFileSync(searchBar, 'utf8');
  const imports = [...source.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)].filter(([, , from]) => constantsRequest.test(path.resolve(path.dirname(searchBar), from!)));
  assert.equal(imports.length, 1, 'one import of the generated constants');
  assert.deepEqual(imports[0]![1]!.split(',').map((name) => name.trim()).filter(Boolean), ['searchResultLimits']);
});

test('the replacement has the configured value', () => {
  assert.equal(searchResultLimits, searchOptions.searchResultLimits);
  assert.equal(searchResultLimits, 8);
});
