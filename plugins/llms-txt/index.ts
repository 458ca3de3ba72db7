/**
 * Every page as Markdown, and /llms.txt with the full files, for readers' AI tools.
 *
 * @signalwire/docusaurus-plugin-llms-txt converts each built page's HTML to Markdown, so that
 * partials, values, OpenAPI tables and examples are there as a reader sees them (a pass over the
 * MDX sources would leave `<Operation>` and `<Value>` unrendered). This plugin runs it from its
 * own postBuild and then:
 * - cleans the HTML before the conversion (./readerHtml.ts) and writes every link into the site
 *   itself, to the page's Markdown (src/lib/markdownPath.ts) or to its absolute address;
 * - moves the Markdown of a route that ends in `/` to `index.md` inside it;
 * - fails the build if a page's Markdown holds source syntax or screen markup (./leftovers.ts);
 * - writes /llms.txt by area in sidebar order, /llms-full.txt and one full file per area
 *   (./indexFiles.ts; the package's own llms.txt groups by path and is replaced).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import llmsTxtPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {llmsAreas, llmsSummary, routesWithoutMarkdown, type LlmsArea} from '../../src/config/llms';
import {markdownPathOf} from '../../src/lib/markdownPath';
import {openApiDocument, openApiDocumentNames} from '../../src/openapi/documents';
import readerHtml from './readerHtml';
import {leftoversIn} from './leftovers';
import {llmsFullTxt, llmsTxt as llmsTxtText, type MarkdownPage} from './indexFiles';
import {separateQuotes, withTitle} from './pageMarkdown';

type SidebarItem = {type: string; id?: string; link?: {type: string; id?: string}; items?: SidebarItem[]};

/** Doc ids in the order the sidebars show them: a category's own page, then its items. */
function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id!] : []),
    ...(item.link?.type === 'doc' ? [item.link.id!] : []),
    ...sidebarOrder(item.items ?? []),
  ]);
}

/** Where the package writes a route's Markdown: `/a/` and `/a` both as `a.md`, `/` as `index.md`. */
function packageMarkdownFile(outDir: string, route: string, baseUrl: string): string {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  return path.join(outDir, `${relative || 'index'}.md`);
}

/** `#%E7%94%A8%E8%AA%9E` as `#用語`, as the reader typed it; left as it is if it does not decode. */
function readable(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** A page's title (without the site's name) and description, from its built HTML. */
function htmlMeta(outDir: string, route: string, baseUrl: string): {title: string; description: string} {
  const tree = fromHtml(fs.readFileSync(path.join(outDir, route.slice(baseUrl.length), 'index.html'), 'utf8'));
  const title = toString(select('title', tree) ?? {type: 'root', children: []});
  const description = select('meta[name=description]', tree)?.properties.content;
  return {title: title.replace(/ \| [^|]*$/, ''), description: typeof description === 'string' ? description : ''};
}

