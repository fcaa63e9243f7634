// One lint for the whole tree: TypeScript rules everywhere, React hooks and accessibility in the
// web app, Node globals for the server, scripts and tests. Formatting is Prettier's (npm run format).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      'server/dist/**',
      'packages/*/dist/**',
      'server/.strapi/**',
      'server/types/generated/**',
      'server/database/**',
      'server/public/**',
      'coverage/**',
      'bench/results/**',
      'bench/tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A feature adds its methods' types to the dataProvider's by declaration merging
      // (`interface AppDataProvider extends LinkMethods {}`, src/providers/dataProvider.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks; not the React Compiler's rules (the app is not compiled by it).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog or sign-in form focuses its first field; components named `role` are not ARIA roles.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The JSON answers of the API under test have no static type.
    files: ['tests/support/**/*.ts', 'server/tests/**/*.ts', 'tests/integration/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Functions that run in the benchmarked page (page.evaluate).
    files: ['bench/browser.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // CommonJS scripts of the Strapi server (its own tooling expects them), the contract's build and
    // the test servers' preload.
    files: ['server/scripts/**/*.js', 'server/**/*.cjs', 'packages/*/scripts/**/*.cjs', 'tests/support/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
