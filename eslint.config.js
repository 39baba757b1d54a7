import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_REACT_OR_THREE = {
  group: ['react', 'react-dom', 'react-*', '@react-three/*', 'three', '@tanstack/react-query'],
  message: 'Pure modules do not depend on React or three.js.',
};
const NO_MOCK_API = { regex: '(^|/)mock-api(/|$)', message: 'Only tests outside src/api and src/ui start the mock server.' };

/** Relative imports from `layer` into one of `folders`, which the architecture forbids. */
function outOfLayer(layer, folders) {
  return { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: `${layer} must not import ${folders.join(', ')}: dependencies point app -> features -> (bodyplan | api | ui).` };
}

/** A feature folder importing a sibling feature (features/shared is the one place they share). */
const otherFeatures = { regex: '^(\\.\\./)+(news|directory|studio)/', message: 'No feature imports another feature; move what both need to src/features/readerCommon.' };

export default tseslint.config(
  { ignores: ['src/bodyplan/kinematics/kernels/assembly', 'src/bodyplan/kinematics/kernels/kernels.generated.ts', 'dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
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
    files: ['src/bodyplan/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE] }] },
  },
  {
    // The API layer is pure too, and its test helpers stay independent of the mock server.
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, NO_MOCK_API, outOfLayer('src/api', ['features', 'ui', 'app'])] }] },
  },
  {
    // Shared components get plain props: no knowledge of the API, the features or the shell.
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/ui', ['api', 'features', 'app', 'bodyplan']), NO_MOCK_API] }] },
  },
  {
    // No feature imports another: what the news and directory areas share lives in features/shared.
    files: ['src/features/news/**', 'src/features/directory/**', 'src/features/readerCommon/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures] }] },
  },
);
