// One lint setup for every workspace; formatting is Prettier's job (eslint-config-prettier).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importBoundaries } from './.ci/guards/import-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api-mock/data/**',
      'api-mock/drizzle/**',
      '**/dist-e2e/**',
      '.deploy/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures take a `use` callback: not React.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { languageOptions: { globals: { ...globals.browser } } },
  {
    // The browser takes the contract's values from its light entry points (contract/constants, ...): its root
    // holds every route's schema (TypeBox), which would otherwise load on every page. Types cost nothing.
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.type-test.ts', '**/*.stories.tsx', '**/testing/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'contract',
              allowTypeImports: true,
              message:
                "Import values from contract/constants (or another light entry point), types from 'contract'.",
            },
          ],
        },
      ],
    },
  },
  // Which package and which feature may import which (see .ci/guards/import-boundaries.mjs).
  ...importBoundaries(import.meta.dirname),
  prettier,
);
