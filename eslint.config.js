// Lint: typescript-eslint's recommended rules, and the layer boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layers = ['engine', 'view', 'input', 'persist', 'ui', 'app'];
/** Patterns forbidding imports of the named layers from a file inside src/<layer>/. */
const forbid = (...names) =>
  names.map((name) => ({ group: [`../${name}`, `../${name}/*`, `**/src/${name}/*`], message: `layer rule: do not import ${name} here` }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(...layers.filter((l) => l !== 'engine')), { group: ['pixi.js', 'idb-keyval', 'workbox-*'], message: 'the engine is pure' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'performance', 'Date', 'setTimeout', 'setInterval'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'the engine takes randomness as an argument' }],
    },
  },
  { files: ['src/view/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('input', 'persist', 'ui', 'app') }] } },
  { files: ['src/input/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('persist', 'ui', 'app') }] } },
  { files: ['src/persist/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('view', 'input', 'ui', 'app') }] } },
  { files: ['src/ui/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('view', 'input', 'persist', 'app') }] } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts whose callbacks run in the page under test.
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(['process', 'console', 'fetch', 'setTimeout', 'window', 'document'].map((name) => [name, 'readonly'])),
    },
  },
);
