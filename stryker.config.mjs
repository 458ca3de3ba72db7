// Mutation testing (npm run test:mutation): StrykerJS changes the modules with logic one mutant at
// a time and runs the unit tests that cover each; a mutant no test notices is a gap in the tests.
// The scores are in BENCHMARKS.md. Not part of npm test: a full run takes tens of minutes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    // The tests of the mutated modules (each mutant runs only those that cover it).
    testFiles: ['tests/unit/{search-*,code-from-file*,highlight-code*,site-data*,site-values,openapi,json-blocks,heading-ids,vcs,config}.test.ts'],
    nodeArgs: ['--import', 'tsx'],
  },
  coverageAnalysis: 'perTest',
  mutate: [
    // The search plugin: tokenizer and compaction, inverted index, ranking, index files, areas, preload.
    'plugins/search/{tokenize,invertedIndex,rank,searchIndex,areas,preloadScript}.ts',
    // The remark plugins: site data (values, errors, providers, console paths, OpenAPI), files as code.
    'src/remark/{codeFromFile,docPath}.ts',
    'src/remark/siteData/**/*.ts',
    // Code highlighting: the build-time tokens and the CSS made from the theme's Prism themes.
    'src/remark/highlightCode.ts',
    'plugins/static-code-highlight/index.ts',
    // The config that is worked out, not written down: whether the site is built inside git.
    'src/config/vcs.ts',
  ],
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: {fileName: 'bench-results/mutation.json'},
  thresholds: {high: 90, low: 80, break: null},
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['build', 'build-*', '.docusaurus', 'bench-results', 'test-results', 'playwright-report'],
};
