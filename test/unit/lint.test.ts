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
  view: ['engine', 'interaction'],
  input: ['engine', 'interaction', 'view'],
  persist: ['engine'],
  ui: ['engine', 'interaction'],
  services: ['engine', 'solver', 'players', 'grades', 'worker'],
  app: ['engine', 'solver', 'interaction', 'review', 'players', 'grades', 'worker', 'view', 'input', 'persist', 'ui', 'services'],
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
