// ESLint for the site's code (npm run lint, part of npm test): typescript-eslint's type-aware
// recommended rules, React, the rules of hooks, jsx-a11y and Docusaurus's own rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-variant/',
      '.docusaurus/',
      'node_modules/',
      'bench-results/',
      '.stryker-tmp/',
      'test-results/',
      'playwright-report/',
      'static/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    rules: {
      // node:test's test() returns a promise that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
      // `_name` marks what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    settings: {react: {version: 'detect'}},
  },
  {files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime']},
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {files: ['**/*.tsx', '**/*.ts'], plugins: {'react-hooks': reactHooks}, rules: reactHooks.configs.recommended.rules},
  {files: ['src/**/*.tsx'], plugins: {'@docusaurus': docusaurus}, rules: docusaurus.configs.recommended.rules},
  // Stores, handlers and stubs in the examples and tests implement async interfaces; written async
  // without an await, they read as the real ones that do await (a database, a network call).
  {files: ['examples/**', 'tests/**'], rules: {'@typescript-eslint/require-await': 'off'}},
  {files: ['**/*.mjs', '**/*.cjs', '**/*.js'], ...tseslint.configs.disableTypeChecked},
  // The sample sites' page scripts and the stand-in's form assist script run in the browser, as
  // classic scripts.
  {
    files: ['samples/**/*.js', 'stand-in/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        [
          'atob',
          'btoa',
          'crypto',
          'CustomEvent',
          'document',
          'Event',
          'fetch',
          'history',
          'location',
          'sessionStorage',
          'TextDecoder',
          'TextEncoder',
          'URL',
          'URLSearchParams',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  // CommonJS config files (.htmlvalidate.cjs) assign module.exports.
  {files: ['**/*.cjs'], languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}}},
);
