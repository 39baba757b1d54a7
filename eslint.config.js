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
  return { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message: `${layer} must not import ${folders.join(', ')}: dependencies point app -> features -> (bodyplan | api | ui | i18n).` };
}

/** DOM globals: the pure layers run in Node and in workers too, so they must not touch a page. */
const NO_DOM = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'indexedDB',
  'DOMParser', 'XMLSerializer', 'HTMLElement', 'HTMLCanvasElement', 'Element', 'requestAnimationFrame',
  'cancelAnimationFrame', 'getComputedStyle', 'matchMedia', 'alert', 'confirm',
].map((name) => ({ name, message: 'Pure modules do not touch the DOM: pass what they need in.' }));

/**
 * The Studio's house: model/ (pure) <- store/ (the one store, its slices, the worker clients) <- the
 * panels and every other folder. A specifier alone does not say where it lands, so this refuses, for
 * a file `depth` folders below src/features/studio/, the relative imports that land in the Studio's
 * own folder but outside `allowed` (src/bodyplan/ and the rest lie further up and stay allowed).
 */
function studioHouse(folder, depth, allowed) {
  const toStudio = '\\.\\./'.repeat(depth);
  const keep = ['\\.\\./', ...allowed.map((name) => `${name}/`)].join('|');
  return {
    regex: `^${toStudio}(?!${keep})`,
    message: `The Studio's house (model/ <- store/ <- the rest): src/features/studio/${folder}/ imports only the Studio's ${allowed.map((name) => `${name}/`).join(' and ')} (and src/bodyplan/).`,
  };
}
const STUDIO_PATTERNS = [outOfLayer('src/features', ['app', 'cli', 'api', 'i18n']), otherFeatures(['news', 'directory', 'readerCommon']), NO_MOCK_API];
/** One block per folder depth of `folder` (1 to 4; the deepest files today are at 2), since the house rule depends on how deep a file is. */
function studioHouseBlocks(folder, allowed, patterns) {
  return [1, 2, 3, 4].map((depth) => ({
    files: [`src/features/studio/${folder}/${'*/'.repeat(depth - 1)}*`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, studioHouse(folder, depth, allowed)] }] },
  }));
}

/** A feature importing a sibling feature (news and directory share only features/readerCommon). */
function otherFeatures(siblings) {
  return { regex: `^(\\.\\./)+(${siblings.join('|')})/`, message: 'No feature imports another feature; what news and directory share lives in src/features/readerCommon.' };
}

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
    // Promises are awaited, returned or voided on purpose, and never handed where a void callback
    // is expected (an async onChange whose rejection nobody hears). These rules need the types, so
    // they run on the TypeScript files, which tsconfig.json covers; the JS files (bin/, scripts'
    // .mjs) are not in the program and are linted without types.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // The layers, one block per folder of src/ (dependencies point app -> features -> (bodyplan | api | ui | i18n)).
  {
    // The pure domain: no React, no three.js, no DOM, and nothing from the layers above it.
    files: ['src/bodyplan/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, NO_MOCK_API, outOfLayer('src/bodyplan', ['features', 'app', 'api', 'ui', 'i18n', 'cli'])] }],
      'no-restricted-globals': ['error', ...NO_DOM],
    },
  },
  {
    // The API layer is pure too, and its test helpers stay independent of the mock server.
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, NO_MOCK_API, outOfLayer('src/api', ['features', 'ui', 'app', 'bodyplan', 'i18n', 'cli'])] }],
      'no-restricted-globals': ['error', ...NO_DOM.filter(({ name }) => name !== 'DOMParser')],
    },
  },
  {
    // Shared components get plain props: no knowledge of the API, the features or the shell.
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/ui', ['api', 'features', 'app', 'bodyplan', 'cli']), NO_MOCK_API] }] },
  },
  {
    // The catalogues know the API's languages and labels, never a feature or the shell.
    files: ['src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/i18n', ['features', 'app', 'bodyplan', 'ui', 'cli']), NO_MOCK_API] }] },
  },
  {
    // The command runs in Node over the pure domain only.
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, NO_MOCK_API, outOfLayer('src/cli', ['features', 'app', 'api', 'ui', 'i18n'])] }],
      'no-restricted-globals': ['error', ...NO_DOM],
    },
  },
  {
    // Features sit under the shell: they never import it or the command line.
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/features', ['app', 'cli'])] }] },
  },
  {
    files: ['src/features/news/**', 'src/features/directory/**'],
    ignores: ['**/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/features', ['app', 'cli']), otherFeatures(['news', 'directory', 'studio']), NO_MOCK_API] }] },
  },
  {
    files: ['src/features/readerCommon/**'],
    ignores: ['**/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/features', ['app', 'cli']), otherFeatures(['news', 'directory', 'studio']), NO_MOCK_API] }] },
  },
  {
    files: ['src/features/studio/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: STUDIO_PATTERNS }] },
  },
  {
    // The Studio's model: the display logic the CLI never uses, still React-, three- and DOM-free.
    files: ['src/features/studio/model/**'],
    rules: { 'no-restricted-globals': ['error', ...NO_DOM] },
  },
  // Inside the Studio imports point down its house too (these replace the Studio's rule for their
  // folders, so they carry its patterns): the store imports only store/ and model/, the model only model/.
  ...studioHouseBlocks('store', ['store', 'model'], STUDIO_PATTERNS),
  ...studioHouseBlocks('model', ['model'], [NO_REACT_OR_THREE, ...STUDIO_PATTERNS]),
  {
    // Pure modules at the top of src/ that every layer may read (route paths, capped reads): no React,
    // three.js or DOM, and nothing from a layer.
    files: ['src/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, NO_MOCK_API, { regex: '^\\./(app|features|api|ui|i18n|bodyplan|cli)/', message: 'The shared top-level modules import no layer.' }] }],
      'no-restricted-globals': ['error', ...NO_DOM],
    },
  },
  {
    // Test servers and helpers shared by unit tests of several layers: Node only, no app code.
    files: ['src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, { regex: '^(\\.\\./)+(app|features|ui|i18n)/', message: 'Shared test helpers import no feature, shell or UI code.' }] }] },
  },
  {
    // The shell composes the features; the command line is not part of the page.
    files: ['src/app/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outOfLayer('src/app', ['cli']), NO_MOCK_API] }] },
  },
  {
    // The mock server shares the resource schemas with the client and nothing else of the app.
    files: ['mock-api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_REACT_OR_THREE, { regex: '^(\\.\\./)+src/(features|app|ui|bodyplan|cli|i18n)(/|$)', message: 'The mock API imports only src/api (the resource schemas) from the app.' }] }] },
  },
);
