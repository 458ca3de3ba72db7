/**
 * The shapes of @easyops-cn/docusaurus-search-local's data that the site reads and writes: its
 * index entries and the result rows its search bar draws. Part of the boundary with the plugin
 * (./index.ts); this half has no imports, so the search worker and the browser can use it.
 */
/**
 * The kinds of entries in the plugin's index files, in the order of the files' arrays (the
 * search bar draws each kind with its own icon).
 */
export const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
export type DocumentTypeValue = (typeof DocumentType)[keyof typeof DocumentType];

/**
 * One entry of the plugin's index: i its id, t its text, u the page URL, h the heading anchor,
 * p the id of its page's title entry, b the breadcrumb, s the section title (keywords: the page title).
 */
export type SearchDocument = {i: number; t: string; u: string; h?: string; p?: number; b?: string[]; s?: string};

/** A row as the search bar and the search page draw it. */
export type ResultRow = {
  document: SearchDocument;
  type: DocumentTypeValue;
  /** The page's title entry; false when the row is that entry. */
  page: SearchDocument | false;
  /** For each matched term, where it is in document.t (the bar marks and cuts the snippet there). */
  metadata: Record<string, {t: {position: [number, number][]}}>;
  tokens: string[];
  /**
   * The site's own: for a row that shows no passage of the page (its title, keywords or a heading),
   * the page's description with the query's words placed, which the search page shows instead.
   */
  description?: {t: string; metadata: ResultRow['metadata']};
};
