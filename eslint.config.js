import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The parts of the repository and which may import which (README, "Architecture"). Imports flow
 * one way: core/ ← content/ ← the site's shared pieces ← features ← pages ← app; the booking service
 * (server/) uses core/ and content/ only, and the site and the service never import each other,
 * tests included. A feature uses only its own files and shared pieces, never another feature. The
 * staff's desk (src/desk) is an app of its own on the shared pieces; nothing of the public site imports it.
 * Tooling (scripts/, bench/, e2e/ and the config files) may use anything.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'src/{ui,i18n,content,locales,generated}' },
  { type: 'desk', pattern: 'src/desk' },
  { type: 'entry', pattern: 'src/*.{ts,tsx}', partialMatch: false },
  { type: 'core', pattern: 'core/**', partialMatch: false },
  { type: 'content', pattern: 'content/**', partialMatch: false },
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'tooling', pattern: '{scripts,bench,e2e}' },
];

/** A Tailwind class that fades colours (`transition`, `-colors`, `-all`, or a list naming a colour) without `can-hover:`. */
const COLOUR_FADE = String.raw`/(^|\s)(?!\S*can-hover:)(\S+:)?!?transition(-colors|-all|-\[\S*(color|background|border|fill|stroke|outline|all)\S*\])?(\s|$)/`;

/** What each part may import, besides packages. */
const MAY_IMPORT = {
  core: ['core'],
  content: ['core', 'content'],
  server: ['core', 'content', 'server'],
  shared: ['core', 'content', 'shared'],
  desk: ['core', 'content', 'shared', 'desk'],
  pages: ['core', 'content', 'shared', 'feature', 'pages'],
  app: ['core', 'content', 'shared', 'feature', 'pages', 'app'],
  entry: ['core', 'content', 'shared', 'feature', 'pages', 'app', 'entry'],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results', 'src/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Modules that import each other, even through others, cannot be understood, tested or changed apart.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['{core,content,server,src}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { allow: { to: { module: { origin: { anyOf: ['external', 'core'] } } } } },
            ...Object.entries(MAY_IMPORT).map(([from, allowed]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            // A unit test may check its part against the build's own tools (say, that every picture exists).
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'tooling' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['core', 'content', 'shared'] } } } },
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // core/ and content/ are shared by browser and server: free of React, Node and I/O.
    files: ['{core,content}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*', 'fs', 'path'] }],
    },
  },
  {
    // Colour fades only behind `can-hover:`: Chromium can freeze a fade in a block it has not laid out (src/styles.css).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=COLOUR_FADE]', 'TemplateElement[value.raw=COLOUR_FADE]'].map((selector) => ({
          selector: selector.replace('COLOUR_FADE', COLOUR_FADE),
          message: 'A colour fade needs the can-hover: variant (src/styles.css says why).',
        })),
      ],
    },
  },
);
