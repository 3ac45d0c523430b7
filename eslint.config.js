// ESLint: JavaScript and typescript-eslint recommended rules everywhere, the two classic React hooks rules for the
// console. No type-aware rules: `npm run typecheck` (tsc 7) does the type checking, and lint stays fast.
// typescript-eslint parses with the TypeScript 6 API (`typescript` is aliased to @typescript/typescript6 in
// package.json, because TypeScript 7 ships no JS API); `tsc` stays TypeScript 7 (@typescript/native).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
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
    // The demo centre plugs into the server where it is composed (app, main, dev routes); no feature imports it,
    // so a centre starts without it.
    files: ['server/**/*.ts'],
    ignores: ['server/demo/**', 'server/app/**', 'server/main.ts', 'server/routes/dev-routes.ts', 'server/**/*.test.ts', 'server/test-support/**', 'server/security/authorization/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/demo/*'], message: 'Demo code plugs in through the server context (see server/app/feature-routes.ts).' }] }] },
  },
  {
    // No import loops: a module's values are there when it runs, and each folder reads one way.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Small files with one main export; data (seeds, sounds' notes) and migrations are what they are.
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/storage/migrations/**', 'server/demo/seed.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // A parameter named `_x` is there for its position in a callback's signature.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
);
