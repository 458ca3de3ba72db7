// Types of the client modules of @easyops-cn/docusaurus-search-local that ./client.ts uses; the
// package types only its options.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery.js' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath: (value: string) => void;
    updateSearchContext: (value: string) => void;
  };
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  export function highlightStemmed(content: string, positions: [number, number][], tokens: string[], maxLength?: number): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions.js' {
  export function getStemmedPositions(metadata: Record<string, Record<string, {position: [number, number][]}>>, field: string): [number, number][];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.jsx' {
  import type {ComponentType} from 'react';
  const LoadingRing: ComponentType<{className?: string}>;
  export default LoadingRing;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/escapeHtml.js' {
  export function escapeHtml(unsafe: string): string;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js' {
  type Keymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js' {
  export function isMacPlatform(): boolean;
}
