// ESLint 9 flat config (issue #36): `npm run lint` inside `npm test`. Every rule turned off or down
// below says why; a finding is fixed in the code, or disabled on its line with the rule's name and a
// reason (`-- why`), never for a whole file without one.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.{ts,tsx,mts,cts}'];

export default tseslint.config(
  {
    // Build output, reports and generated files (scripts/generate-*.ts write them).
    ignores: [
      'dist/**',
      'dist-*/**',
      '.dist-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
      '.data/**',
      'bench/.tmp/**',
      'vendor/**',
      'server/seed/pickup-store-data.ts',
      'server/storefront/versions/schema-*.ts',
      'src/domain/validation/zip-state-data.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    rules: {
      // The validators reject control characters on purpose (names, tracking numbers, SVG, banner
      // HTML, parent addresses): every \x00-\x1f in a pattern here is meant; the rule is for stray ones.
      'no-control-regex': 'off',
      // `catch (e) {}` is the embed script's ES2017 spelling of "ignore the error" (no optional catch binding).
      'no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? TS })),
  {
    files: TS,
    rules: {
      // tsc already reports undefined names, with the types' knowledge (typescript-eslint's advice).
      'no-undef': 'off',
      // `_`-prefixed parameters and the rest of a destructuring are kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },

  // Type-aware rules where they pay: a promise nobody awaits or catches (a lost error, an unhandled
  // rejection that stops the server), a promise where a callback's result is ignored (an event
  // handler, a setInterval), an `await` of a plain value.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  // The server's expected failures are values (`Refusal`, server/http/refusal.ts) that the route answers
  // with `refused`; only bugs throw, and they throw Errors. A refusal thrown is not an Error: refused here.
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/only-throw-error': 'error',
    },
  },

  // React: the rules of hooks and accessibility, on the views.
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrollable table's region and the canvases (role="application") take the focus on purpose:
      // keyboard users scroll the one (axe's scrollable-region-focusable) and drive the other.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'application'], allowExpressionValues: true }],
      // The choice cards (delivery, pick-up store) wrap their radio and a title in a nested <span><strong>.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  // Where each kind of file runs.
  { files: ['src/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['src/embed-script/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'build/**', 'tests/**', '*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  { files: ['tests/e2e/**', 'bench/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['tests/**'],
    rules: {
      // Tests probe untyped JSON answers and reach into fakes; an `any` there is a probe, not a design.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['tests/e2e/**'],
    rules: {
      // Playwright reads a fixture's dependencies from its destructured first parameter: `{}` is "none".
      'no-empty-pattern': 'off',
    },
  },
);
