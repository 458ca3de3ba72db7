// What the e2e tests expect of each route, derived from the sources the site is built from.
import fs from 'node:fs';
import path from 'node:path';
import {declaredTags, publishedDocFiles, routes, sidebarRoots, splitFrontMatter, type Route} from '../../lib/docs';
import {siteDir} from '../../lib/content';

export const SITE_TITLE = 'ソーシャルPLUS ドキュメント';
export {routes, sidebarRoots, type Route};

const docsByPath = new Map(publishedDocFiles().map((d) => [d.permalink, d]));
const tags = declaredTags();
const blogPost = splitFrontMatter(fs.readFileSync(path.join(siteDir, 'blog', '2026-11-22-new-welcome.mdx'), 'utf8'), 'blog post');

function withSite(title: string): string {
  return title === SITE_TITLE ? title : `${title} | ${SITE_TITLE}`;
}

/** The document title a route must show (a RegExp where the plugin decides the wording). */
export function expectedTitle(route: Route): string | RegExp {
  const doc = docsByPath.get(route.path);
  if (doc) return withSite(String(doc.frontMatter.title));
  if (route.kind === 'tag') {
    const tag = Object.values(tags).find((t) => `/tags${t.permalink}` === route.path)!;
    return new RegExp(`^「${tag.label.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')}」タグ.* \\| ${SITE_TITLE}$`);
  }
  const pages: Record<string, string | RegExp> = {
    '/tags': withSite('タグ'),
    '/blog': withSite('ブログ'),
    '/blog/archive': withSite('アーカイブ'),
    '/blog/new-welcome': withSite(String(blogPost.frontMatter.title)),
    '/search': /検索/,
    '/slugger/': withSite('見出しアンカーの確認'),
  };
  const title = pages[route.path];
  if (!title) throw new Error(`no expected title for ${route.path}: add it to tests/e2e/support/site.ts`);
  return title;
}

/** The heading a doc page shows as its h1. */
export function docTitle(routePath: string): string | undefined {
  const doc = docsByPath.get(routePath);
  return doc ? String(doc.frontMatter.title) : undefined;
}