export default function llmsTxt(context: LoadContext): Plugin {
  const {siteConfig} = context;
  const {baseUrl} = siteConfig;
  const origin = siteConfig.url.replace(/\/$/, '');
  const excluded = routesWithoutMarkdown.map((route) => `${baseUrl}${route}`);
  // Filled in postBuild, before the conversion reads it.
  const markdownRoutes = new Set<string>();
  let docOrder: string[] = [];
  let docsByRoute = new Map<string, {id: string; title: string; description: string}>();

  /** A site path (`/glossary#用語`) to the address a Markdown reader follows. */
  const linkTarget = (href: string): string => {
    const [pathname = '', hash = ''] = href.split(/(?=#)/);
    const route = [pathname, `${pathname}/`, pathname.replace(/\/$/, '')].find((candidate) => markdownRoutes.has(candidate));
    return `${origin}${route ? markdownPathOf(route) : pathname}${readable(hash)}`;
  };

  const converter = llmsTxtPlugin(context, {
    siteTitle: siteConfig.title,
    siteDescription: llmsSummary,
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      includeDocs: true,
      includeBlog: true,
      includePages: false,
      includeGeneratedIndex: false,
      excludeRoutes: excluded,
      // A doc's content; the blog's and the tag lists' <main>, whose title is outside the list it
      // heads; the archive's <main>, which holds its title. Without a match the package would take
      // the whole page, navbar and footer included.
      contentSelectors: ['.theme-doc-markdown', 'main.col', 'main'],
      // The package's types want a plugin of unknown options.
      beforeDefaultRehypePlugins: [[readerHtml as (options: unknown) => ReturnType<typeof readerHtml>, {linkTarget}]],
      // Two block quotes (admonitions) in a row get a comment between them, as two lists do:
      // some renderers read a blank line alone as one quote going on.
      remarkStringify: {join: [separateQuotes]},
    },
  });

  return {
    name: 'site-llms-txt',

    allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0];
      if (!docs) throw new Error('llms-txt: the docs plugin loaded no version');
      docOrder = Object.values(docs.sidebars).flatMap((items) => sidebarOrder(items as SidebarItem[]));
      docsByRoute = new Map(docs.docs.map((doc) => [doc.permalink, {id: doc.id, title: doc.title, description: doc.description}]));
    },

    async postBuild(props) {
      const {outDir, routesPaths} = props;
      markdownRoutes.clear();
      for (const route of routesPaths) {
        if (!excluded.includes(route) && !route.endsWith('/404.html')) markdownRoutes.add(route);
      }
      await converter.postBuild!({...props, content: undefined});

      const problems: string[] = [];
      const pages: MarkdownPage[] = [];
      for (const route of markdownRoutes) {
        const written = packageMarkdownFile(outDir, route, baseUrl);
        const target = path.join(outDir, markdownPathOf(route).slice(baseUrl.length));
        if (!fs.existsSync(written)) {
          problems.push(`${route}: no Markdown was written`);
          continue;
        }
        if (written !== target) {
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.renameSync(written, target);
        }
        const doc = docsByRoute.get(route);
        const meta = doc ?? htmlMeta(outDir, route, baseUrl);
        const markdown = withTitle(fs.readFileSync(target, 'utf8'), meta.title);
        fs.writeFileSync(target, markdown);
        problems.push(...leftoversIn(markdown).map((leftover) => `${route}: ${leftover}`));
        // The description is the page's entry in /llms.txt: one that says nothing fails here.
        if (!meta.description.trim() || meta.description.trim() === meta.title)
          problems.push(`${route}: no description beyond its title (${meta.description || 'none'})`);
        pages.push({route, title: meta.title, description: meta.description, markdownUrl: `${origin}${markdownPathOf(route)}`, markdown});
      }
      if (problems.length > 0) throw new Error(`llms-txt: ${problems.length} problem(s) in the pages' Markdown:\n${problems.join('\n')}`);

      // The most specific area first: social-login/legacy before social-login, the introduction ('') last.
      const bySpecificity = [...llmsAreas].sort((a, b) => b.path.length - a.path.length);
      const areaOf = (route: string): LlmsArea => {
        const local = route.slice(baseUrl.length);
        return bySpecificity.find((area) => area.path === '' || local === area.path || local.startsWith(`${area.path}/`))!;
      };
      const position = (page: MarkdownPage) => {
        const index = docOrder.indexOf(docsByRoute.get(page.route)?.id ?? '');
        return index === -1 ? Number.MAX_SAFE_INTEGER : index;
      };
      const docPages = pages.filter((page) => docsByRoute.has(page.route)).sort((a, b) => position(a) - position(b) || a.route.localeCompare(b.route));
      const optional = pages.filter((page) => !docsByRoute.has(page.route)).sort((a, b) => a.route.localeCompare(b.route));
      const fileUrl = (file: string) => `${origin}${baseUrl}${file}`;
      const areas = llmsAreas.map((area) => ({area, fullFileUrl: fileUrl(area.fullFile), pages: docPages.filter((page) => areaOf(page.route) === area)}));

      const write = (file: string, text: string) => fs.writeFileSync(path.join(outDir, file), text);
      write(
        'llms.txt',
        llmsTxtText({
          siteTitle: siteConfig.title,
          summary: llmsSummary,
          areas,
          optional,
          fullFileUrl: fileUrl('llms-full.txt'),
          openApi: openApiDocumentNames().map((name) => {
            const {info} = openApiDocument(name);
            return {title: info.title, url: fileUrl(`openapi/${name}.yaml`), description: info.summary ?? ''};
          }),
        }),
      );
      const header = {siteTitle: siteConfig.title, summary: llmsSummary};
      write(
        'llms-full.txt',
        llmsFullTxt(
          header,
          areas.flatMap(({pages: areaPages}) => areaPages),
        ),
      );
      for (const {area, pages: areaPages} of areas) write(area.fullFile, llmsFullTxt({...header, sectionTitle: area.label}, areaPages));
    },
  };
}
