import {translate} from '@docusaurus/Translate';

/** What the search bar's row (src/theme/SearchBar/loadFailedRow.ts) and the search page say when the index cannot be downloaded. */
export const indexLoadFailed = (): string => translate({id: 'site.search.loadFailed', message: '検索の索引を読み込めませんでした'});
