/**
 * What plugins/shallow-memo relies on inside @docusaurus/theme-common: utils/reactUtils.js exports
 * useShallowMemoObject, which sorts an object's keys with localeCompare, and the two modules that
 * import it do so by a relative path. tests/unit/shallow-memo.test.ts names what moved.
 */
import path from 'node:path';

/** The theme-common version this was written against; package.json pins it exactly. */
export const themeCommonVersion = '3.10.2';
// The package exports no package.json; its main entry is lib/index.js.
export const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
export const reactUtils = path.join(themeCommonLib, 'utils', 'reactUtils.js');

/** The modules whose import of reactUtils is redirected, and how they write it. */
export const importers = [
  path.join(themeCommonLib, 'hooks', 'useMutationObserver.js'),
  path.join(themeCommonLib, 'contexts', 'navbarSecondaryMenu', 'content.js'),
];
export const request = /^(\.\.[\\/])+utils[\\/]reactUtils(\.js)?$/;
/** What they import from it: ./reactUtils.ts provides these. */
export const importedNames = ['ReactContextError', 'useEvent', 'useShallowMemoObject'];
