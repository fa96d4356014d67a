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
      // Data flows one way (schema → content → loader → pages); a circle is always a mistake.
      'import/no-cycle': 'error',
    },
  },
  // Playwright fixtures call a parameter named `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    // npm run bench: the exports it measures and the framework floor it builds.
    '.bench/**',
    // Local throwaway scripts, never committed.
    '.scratch/**',
  ]),
]);
