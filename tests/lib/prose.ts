// The prose of an MDX source as a reader sees it, for tests that look for stated values: front
// matter, imports, fenced code and site-data elements removed, line numbers kept.
const blank = (text: string) => text.replace(/[^\n]/g, '');

export function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, blank)
    .replace(/^import [^\n]+$/gm, '')
    .replace(/<(Value|LimitsTable|ProviderClaims|ErrorCodes|ConsolePath)\b[^>]*\/>/g, '⟨data⟩');
}

/** Text of built HTML: tags removed, entities decoded, code blocks dropped. */
export function textOfHtml(html: string): string {
  return (
    html
      .replace(/<(script|style|pre|head)\b[\s\S]*?<\/\1>/gi, ' ')
      // Cells, items and paragraphs end a statement: a pattern must not run from one into the next.
      // (The minified build leaves out closing tags, so the opening ones count.)
      .replace(/<\/?(td|th|li|p|h[1-6]|div|tr|br)\b[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/[ \t\u00a0]+/g, ' ')
  );
}
