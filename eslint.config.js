import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import rules of app/ (docs/decisions/0012-domain-layout.md). Routes compose everything;
// features import lib, content, components and the features before them in FEATURES; components
// import lib, content and other components; lib imports content; content imports nothing of ours.
// A feature reaches another only as `~/features/<name>/…`, never by a relative path out of its
// folder. Tests are composition roots too: they may set up data through any feature.
export const FEATURES = ['mail', 'accounts', 'calendar', 'orders', 'settings', 'leads', 'estimates', 'assistant'];

const forbid = (names, message) => (names.length ? [{ group: names.flatMap((name) => [`~/${name}`, `~/${name}/**`]), message }] : []);
const outOf = (depth) => ({
  group: [`${'../'.repeat(depth + 1)}*`],
  message: 'Import from outside this folder as ~/…: a relative path out of it hides which layer it reaches.',
});
const restrict = (files, patterns) => ({ files, ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns }] } });

const importRules = [
  restrict(['app/lib/**/*.{ts,tsx}'], [
    ...forbid(['features', 'components', 'routes'], 'lib/ is infrastructure: it imports no feature, component or route.'),
    outOf(0),
  ]),
  restrict(['app/components/**/*.{ts,tsx}'], forbid(['features', 'routes'], 'Components import no feature or route: pass what they show as props.')),
  restrict(['app/content/**/*.{ts,tsx}'], forbid(['features', 'components', 'routes', 'lib'], 'Content is the company’s words and facts: it imports nothing of the application.')),
  ...FEATURES.flatMap((feature, rank) =>
    [0, 1, 2].map((depth) =>
      restrict(
        [`app/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        [
          ...forbid(
            FEATURES.slice(rank + 1).map((later) => `features/${later}`),
            `features/${feature} may import only ${FEATURES.slice(0, rank).join(', ') || 'no other feature'} (in that direction): compose later features in a route.`,
          ),
          ...forbid(['routes'], 'Features never import routes.'),
          outOf(depth),
        ],
      ),
    ),
  ),
];

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  ...importRules,
  {
    files: ['**/*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  // The back office's service worker runs in the browser, as a worker.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.serviceworker }, rules: { 'no-console': 'error' } },
);
