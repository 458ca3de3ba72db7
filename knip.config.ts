// knip (npm test): no unlisted or unused dependency, file or export.
import type {KnipConfig} from 'knip';

const config: KnipConfig = {
  // Knip's Docusaurus plugin calls each plugin function without a context to read its bundler
  // options; the site's plugins read context.siteConfig and throw. What it would find is listed here.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/pages/**/*.tsx',
    'src/theme/**/*.{ts,tsx}',
    '{docs,blog}/**/*.mdx',
    // Loaded by path: the site's plugins put these modules in the bundle in place of other packages'
    // (path.join(__dirname, …)), and the search client starts its worker by URL.
    'plugins/paint-first/entry.ts',
    'plugins/route-prefetch/client.ts',
    'plugins/search/worker.ts',
    'plugins/static-code-highlight/prism-stub.ts',
    // Named as strings in docusaurus.config.ts (clientModules) and by the crash route's plugin.
    'src/clientModules/*.ts',
    '_dogfooding/crash-route/CrashPage.tsx',
    // What readers copy: an example's exports are its interface, used or not by the tests.
    'examples/**/*.ts',
    'tests/**/*.test.{ts,tsx}',
    // Started as a child process by the receiver's restart tests, by path.
    'tests/examples/support/webhook-receiver-child.ts',
    'scripts/**/*.ts',
    '.htmlvalidate.cjs',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,mdx}'],
  paths: {'@site/*': ['./*']},
  // A system tool (fontconfig), not a package: the benchmarks ask it for a Japanese font.
  ignoreBinaries: ['fc-list'],
  ignoreDependencies: [
    // The bundler's aliases (Docusaurus's client API, the theme and generated modules), not packages.
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    // The theme's own stylesheet package: bench:fonts reads the stock font stack from it, as the theme resolves it.
    'infima',
    // Readers' tools that tests/interop/ runs as programs from node_modules/.bin, at pinned versions.
    '@seriousme/openapi-schema-validator',
    '@stoplight/prism-cli',
    '@stoplight/spectral-cli',
    'markdownlint-cli2',
    'openapi-typescript',
    /^@docusaurus\/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext|ErrorBoundary)$/,
  ],
};

export default config;
