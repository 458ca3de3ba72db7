/**
 * Where a page's Markdown is published (plugins/llms-txt): the page's path with `.md`, and
 * `index.md` inside a path that ends in `/`. `/social-login/setup` → `/social-login/setup.md`,
 * `/message/` → `/message/index.md`, `/` → `/index.md`. The page's copy control links to it.
 */
export function markdownPathOf(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
