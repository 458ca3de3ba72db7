// The parts of @easyops-cn/docusaurus-search-local this plugin calls; the package types only its options.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js' {
  export function sortSearchResults(results: unknown[]): void;
}
