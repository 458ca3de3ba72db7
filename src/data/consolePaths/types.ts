/** One place in a provider's developer console, as the provider's current documentation names it. */
interface ConsolePath {
  /** From the first screen to the setting; each step's kind adds its word (タブ, メニュー, ボタン). */
  steps: {label: string; kind?: 'tab' | 'menu' | 'button' | 'page' | 'section' | 'field'}[];
  /** The provider's page that shows this path. */
  source: string;
}

/** The paths of one console, named once for all of them. */
export interface ConsoleModule {
  /** The console, as the provider names it. */
  console: string;
  paths: Record<string, ConsolePath>;
}
