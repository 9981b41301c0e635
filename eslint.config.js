// Lint: typescript-eslint's recommended rules, and the layers of the README's Layout: which layer
// may import which, resolved file by file (test/unit/lint.test.ts plants a forbidden import in each).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The layers of ARCHITECTURE.md and what each may import (besides itself); `app` wires them all.
 * `services` is what features use but is not wiring: the solver's client, the oracle, deals'
 * grades and the deals (scripts import them from there too).
 * The rule resolves every import to its file, so a nested path (`../../persist/stats`) is judged
 * like any other.
 */
const LAYERS = {
  engine: [],
  solver: ['engine'],
  interaction: ['engine'],
  review: ['engine'],
  players: ['engine'],
  grades: ['engine', 'solver', 'players'],
  worker: ['engine', 'solver', 'players', 'grades'],
  settings: [],
  view: ['engine', 'interaction', 'settings'],
  input: ['engine', 'interaction', 'view'],
  persist: ['engine'],
  ui: ['engine', 'interaction', 'settings'],
  services: ['engine', 'solver', 'players', 'grades', 'worker'],
  app: ['engine', 'solver', 'interaction', 'review', 'players', 'grades', 'worker', 'settings', 'view', 'input', 'persist', 'ui', 'services'],
};
const zones = Object.entries(LAYERS).flatMap(([layer, allowed]) =>
  Object.keys(LAYERS)
    .filter((other) => other !== layer && !allowed.includes(other))
    .map((other) => ({ target: `./src/${layer}`, from: `./src/${other}`, message: `layer rule: ${layer} does not import ${other}` })),
);
/**
 * Inside src/app, its folders by concern, each importing only the folders below it: core (the
 * context, the store, the table's model, the features' apis and their composition), look (the
 * frame, the looks, the sounds), then the features' own folders, which import neither each other
 * nor anything above, and start (the start, and the feature list it loads), which imports them
 * all. main.ts, at the root, starts it. No import runs upwards.
 */
const APP_FOLDERS = {
  core: [],
  look: ['core'],
  lesson: ['core', 'look'],
  play: ['core', 'look'],
  records: ['core', 'look'],
  solving: ['core', 'look'],
  windows: ['core', 'look'],
  platform: ['core', 'look'],
  start: ['core', 'look', 'lesson', 'play', 'records', 'solving', 'windows', 'platform'],
};
const appZones = Object.entries(APP_FOLDERS).flatMap(([folder, allowed]) =>
  Object.keys(APP_FOLDERS)
    .filter((other) => other !== folder && !allowed.includes(other))
    .map((other) => ({ target: `./src/app/${folder}`, from: `./src/app/${other}`, message: `app folder rule: ${folder} does not import ${other}` })),
);
/** What keeps the engine and the solver pure: no platform, no clock, no randomness of their own. */
const pure = {
  'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'performance', 'Date', 'setTimeout', 'setInterval', 'self', 'postMessage'],
  'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'randomness comes in as an argument' }],
};
const platform = (what) => ({ 'no-restricted-imports': ['error', { patterns: [{ group: ['pixi.js', 'idb-keyval', 'workbox-*'], message: `${what} is pure` }] }] });

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...appZones] }] },
  },
  { files: ['src/engine/**/*.ts'], rules: { ...platform('the engine'), ...pure } },
  // The solver is pure; its Web Worker (src/worker) is where it meets the platform.
  { files: ['src/solver/**/*.ts'], rules: { ...platform('the solver'), ...pure } },
  // The table's interaction model: the view draws it, inputs and helpers change it through intents.
  { files: ['src/interaction/**/*.ts'], rules: { ...platform('the interaction model'), ...pure } },
  // The settings model: data, read by the ui, the view and the app.
  { files: ['src/settings/**/*.ts'], rules: { ...platform('the settings model'), ...pure } },
  // A game's review: the app asks the solver for it.
  { files: ['src/review/**/*.ts'], rules: { ...platform('the review'), ...pure } },
  // Human-model players and deal grades: the same on every device, so nothing of the platform.
  { files: ['src/players/**/*.ts'], rules: { ...platform('a player'), ...pure } },
  { files: ['src/grades/**/*.ts'], rules: { ...platform('a grade'), ...pure } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts whose callbacks run in the page under test.
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(['process', 'console', 'fetch', 'setTimeout', 'window', 'document', 'navigator'].map((name) => [name, 'readonly'])),
    },
  },
);
