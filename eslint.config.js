import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['src/bodyplan/kernels/assembly', 'src/bodyplan/kernels/kernels.generated.ts', 'dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'Nothing is evaluated as code.' },
        { selector: "NewExpression[callee.name='Function']", message: 'Nothing is evaluated as code.' },
      ],
    },
  },
  {
    // The pure domain modules must never depend on React or three.js.
    files: ['src/bodyplan/**', 'src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react-*', '@react-three/*', 'three', '@tanstack/react-query'] },
      ],
    },
  },
);
