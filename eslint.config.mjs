import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'data', '.next', '.next-*', 'dist', 'server/db/migrations', 'lib/api/*-api.d.ts', 'next-env.d.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts (or lib/env.ts).' },
      ],
    },
  },
  {
    files: ['server/config.ts', 'lib/env.ts', 'tests/**', '*.config.*'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read JSON bodies of every shape.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
