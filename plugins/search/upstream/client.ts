/**
 * The browser half of the boundary with @easyops-cn/docusaurus-search-local (see ./index.ts):
 * the plugin's client modules the site's search bar and search page draw with. Their types are in
 * ./client-modules.d.ts; tests/unit/search-upstream.test.ts checks that each still exports them.
 */
export {default as useSearchQuery} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js';
export {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
export {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js';
export {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js';
export {default as LoadingRing} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.jsx';
export {escapeHtml} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js';
export {getKeymapHints, matchesKeymap, parseKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
export {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
