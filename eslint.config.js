import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-area-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'i18n/i18n-*.{ts,tsx}', 'i18n/formatters.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ never imports server/.' },
            {
              group: ['**/contract/endpoints.ts'],
              message: "The list of every endpoint keeps every schema of the contract, and zod, in the app's first chunk: import the endpoints you call.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/areas/**/*.{ts,tsx}', 'server/areas/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/no-other-areas': 'error' },
  },
  {
    files: ['src/areas/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/own-namespace': 'error' },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/src/**', 'hono', 'drizzle-orm', 'react'], message: 'contract/ imports zod only.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
