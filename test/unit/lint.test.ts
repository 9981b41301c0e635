import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** A module of each layer, to import from a planted file. */
const MODULE = {
  engine: 'engine/index',
  solver: 'solver/index',
  interaction: 'interaction/index',
  review: 'review/index',
  players: 'players/index',
  grades: 'grades/index',
  worker: 'worker/protocol',
  settings: 'settings/index',
  view: 'view/layout',
  input: 'input/gestures',
  persist: 'persist/stats',
  ui: 'ui/messages',
  services: 'services/oracle',
  app: 'app/solving/hints',
} as const;
type Layer = keyof typeof MODULE;

/** What each layer may import (README, Layout); every other layer is forbidden to it. */
const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
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
const LAYERS = Object.keys(MODULE) as Layer[];

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer rule's complaints about a file planted two folders deep in a layer, importing one module. */
async function complaints(layer: Layer, from: Layer): Promise<string[]> {
  const code = `export * from '../../${MODULE[from]}';\n`;
  const [result] = await eslint.lintText(code, { filePath: `src/${layer}/planted/deep.ts` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the lint holds the layers', () => {
  it.each(LAYERS)('a forbidden import planted in %s (nested two folders deep) fails the lint; an allowed one passes', async (layer) => {
    for (const from of LAYERS.filter((l) => l !== layer)) {
      const said = await complaints(layer, from);
      if (ALLOWED[layer].includes(from)) expect(said, `${layer} may import ${from}`).toEqual([]);
      else expect(said, `${layer} must not import ${from}`).toEqual([expect.stringContaining(`${layer} does not import ${from}`)]);
    }
  }, 60_000);
});

/** A module of each folder of src/app, to import from a planted file. */
const APP_MODULE = {
  core: 'core/apis',
  look: 'look/looks',
  lesson: 'lesson/offer',
  play: 'play/undo',
  records: 'records/saving',
  solving: 'solving/badge',
  windows: 'windows/windows',
  platform: 'platform/screen',
  start: 'start/wiring',
} as const;
type Folder = keyof typeof APP_MODULE;
/** Below each folder of src/app: what it may import (README, "How to add a feature"). */
const BELOW: Readonly<Record<Folder, readonly Folder[]>> = {
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
const FOLDERS = Object.keys(APP_MODULE) as Folder[];

describe('the lint holds the folders of src/app: no import runs upwards', () => {
  it.each(FOLDERS)('an import of a folder not below %s, planted there (static or dynamic), fails the lint; one below passes', async (folder) => {
    for (const from of FOLDERS.filter((f) => f !== folder)) {
      for (const code of [`export * from '../${APP_MODULE[from]}';\n`, `export const later = () => import('../${APP_MODULE[from]}');\n`]) {
        const [result] = await eslint.lintText(code, { filePath: `src/app/${folder}/planted.ts` });
        const said = (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
        if (BELOW[folder].includes(from)) expect(said, `${folder} may import ${from}`).toEqual([]);
        else expect(said, `${folder} must not import ${from}: ${code}`).toEqual([expect.stringContaining(`${folder} does not import ${from}`)]);
      }
    }
  }, 60_000);
});
