// @easyops-cn/autocomplete.js 0.38 ships no types; the part of its API the search bar uses
// (src/theme/SearchBar).
declare module '@easyops-cn/autocomplete.js' {
  type Row = import('@site/plugins/search/upstream/shapes').ResultRow;
  type Dataset = {
    // The dropdown ignores what source returns; it draws each answer whose query is still the box's.
    source: (query: string, answer: (rows: Row[]) => void) => unknown;
    templates: {
      suggestion: (row: Row) => string;
      empty: () => string;
      footer: (context: {query: string; isEmpty: boolean}) => HTMLElement | undefined;
    };
  };
  type Options = {hint: boolean; autoselect: boolean; openOnFocus: boolean; cssClasses: Record<string, string | boolean>};
  export type AutocompleteInstance = {
    autocomplete: {open(): void; close(): void; destroy(): void; setVal(value: string): void};
    on(event: 'autocomplete:selected', handler: (event: Event, row: Row) => void): AutocompleteInstance;
    on(event: 'autocomplete:closed', handler: () => void): AutocompleteInstance;
  };
  const autocomplete: ((input: HTMLInputElement, options: Options, datasets: Dataset[]) => AutocompleteInstance) & {noConflict(): void};
  export default autocomplete;
}
