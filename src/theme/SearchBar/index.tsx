// Swizzled (ejected): the navbar search box of @easyops-cn/docusaurus-search-local (0.55.3, its
// SearchBar), cut to the options the site sets (src/config/search.ts: no versions, no Ask AI, no
// marks on the opened page), so that it calls the site's search worker directly instead of having
// its imports redirected. What it does beyond the plugin's bar:
// - The bar of an area page searches that area from its first render. The plugin's learnt the
//   area in an effect, and a box focused before the app started asked for every area's index.
// - A failed index download still sets up the dropdown. A search that cannot download says so in
//   one row that opens the search page (./loadFailedRow.ts); the next keystroke tries again.
// - Rows are drawn as soon as they are ranked. A section's passage comes from a small file per
//   page (plugins/search/contentTexts.ts), and its row shows it in a second answer.
// - The box's accessible name is translated.
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type {AutocompleteInstance} from '@easyops-cn/autocomplete.js';
import {searchAreas, searchOptions} from '@site/src/config/search';
import {areaOfPath} from '@site/plugins/search/areas';
import {fetchIndexesByWorker, passagesToCome, searchByWorker} from '@site/plugins/search/client';
import {getKeymapHints, isMacPlatform, LoadingRing, matchesKeymap, parseKeymap} from '@site/plugins/search/upstream/client';
import type {ResultRow} from '@site/plugins/search/upstream/shapes';
import {loadFailedRow, searchPageUrl} from './loadFailedRow';
import {EmptyTemplate, SuggestionTemplate} from './templates';
import styles from './styles.module.css';

const {searchResultLimits: limit, searchBarShortcutKeymap: shortcut} = searchOptions;
const areaPaths = searchAreas.map((area) => area.path);

// The dropdown's script comes with the first focus or hover, not with the page.
async function autocompleteModule() {
  const {default: autocomplete} = await import('@easyops-cn/autocomplete.js');
  autocomplete.noConflict();
  return autocomplete;
}

/** The rows for a query; withPassages 0: without the sections' passages, which need a download. */
async function rowsFor(baseUrl: string, area: string, input: string, withPassages: number): Promise<ResultRow[]> {
  try {
    return await searchByWorker(baseUrl, area, input, limit, withPassages);
  } catch (error) {
    console.error(error);
    return [loadFailedRow(baseUrl, area, input)];
  }
}

/** The link under the rows to the search page: within the page's area, or outside it when the area has nothing. */
function footerLink(baseUrl: string, area: string, query: string, isEmpty: boolean, open: (url: string) => void): HTMLElement | undefined {
  const outside = isEmpty && searchOptions.useAllContextsWithNoSearchContext;
  if (isEmpty && !(area && outside)) return undefined;
  const label = searchAreas.find((candidate) => candidate.path === area)?.label;
  let text = translate({id: 'theme.SearchBar.seeAll', message: 'See all results'});
  if (label && outside) text = translate({id: 'theme.SearchBar.seeAllOutsideContext', message: 'See all results outside "{context}"'}, {context: label});
  else if (label) text = translate({id: 'theme.SearchBar.searchInContext', message: 'See all results within "{context}"'}, {context: label});
  const url = searchPageUrl(baseUrl, query, outside ? '' : area);
  const link = document.createElement('a');
  link.href = url;
  link.textContent = text;
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    open(url);
  });
  const footer = document.createElement('div');
  footer.className = styles.hitFooter;
  footer.append(link);
  return footer;
}

