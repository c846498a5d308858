// One lint gate for the PWA, workers, server and tests: type-aware rules that catch real bugs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'data',
      'node_modules',
      'test-results',
      'coverage',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['postcss.config.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      // TanStack Router guards throw redirect() and notFound() objects by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'jotai', message: 'Import atoms and hooks from src/state/jotai.ts.' },
            { name: 'ofetch', message: 'Use the API client in src/data/api-client.ts.' },
            {
              name: '@mantine/core',
              importNames: ['Select'],
              message: "Use src/ui/select.tsx: Mantine's mounts every closed list with the page.",
            },
          ],
        },
      ],
      // Mantine's withAsterisk draws the asterisk only; required also marks the input required,
      // so a field shown as required is announced so.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='withAsterisk'], Property[key.name='withAsterisk']",
          message: 'Use required: it draws the asterisk and tells assistive technology too.',
        },
      ],
    },
  },
  {
    files: [
      'src/state/jotai.ts',
      'src/data/api-client.ts',
      'src/ui/select.tsx',
      'tests/**',
      'server/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
