import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'drizzle', 'tmp', 'coverage', 'test-results', '.ci'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-empty': ['error', { allowEmptyCatch: false }],
      // One-way imports (CONVENTIONS.md): client → shared, server → shared, shared → nothing of ours.
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules are advisory here; we do not run the compiler.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '**/server/*'],
              allowTypeImports: true,
              message: 'The client may import only types from the server (CONVENTIONS.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/client/*', '**/client/*'],
              message: 'The server never imports the client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/server/*',
                '@/client/*',
                '../server/*',
                '../client/*',
                '../../server/*',
                '../../client/*',
              ],
              message: 'shared/ imports nothing of ours (CONVENTIONS.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only env.ts reads the environment (CONVENTIONS.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
);
