import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Dependencies point one way: apps -> contracts -> game. Features do not import each other. */
const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/game/**/*.ts'],
    rules: {
      ...boundary([
        { group: ['@ecoscha/*'], message: 'packages/game imports nothing of ours.' },
        { group: ['node:*', 'fs', 'path'], message: 'packages/game is pure: no I/O.' },
      ]),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      ...boundary([
        {
          group: ['@ecoscha/*', '!@ecoscha/game'],
          message: 'packages/contracts may import only @ecoscha/game.',
        },
      ]),
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary([
      { group: ['@ecoscha/web', '**/apps/web/**'], message: 'No web code in the server.' },
    ]),
  },
  {
    // Runs in a classroom phone's pages (an init script), not in Node.
    files: ['e2e/classroom/phone-page.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary([
        {
          group: ['@ecoscha/server', '**/apps/server/**'],
          message: 'No server code in the web app.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/**/*.test.{ts,tsx}'],
    rules: boundary([
      {
        group: ['@ecoscha/server', '**/apps/server/**'],
        message: 'No server code in the web app.',
      },
      {
        group: ['@/features/*', '../../*'],
        message:
          'A feature does not import another feature: share through @/components or @/lib, and reach the rest of src through the @/ alias.',
      },
    ]),
  },
);
