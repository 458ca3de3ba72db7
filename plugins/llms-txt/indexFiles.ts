/**
 * The text of /llms.txt (https://llmstxt.org: the site's name, a summary, then one list of pages
 * per section) and of the full files, which hold every page's Markdown after the same header.
 * Pure functions of the pages, so that tests read what the build writes.
 */
import type {LlmsArea} from '../../src/config/llms';

export type MarkdownPage = {
  /** The page's path on the site, base URL included (`/message/`). */
  route: string;
  title: string;
  description: string;
  /** Absolute address of its Markdown. */
  markdownUrl: string;
  markdown: string;
};

export type LlmsIndex = {
  siteTitle: string;
  summary: string;
  /** One section per area, then the pages of no area (the blog, the tag lists) as `Optional`. */
  areas: {area: LlmsArea; fullFileUrl: string; pages: MarkdownPage[]}[];
  optional: MarkdownPage[];
  fullFileUrl: string;
  openApi: {title: string; url: string; description: string}[];
};

const entry = (title: string, url: string, description: string) => `- [${escapeLinkText(title)}](${url})${description ? `: ${oneLine(description)}` : ''}`;
const escapeLinkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** /llms.txt: every page with its Markdown address and description, by area. */
export function llmsTxt(index: LlmsIndex): string {
  const lines = [`# ${index.siteTitle}`, '', `> ${oneLine(index.summary)}`, ''];
  lines.push(
    'ページごとの Markdown は、各ページの URL の末尾に `.md` を付けた場所にあります（`/` で終わる URL は `index.md`）。' +
      '全ページをまとめたファイルは次のとおりです。',
    '',
    entry('全ページ', index.fullFileUrl, 'すべてのページの Markdown を、この一覧の順に 1 つにまとめたもの'),
    ...index.areas.map(({area, fullFileUrl}) => entry(`「${area.label}」の全ページ`, fullFileUrl, `「${area.label}」のページの Markdown をまとめたもの`)),
    '',
  );
  for (const {area, pages} of index.areas) {
    lines.push(`## ${area.label}`, '', ...pages.map((page) => entry(page.title, page.markdownUrl, page.description)), '');
  }
  lines.push('## OpenAPI', '', ...index.openApi.map((document) => entry(document.title, document.url, document.description)), '');
  if (index.optional.length > 0) {
    lines.push('## Optional', '', ...index.optional.map((page) => entry(page.title, page.markdownUrl, page.description)), '');
  }
  return lines.join('\n');
}

/** A full file: the pages' Markdown one after another, each after a rule and its address. */
export function llmsFullTxt(header: {siteTitle: string; summary: string; sectionTitle?: string}, pages: MarkdownPage[]): string {
  const title = header.sectionTitle ? `${header.siteTitle}: ${header.sectionTitle}` : header.siteTitle;
  const parts = [`# ${title}\n\n> ${oneLine(header.summary)}\n`];
  for (const page of pages) parts.push(`---\n\n出典: ${page.markdownUrl}\n\n${page.markdown.trim()}\n`);
  return parts.join('\n');
}