export default function SearchBar({handleSearchBarToggle}: {handleSearchBarToggle?: (expanded: boolean) => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const {pathname} = useLocation();
  const area = areaOfPath(pathname, baseUrl, areaPaths) ?? '';
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdown = useRef<AutocompleteInstance>(null);
  // The area whose dropdown is set up or being set up; another area sets it up again.
  const setUpFor = useRef<string>(undefined);
  // Whether the box should take the focus once its dropdown is set up (the reader focused it).
  const focusWhenReady = useRef(false);
  const [loading, setLoading] = useState(false);
  const [typed, setTyped] = useState(false);
  const [inputValue, setInputValue] = useState('');
  const [focused, setFocused] = useState(false);

  const loadIndex = useCallback(async () => {
    if (setUpFor.current === area) return;
    setUpFor.current = area;
    dropdown.current?.autocomplete.destroy();
    setLoading(true);
    const [autocomplete] = await Promise.all([
      autocompleteModule(),
      // A failed download leaves the search to download again; the dropdown starts all the same.
      fetchIndexesByWorker(baseUrl, area, () => ({input: inputRef.current?.value ?? '', limit})).catch((error: unknown) => console.error(error)),
    ]);
    if (setUpFor.current !== area) return;
    let latestQuery: string | undefined;
    const open = (url: string) => {
      dropdown.current?.autocomplete.close();
      history.push(url);
    };
    dropdown.current = autocomplete(
      inputRef.current!,
      {
        hint: false,
        autoselect: true,
        openOnFocus: true,
        cssClasses: {
          root: styles.searchBar,
          noPrefix: true,
          dropdownMenu: styles.dropdownMenu,
          input: styles.input,
          hint: styles.hint,
          suggestions: styles.suggestions,
          suggestion: styles.suggestion,
          cursor: styles.cursor,
          dataset: styles.dataset,
          empty: styles.empty,
        },
      },
      [
        {
          source: async (input, answer) => {
            latestQuery = input;
            const rows = await rowsFor(baseUrl, area, input, 0);
            answer(rows);
            // The dropdown draws an answer only while its query is still the box's: the passages
            // of a query the reader has typed past would only make the worker download texts.
            if (latestQuery === input && passagesToCome(rows, 0)) answer(await rowsFor(baseUrl, area, input, limit));
          },
          templates: {
            suggestion: SuggestionTemplate,
            empty: EmptyTemplate,
            footer: ({query, isEmpty}) => footerLink(baseUrl, area, query, isEmpty, open),
          },
        },
      ],
    )
      .on('autocomplete:selected', (_event, {document: {u, h}}) => {
        inputRef.current?.blur();
        history.push(h ? `${u}${h}` : u);
      })
      .on('autocomplete:closed', () => inputRef.current?.blur());
    setLoading(false);
    if (focusWhenReady.current) {
      const input = inputRef.current!;
      // The dropdown wrapped the box, which took its focus. Focused again, the dropdown searches what
      // the box holds; opening it first (as the plugin's bar did) searched a second time.
      input.focus();
      if (input.value) dropdown.current.autocomplete.open();
      moveCaretToEndOnPhones(input);
    }
  }, [area, baseUrl, history]);

  const onInputFocus = useCallback(() => {
    focusWhenReady.current = true;
    void loadIndex();
    setFocused(true);
    handleSearchBarToggle?.(true);
    const input = inputRef.current;
    if (input) setTimeout(() => moveCaretToEndOnPhones(input), 0);
  }, [handleSearchBarToggle, loadIndex]);

  // A box the reader focused or typed into before the app started.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.value) setInputValue(input.value);
    if (input && document.activeElement === input) onInputFocus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!shortcut) return undefined;
    const keymap = parseKeymap(shortcut);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      inputRef.current?.focus();
      onInputFocus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onInputFocus]);

  const onClear = () => {
    setInputValue('');
    dropdown.current?.autocomplete.setVal('');
  };

  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div
      className={clsx('navbar__search', styles.searchBarContainer, {[styles.searchIndexLoading]: loading && typed, [styles.focused]: focused})}
      // The plugin's bar is left to right even on a right-to-left page.
      dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.searchInput)}
        onMouseEnter={() => void loadIndex()}
        onFocus={onInputFocus}
        onBlur={() => {
          setFocused(false);
          handleSearchBarToggle?.(false);
        }}
        onChange={(event) => {
          setInputValue(event.target.value);
          if (event.target.value) setTyped(true);
        }}
        ref={inputRef}
        value={inputValue}
      />
      <LoadingRing className={styles.searchBarLoadingRing} />
      {inputValue !== '' ? (
        <button type="button" className={styles.searchClearButton} onClick={onClear}>
          ✕
        </button>
      ) : (
        isBrowser &&
        shortcut && (
          <div className={styles.searchHintContainer}>
            {getKeymapHints(shortcut, isMacPlatform()).map((hint) => (
              <kbd key={hint} className={styles.searchHint}>
                {hint}
              </kbd>
            ))}
          </div>
        )
      )}
    </div>
  );
}

/** On a phone the box is collapsed until focused; after it expands, backspace should delete the end. */
function moveCaretToEndOnPhones(input: HTMLInputElement) {
  if (window.matchMedia('(max-width: 576px)').matches) input.setSelectionRange(input.value.length, input.value.length);
}
