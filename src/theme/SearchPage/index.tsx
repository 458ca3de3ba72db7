// Swizzled (replaced): the search page of @easyops-cn/docusaurus-search-local, rewritten after its
// SearchPage.jsx so that it counts pages (not index rows), helps when nothing matches, has one
// main landmark (Lighthouse: landmark-one-main) and a named area selector (axe: select-name).
import {memo, startTransition, useEffect, useState, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import {searchAreas, searchOptions} from '@site/src/config/search';
import {FIRST_SCREEN_ROWS, MAX_PAGES, REQUEST_LIMIT, resultCount} from './resultCount';
import {fetchIndexesByWorker, passagesToCome, searchByWorker} from '@site/plugins/search/client';
import {indexLoadFailed} from '@site/plugins/search/loadFailed';
import {holdPrefetchUntil} from '@site/plugins/route-prefetch/hold';
import {getStemmedPositions, highlight, highlightStemmed, LoadingRing, useSearchQuery} from '@site/plugins/search/upstream/client';
import {DocumentType as SearchDocumentType, type ResultRow as SearchResult} from '@site/plugins/search/upstream/shapes';
import styles from './styles.module.css';

export const AREA_SELECTOR_LABEL = translate({
  id: 'site.SearchPage.areaSelectorLabel',
  message: '検索する範囲',
  description: 'The accessible name of the search page area selector',
});

// Where a reader can start browsing when nothing matches: the top page of each area.
const AREA_TOPS = [
  {
    to: '/message/',
    title: translate({id: 'site.SearchPage.noResults.messageTop', message: 'メッセージマネージャーの概要'}),
  },
  {
    to: '/social-login/',
    title: translate({id: 'site.SearchPage.noResults.socialLoginTop', message: 'ソーシャルログインの概要（OpenID Connect 版）'}),
  },
  {
    to: '/social-login/legacy/',
    title: translate({id: 'site.SearchPage.noResults.legacyTop', message: 'ソーシャルログイン（ワンタイムトークン版）の概要'}),
  },
];

// The page searches index contents only in a production build (the plugin's worker).
const hasIndex = process.env.NODE_ENV === 'production';

type Results = {query: string; rows: SearchResult[]};

/** Whether two answers to one query hold the same row at a place: same entry, same text (the second answer fills in texts). */
function sameRow(shown: SearchResult | undefined, row: SearchResult): shown is SearchResult {
  return shown !== undefined && shown.type === row.type && shown.document.i === row.document.i && shown.document.t === row.document.t;
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  // The hook reads the URL only once hydrated; before that it reports no query and no area.
  const isBrowser = useIsBrowser();
  const {searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext} = useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [results, setResults] = useState<Results>();
  const [workerReady, setWorkerReady] = useState(false);
  // A download the search needs failed (the index, a postings shard): said in place of a count.
  const [failed, setFailed] = useState(false);
  const versionUrl = `${baseUrl}${searchVersion}`;

  // The URL holds the query: typing writes it, and a new one (the navbar's "see all results", back
  // and forward) fills the box.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is the external state the box follows
  useEffect(() => setSearchQuery(searchValue), [searchValue]);
  const onQueryChange = (event: ChangeEvent<HTMLInputElement>) => {
    setSearchQuery(event.target.value);
    updateSearchPath(event.target.value);
  };

  // Not before hydration: the plugin's page, searching with the query and area still unread, first
  // dropped ?q= from the URL and loaded the all-areas index even for a search in one area.
  useEffect(() => {
    if (!isBrowser) return undefined;
    if (!searchValue) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied query clears what the last search found
      setResults(undefined);
      return undefined;
    }
    // Typing starts a search a key: only the latest may show its results.
    let latest = true;
    // Up to 100 results with their marked snippets: as a transition React renders them in slices
    // and keeps the box answering keys, instead of one long task (the Lighthouse target of the search page). A row the query
    // already showed as it is keeps its object, so that only rows that changed render again.
    const show = (rows: SearchResult[]) =>
      latest &&
      startTransition(() => {
        setFailed(false);
        setResults((shown) => ({
          query: searchValue,
          rows: shown?.query === searchValue ? rows.map((row, at) => (sameRow(shown.rows[at], row) ? shown.rows[at] : row)) : rows,
        }));
      });
    // The snippets' texts are a small file per page (plugins/search/contentTexts.ts): the rows on
    // the first screen wait for theirs, a section row below gets its own in a second answer.
    // A failed download is tried again by the next search (plugins/search/download.ts).
    void (async () => {
      try {
        // The visible links' prefetches wait for the first screen: they would share its downloads.
        const answer = searchByWorker(versionUrl, searchContext, searchValue, REQUEST_LIMIT, FIRST_SCREEN_ROWS);
        holdPrefetchUntil(answer);
        const first = await answer;
        show(first);
        if (latest && passagesToCome(first, FIRST_SCREEN_ROWS)) {
          show(await searchByWorker(versionUrl, searchContext, searchValue, REQUEST_LIMIT));
        }
      } catch (error) {
        if (!latest) return;
        console.error(error);
        setResults(undefined);
        setFailed(true);
      }
    })();
    return () => {
      latest = false;
    };
  }, [isBrowser, searchValue, searchContext, versionUrl]);

  // The index downloads once there is something to search for, as the navbar box loads it on first
  // focus: opening /search costs a reader no more than any other page (the Lighthouse target of the search page).
  const hasQuery = searchValue !== '';
  useEffect(() => {
    if (!isBrowser || !hasQuery) return;
    void (async () => {
      try {
        if (searchContext || searchOptions.useAllContextsWithNoSearchContext) await fetchIndexesByWorker(versionUrl, searchContext);
      } catch {
        // The search above waits for the same download and says that it failed.
      }
      setWorkerReady(true);
    })();
  }, [isBrowser, hasQuery, searchContext, versionUrl]);

  const heading = translate({id: 'site.SearchPage.heading', message: 'ドキュメントを検索'});
  const title = searchQuery ? translate({id: 'site.SearchPage.titleWithQuery', message: '「{query}」の検索結果'}, {query: searchQuery}) : heading;

  return (
    <>
      {/* No robots meta here: the site's noindex, nofollow covers this page, and one here would replace it. */}
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- no anchor: the heading repeats the query */}
        <h1>{heading}</h1>
        <div className="row">
          <div className={clsx('col', 'col--9', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label={translate({id: 'site.SearchPage.inputLabel', message: '検索する語句'})}
              onChange={onQueryChange}
              value={searchQuery}
              autoComplete="off"
              // The page exists to type a query: the plugin's page and the site's design put the caret in the box.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchContextColumn)}>
            <select
              name="search-context"
              id="context-selector"
              className={styles.searchContextInput}
              aria-label={AREA_SELECTOR_LABEL}
              value={searchContext}
              onChange={(event) => updateSearchContext(event.target.value)}>
              {searchOptions.useAllContextsWithNoSearchContext && (
                <option value="">{translate({id: 'site.SearchPage.everywhere', message: 'すべての場所'})}</option>
              )}
              {searchAreas.map(({label, path}) => (
                <option key={path} value={path}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>

        {!workerReady && searchQuery && <LoadingRing />}

        {/* A live region from the start, so screen readers announce the count when it arrives. */}
        <p role="status" className={styles.summary}>
          {failed
            ? `${indexLoadFailed()}。${translate({id: 'site.SearchPage.loadFailedHint', message: '接続を確かめてから、もう一度検索してください。'})}`
            : results && <Summary results={results} />}
        </p>
        {hasIndex && results?.rows.length === 0 && <NoResultsHelp />}

        <section>
          {results?.rows.slice(0, MAX_PAGES).map((row) => (
            <SearchResultItem key={`${row.document.i}:${row.document.u}${row.document.h ?? ''}`} result={row} />
          ))}
        </section>
      </main>
    </>
  );
}

function Summary({results: {query, rows}}: {results: Results}): string {
  if (!hasIndex) {
    return translate({id: 'site.SearchPage.noIndex', message: '検索の索引は本番ビルド（npm run build）にだけあります。'});
  }
  if (rows.length === 0) {
    return translate({id: 'site.SearchPage.noResults', message: '「{query}」に一致するページは見つかりませんでした。'}, {query});
  }
  const {shown, atLeast} = resultCount(rows.length);
  return atLeast
    ? translate({id: 'site.SearchPage.pageCountAtLeast', message: '「{query}」の検索結果：{count}件以上'}, {query, count: shown})
    : translate({id: 'site.SearchPage.pageCount', message: '「{query}」の検索結果：{count}ページ'}, {query, count: shown});
}

function NoResultsHelp(): ReactNode {
  return (
    <>
      <p>{translate({id: 'site.SearchPage.noResults.hint', message: '語句を減らすか、別の表記（カタカナや英字など）で検索してみてください。'})}</p>
      <p>{translate({id: 'site.SearchPage.noResults.areas', message: '各サービスの概要から探すこともできます。'})}</p>
      <ul>
        {AREA_TOPS.map(({to, title}) => (
          <li key={to}>
            <Link to={to}>{title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

// As the plugin's SearchResultItem: the matched heading or text, where it sits, and a snippet:
// the passage that matched, or the page's description when the row is its title, keywords or a
// heading. The snippet's two lines are there before its text arrives (a section's text comes in
// a second answer), so nothing below moves. Memoized: a row is a new object only when it changed
// (see `show` above).
const SearchResultItem = memo(function SearchResultItem({result: {document, type, page, tokens, metadata, description}}: {result: SearchResult}): ReactNode {
  const isTitle = type === SearchDocumentType.Title;
  const isDescription = type === SearchDocumentType.Description;
  const isDescriptionOrKeywords = isDescription || type === SearchDocumentType.Keywords;
  const isContent = type === SearchDocumentType.Content;
  const pathItems = [...((isTitle ? document.b : page ? page.b : undefined) ?? [])];
  if (!isTitle && !isDescriptionOrKeywords && page) pathItems.push(page.t);
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? '';
  const to = document.u + (document.h ?? '');
  const passage = isContent || isDescription ? (document.t === '' ? undefined : {t: document.t, metadata}) : description;
  return (
    <article className={styles.searchResultItem}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- a result's title links to its page; an anchor link of its own would be a second link */}
      <h2>
        <Link
          to={to}
          dangerouslySetInnerHTML={{
            __html:
              isContent || isDescriptionOrKeywords
                ? highlight(articleTitle, tokens)
                : highlightStemmed(articleTitle, getStemmedPositions(metadata, 't'), tokens, 100),
          }}
        />
      </h2>
      {pathItems.length > 0 && <p className={styles.searchResultItemPath}>{pathItems.join(' › ')}</p>}
      <p
        className={styles.searchResultItemSummary}
        dangerouslySetInnerHTML={{__html: passage ? highlightStemmed(passage.t, getStemmedPositions(passage.metadata, 't'), tokens, 100) : ''}}
      />
    </article>
  );
});
