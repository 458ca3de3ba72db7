// The shapes of the site's values: src/data/values.ts gathers the groups that values/*.ts define.

export interface SiteValue {
  /** What the value is, as the limits table names it. */
  label: string;
  /** What a page prints: inline Markdown (`code`, [links](/path), **bold**). */
  text: string;
  /** The bare value for a sentence that already says what it is (`<Value of="…" form="short" />`). */
  short?: string;
  /** Where the value comes from: the service documentation, a standard's section, a provider's page, or "site" (designed here). */
  source: string;
  /** The limits table's group (its sub-heading on the limits page); without it, not in the table. */
  group?: string;
  /** What happens beyond the limit: the limits table's last column (inline Markdown). */
  beyond?: string;
  /**
   * Sentences that state this value without the module. Each pattern's first group captures the
   * number, which must equal `value` wherever it appears on the built site.
   */
  handWritten?: RegExp[];
  /** The number the patterns capture (commas removed). */
  value?: number;
}

export interface ValueGroup {
  /** The limits page that lists this service's values (a site path). */
  limitsPage: string;
  values: Record<string, SiteValue>;
}
