import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.data',
      'playwright-report',
      'test-results',
      'bench/bare/dist',
      'flows-export',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Issue 10: views render translated text only. Text nodes, expressions inside JSX and the
    // attributes a person reads or hears; strings without a letter (★, ✕, 4.5) are no words.
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'title',
              'placeholder',
              'alt',
              'label',
            ],
          },
          words: { exclude: [/^[^\p{L}]*$/u] },
        },
      ],
    },
  },
  {
    // Issue 45: Chakra's `loading` disables a button, and a disabled button drops keyboard focus
    // to the page's start: a button that works shows it with `BusyButton`'s `busy`.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
          message: "A working button is a BusyButton with `busy` (Chakra's `loading` drops focus).",
        },
      ],
    },
  },
  {
    // DESIGN §2: machines are pure; they never touch React, HTTP or the API client.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            '@xstate/react',
            'ofetch',
            '*/src/api/*',
            '@/api/*',
            '*/src/app/*',
            '@/app/*',
            '*/src/system/*',
            '@/system/*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
);
