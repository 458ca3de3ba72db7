/**
 * The HTML of the dropdown's rows (the dropdown, autocomplete.js, takes strings). As the plugin's
 * bar draws them, with the path above the page always shown (explicitSearchResultPath) and no
 * tree, since the site's search returns one row per page.
 */
import {translate} from '@docusaurus/Translate';
import {escapeHtml, getStemmedPositions, highlight, highlightStemmed} from '@site/plugins/search/upstream/client';
import {DocumentType, type ResultRow} from '@site/plugins/search/upstream/shapes';
import {iconAction, iconContent, iconHeading, iconNoResults, iconTitle} from './icons';
import styles from './styles.module.css';

export function SuggestionTemplate({document, type, page, metadata, tokens}: ResultRow): string {
  const titleLike = type === DocumentType.Title || type === DocumentType.Keywords;
  const icon = titleLike ? iconTitle : type === DocumentType.Heading ? iconHeading : iconContent;
  // A section's passage comes in a second answer; until then its line stays empty, its height kept (styles.module.css).
  let title = '';
  if (type === DocumentType.Keywords) title = highlight(document.s!, tokens);
  else if (document.t !== '') title = highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens);
  const path = page ? [...(page.b ?? []), page.t, ...(document.s && document.s !== page.t ? [document.s] : [])] : (document.b ?? []);
  return [
    `<span class="${styles.hitIcon}">${icon}</span>`,
    `<span class="${styles.hitWrapper}">`,
    `<span class="${styles.hitTitle}">${title}</span>`,
    `<span class="${styles.hitPath}">${path.map(escapeHtml).join(' › ')}</span>`,
    `</span>`,
    `<span class="${styles.hitAction}">${iconAction}</span>`,
  ].join('');
}

// Only a production build has an index (plugins/search/client.ts): a writer previewing pages is told why nothing is found.
const built = process.env.NODE_ENV === 'production';

export function EmptyTemplate(): string {
  const text = built
    ? translate({id: 'theme.SearchBar.noResultsText', message: 'No results'})
    : translate({id: 'site.SearchBar.noIndexInDevelopment', message: '検索の索引は本番ビルド（npm run build）にだけあります'});
  return `<span class="${styles.noResults}"><span class="${styles.noResultsIcon}">${iconNoResults}</span><span>${escapeHtml(text)}</span></span>`;
}
