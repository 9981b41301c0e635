// Lint: typescript-eslint's recommended rules, and the layer boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layers = ['engine', 'solver', 'interaction', 'review', 'view', 'input', 'persist', 'ui', 'app'];
/** What keeps the engine and the solver pure: no platform, no clock, no randomness of their own. */
const pure = {
  'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'performance', 'Date', 'setTimeout', 'setInterval', 'self', 'postMessage'],
  'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'randomness comes in as an argument' }],
};
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
      ...pure,
    },
  },
  {
    // The solver is pure like the engine and imports only the engine; worker.ts, its Web Worker
    // entry, is the one file that talks to the platform.
    files: ['src/solver/**/*.ts'],
    ignores: ['src/solver/worker.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(...layers.filter((l) => l !== 'engine' && l !== 'solver')), { group: ['pixi.js', 'idb-keyval', 'workbox-*'], message: 'the solver is pure' }] }],
      ...pure,
    },
  },
  { files: ['src/solver/worker.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('interaction', 'view', 'input', 'persist', 'ui', 'app') }] } },
  {
    // The table's interaction model: pure like the engine, and it imports only the engine. The
    // view draws it, inputs and helpers change it through intents, the screen-reader layer reads it.
    files: ['src/interaction/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(...layers.filter((l) => l !== 'engine' && l !== 'interaction')), { group: ['pixi.js', 'idb-keyval', 'workbox-*'], message: 'the interaction model is pure' }] }],
      ...pure,
    },
  },
  {
    // A game's review: pure like the engine, and it imports only the engine (the app asks the solver).
    files: ['src/review/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...forbid(...layers.filter((l) => l !== 'engine' && l !== 'review')), { group: ['pixi.js', 'idb-keyval', 'workbox-*'], message: 'the review is pure' }] }],
      ...pure,
    },
  },
  { files: ['src/view/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('solver', 'input', 'persist', 'ui', 'app') }] } },
  { files: ['src/input/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('solver', 'persist', 'ui', 'app') }] } },
  { files: ['src/persist/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('solver', 'interaction', 'view', 'input', 'ui', 'app') }] } },
  { files: ['src/ui/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: forbid('solver', 'view', 'input', 'persist', 'app') }] } },
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
