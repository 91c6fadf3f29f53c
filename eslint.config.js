import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import layers from './eslint-rules/layers.js';
import tableOwnership from './eslint-rules/table-ownership.js';
import kitOnly from './eslint-rules/kit-only.js';

// The layers of app/ (docs/decisions/0012-domain-layout.md), enforced by eslint-rules/layers.js at
// any depth: features import the features before them in FEATURES, never after; tests are
// composition roots and may set up data through any feature. eslint-rules/table-ownership.js keeps
// each table to the feature whose tables.ts declares it. Both cover server/ too (decision 0033).
export const FEATURES = [
  'mail',
  'accounts',
  'calendar',
  'business',
  'gallery',
  'notifications',
  'orders',
  'settings',
  'leads',
  'bookings',
  'estimates',
  'payments',
  'followups',
  'jobs',
  'assistant',
  'messaging',
];

const local = { rules: { layers, 'table-ownership': tableOwnership, 'kit-only': kitOnly } };

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'tools/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The type check reports unused names in TypeScript (noUnusedLocals, noUnusedParameters in
      // tsconfig.json); the lint keeps the rule for the JavaScript files tsc does not check.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-console': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/layers': ['error', { features: FEATURES }],
      'local/table-ownership': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'uuid', importNames: ['v7'], message: "Use uuidv7 from '~/lib/uuid.server': its random bytes come from a pool." }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off', '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  // The back office's service worker runs in the browser, as a worker.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.serviceworker }, rules: { 'no-console': 'error' } },
  // Screens use the UI kit (decision 0047): no hand-written primary button outside it.
  {
    files: ['app/routes/**/*.tsx', 'app/features/**/*.tsx', 'app/components/**/*.tsx'],
    ignores: ['app/components/ui/**', '**/*.test.tsx'],
    plugins: { local },
    rules: { 'local/kit-only': 'error' },
  },
  // A Vitest worker's suites share their modules (isolate: false, vitest.config.ts): a module
  // mocked in one suite would stay mocked for the suites after it in that worker.
  {
    files: ['**/*.test.{ts,tsx,js}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Suites share their modules (vitest.config.ts): pass the collaborator in, as createTestServices does, instead of mocking a module.',
        })),
      ],
    },
  },
  // Formatting is Prettier's (.prettierrc.json): a file as Prettier would not write it fails the lint.
  prettierRecommended,
);
