import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {searchOptions} from './src/config/search';
import {gtagOptions} from './src/config/analytics';
import {announcementBar} from './src/config/announcement';
import {siteUrl} from './src/config/site';
import {insideGitWorktree} from './src/config/vcs';
import codeFromFile from './src/remark/codeFromFile';
import highlightCode from './src/remark/highlightCode';
import siteData from './src/remark/siteData';
import glossaryForms from './src/remark/glossaryForms';
import deferredLayout from './src/remark/deferredLayout';
import staticCodeHighlight from './plugins/static-code-highlight';
import siteSearch from './plugins/search';
import routePrefetch from './plugins/route-prefetch';
import docs from './plugins/docs';
import paintFirst from './plugins/paint-first';
import routeScriptPreload from './plugins/route-script-preload';
import openApi from './plugins/openapi';
import examples from './plugins/examples';
import llmsTxt from './plugins/llms-txt';
import crashTestRoute from './_dogfooding/crash-route';

// A test-only variant of the site (tests/e2e/support/variant-build.ts builds it into build-variant/): it
// adds a route that crashes on purpose and test pages, and moves the site under /variant/ to show the
// base-URL banner.
const e2eVariant = process.env.DOCS_E2E_VARIANT === '1';
const baseUrl = e2eVariant ? '/variant/' : '/';

/** The variant's test pages (_dogfooding/pages, under /__e2e/): content the real pages do not use yet. */
const dogfoodingPages: PluginConfig = [
  '@docusaurus/plugin-content-pages',
  {id: 'dogfooding', path: '_dogfooding/pages', routeBasePath: '__e2e', remarkPlugins: [highlightCode]},
];

/** The docs plugin's options (plugins/docs wraps @docusaurus/plugin-content-docs). */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  showLastUpdateTime: true,
  // Site data first, so that the links and code it renders get Docusaurus's own processing.
  beforeDefaultRemarkPlugins: [siteData],
  remarkPlugins: [codeFromFile, highlightCode, glossaryForms, deferredLayout],
} satisfies DocsOptions;

const config: Config = {
  title: 'ソーシャルPLUS ドキュメント',
  tagline: 'ソーシャルログインとメッセージマネージャーの開発者向けドキュメント',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  // The whole site stays out of search engines (public, but kept out of search engines).
  noIndex: true,

  // Outside a git checkout the pages show no last-updated date, instead of the build stopping.
  future: {v4: true, ...(insideGitWorktree(__dirname) ? {} : {experimental_vcs: 'disabled' as const})},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'ja',
    locales: ['ja'],
    localeConfigs: {
      ja: {label: '日本語', direction: 'ltr', htmlLang: 'ja', calendar: 'gregory', path: 'ja'},
    },
  },

  presets: [
    [
      'classic',
      {
        // plugins/docs takes the preset's place (options below).
        docs: false,
        blog: {
          showReadingTime: false,
          onInlineTags: 'throw',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          feedOptions: {type: null},
          blogTitle: 'ブログ',
          blogDescription: 'ソーシャルPLUS ドキュメントのお知らせ',
          blogSidebarTitle: '最近の投稿',
          remarkPlugins: [highlightCode],
        },
        gtag: gtagOptions,
        sitemap: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  clientModules: ['./src/clientModules/searchVersionGuard.ts', './src/clientModules/progressBarRoles.ts'],

  plugins: [
    [docs, docsOptions],
    staticCodeHighlight,
    routePrefetch,
    paintFirst,
    [routeScriptPreload, {paths: [`${baseUrl}search`]}],
    openApi,
    examples,
    // The variant's test pages are not for readers: it writes no Markdown and no /llms.txt.
    ...(e2eVariant ? [crashTestRoute, dogfoodingPages] : [llmsTxt]),
  ],

  // @easyops-cn/docusaurus-search-local with the site's index, tokenizer and ranking (plugins/search).
  themes: [[siteSearch, searchOptions]],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      // Highlighting happens at build time (plugins/static-code-highlight); its languages are listed
      // in src/remark/highlightCode.ts, so the browser loads none.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
