import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // eslint-config-next registers jsx-a11y with a handful of rules; the site is judged on
  // accessibility, so the whole recommended set applies.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  /*
   * The layers. Imports point one way only, down this list:
   *
   *   app/         routes: compose pages, nothing imports them
   *   components/  the markup, server and client
   *   lib/         the rules (filters, dates, metadata…) and what derives from the data (related
   *                items, the directory's index); may read data/'s loaders, options and types
   *   data/        schemas, content and the loaders that parse it: knows nothing above it
   *   lib/constants.ts  the spec's numbers, beneath everything: imports nothing
   *
   *   receiver/    the optional form receiver, a Node server beside the site: it imports the
   *                forms' contract and schemas from lib/, and nothing of the site imports it
   *
   * Rules sit above data because they are about the data (a related article is chosen among the
   * loader's articles, a filter knows data/options' lists), while data needs no rule to be itself:
   * a schema is checked against the spec's numbers (lib/constants.ts), nothing more. And nothing
   * reads data/content/* (the content files, through data/content-files.ts) but data/'s own
   * loaders (and the tests of the data layer), so every record is parsed before a page sees it. Cycles inside a layer: npm run check:cycles.
   * __tests__/scripts/layers.test.ts shows each zone failing a wrong import.
   */
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './data',
              from: './lib',
              except: ['./constants.ts'],
              message: 'data/ is the bottom layer: move the rule to lib/ and call it from there.',
            },
            {
              target: './data',
              from: ['./components', './app'],
              message: 'data/ is the bottom layer: it knows nothing of components or routes.',
            },
            {
              target: './lib',
              from: ['./components', './app'],
              message: 'lib/ holds rules: it must not reach up into components or routes.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ must not import a route: move the shared piece down.',
            },
            {
              target: './lib/constants.ts',
              from: ['./app', './components', './lib', './data'],
              message: 'lib/constants.ts sits beneath every layer and imports nothing.',
            },
            {
              target: ['./app', './components', './lib', './data'],
              from: './receiver',
              message:
                'receiver/ is the optional form receiver, a separate Node server: the site shares its contract from lib/forms/delivery.ts, never the reverse.',
            },
            {
              target: [
                './admin',
                './app',
                './components',
                './lib',
                './e2e',
                './e2e-engines',
                './scripts',
                './__tests__/components',
                './__tests__/lib',
                './__tests__/scripts',
                './__tests__/support',
              ],
              from: ['./data/content', './data/content-files.ts'],
              message:
                "Read content through its loader (data/<collection>.ts), which parses it: data/content and its reader are the loaders' alone.",
            },
          ],
        },
      ],
    },
  },
  // Next's prefetching of every link in view is off: links go through components/ui/link.tsx, and
  // pages are prefetched on intent (components/layout/prefetch-on-intent.tsx).
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Use Link from '@/components/ui/link': it leaves prefetching to the visitor's intent.",
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call a parameter named `use`, which is not React's hook.
  { files: ['e2e/**', 'e2e-engines/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    'out/**',
    // The forms site and the receiver's data (scripts/build-forms-site.mjs, forms-stack.mjs).
    '.forms/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'test-results-engines/**',
    'playwright-report/**',
    // npm run bench: the exports it measures and the framework floor it builds.
    '.bench/**',
    // The contract test's builds of its app (__tests__/contract/next-output.test.ts).
    '.contract/**',
    // Local throwaway scripts, never committed.
    '.scratch/**',
    // The editor's build (scripts/build-admin.mjs): Decap CMS's own script and the bundle.
    'public/admin/**',
    // The form receiver's build (scripts/build-receiver.mjs).
    'receiver/dist/**',
  ]),
]);
