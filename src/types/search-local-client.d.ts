// @easyops-cn/docusaurus-search-local types only its options, not its client modules. The search
// page imports them in one file (src/theme/SearchPage/upstream.ts), which types what it uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/*';
