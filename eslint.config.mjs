// The shop's lint: TypeScript, hooks and accessibility rules, and the architecture written as
// import boundaries (see docs/architecture.md, "Import rules"). `npm run lint` runs it on the
// whole tree and `npm test` runs `npm run lint` first.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureElements, architecturePolicies } from './platform/lint/architecture-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local*/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'platform/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel re-exports: import from the module that defines the name.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { boundaries },
    settings: {
      // Element paths are read from the repository root, wherever eslint is started.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': architectureElements,
      'boundaries/include': ['**/*.{ts,tsx,mjs,cjs,js}'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: architecturePolicies({ test: false }) }],
    },
  },
  {
    // Tests may also use the shared test kit.
    files: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/features/*/test/**'],
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: architecturePolicies({ test: true }) }],
    },
  },
  {
    // Tool configuration, not shop code: every workspace builds its jest and webpack configs from
    // the platform presets.
    files: ['*/jest.config.cjs', '*/webpack.config.cjs'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
