// ESLint: JavaScript and typescript-eslint recommended rules everywhere, the two classic React hooks rules for the
// console. No type-aware rules: `npm run typecheck` (tsc 7) does the type checking, and lint stays fast.
// typescript-eslint parses with the TypeScript 6 API (`typescript` is aliased to @typescript/typescript6 in
// package.json, because TypeScript 7 ships no JS API); `tsc` stays TypeScript 7 (@typescript/native).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useFreshLiveQuery$' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/use-fresh-live-query.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dexie-react-hooks',
              importNames: ['useLiveQuery'],
              message: "Use useFreshLiveQuery (src/db/use-fresh-live-query.ts): useLiveQuery shows the previous arguments' result while the next one is read.",
            },
          ],
        },
      ],
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // A parameter named `_x` is there for its position in a callback's signature.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
);
