// Swizzled (wrap) to name the search page's area selector for screen readers: the plugin renders
// the <select> without a label (axe: select-name).
import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

export const AREA_SELECTOR_LABEL = '検索する範囲';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', AREA_SELECTOR_LABEL);
  }, []);
  return <SearchPage />;
}
