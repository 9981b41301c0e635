import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinPasses, type DealResult } from '../../scripts/solve-deals';

const row = (code: string, verdict: DealResult['verdict'], nodes: number): DealResult => ({ code, verdict, nodes, ms: 1, bytes: 0 });

describe("a table's passes, joined (scripts/replay.ts)", () => {
  it("lets a deal's decided row stand for its undecided ones, in any order of the passes", () => {
    const first = [row('YU1-C-AAAAAAB', 'won', 10), row('YU1-C-AAAAAAC', 'unknown', 1000), row('YU1-C-AAAAAAD', 'unknown', 1000)];
    const second = [row('YU1-C-AAAAAAC', 'lost', 5000), row('YU1-C-AAAAAAD', 'unknown', 3000)];
    for (const passes of [[...first, ...second], [...second, ...first]]) {
      const { rows, again, twice } = joinPasses(passes);
      expect([...rows.values()].map((r) => [r.code, r.verdict, r.nodes]).sort()).toEqual([
        ['YU1-C-AAAAAAB', 'won', 10],
        ['YU1-C-AAAAAAC', 'lost', 5000],
        ['YU1-C-AAAAAAD', 'unknown', 3000],
      ]);
      expect([...again].sort()).toEqual(['YU1-C-AAAAAAC', 'YU1-C-AAAAAAD']);
      expect(twice).toEqual([]);
    }
  });

  it('reports a deal decided twice, even with the same verdict, in any order (replay.ts then fails the table)', () => {
    const { twice } = joinPasses([row('YU1-C-AAAAAAB', 'won', 10), row('YU1-C-AAAAAAB', 'unknown', 20), row('YU1-C-AAAAAAB', 'lost', 30), row('YU1-C-AAAAAAC', 'lost', 1), row('YU1-C-AAAAAAC', 'lost', 1)]);
    expect(twice).toEqual([
      { code: 'YU1-C-AAAAAAB', verdicts: ['won', 'lost'] },
      { code: 'YU1-C-AAAAAAC', verdicts: ['lost', 'lost'] },
    ]);
  });
});

describe('the table scripts on a bad command line (scripts/command-line.ts)', () => {
  /** Runs a script as a person would, and what it said and how it ended. */
  const run = (script: string, ...args: string[]) => {
    const done = spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts', script), ...args], { encoding: 'utf8' });
    return { status: done.status, said: done.stderr };
  };

  it.each([
    ['solve.ts', ['--nope'], "solve: Unknown option '--nope'"],
    ['solve.ts', ['--rule', 'poker', '--max-nodes', '1'], 'solve: --rule is one of classic, relaxed, russian, alaska, moosehide'],
    ['replay.ts', ['--deals'], "replay: Option '--deals <value>' argument missing"],
    ['replay.ts', ['--deals', '9-1', 'any.jsonl'], 'replay: --deals names deals'],
  ])('%s %j: says what is wrong and how the command goes, exit code 2, no stack trace', (script, args, message) => {
    const { status, said } = run(script, ...args);
    expect(status).toBe(2);
    expect(said.startsWith(message)).toBe(true);
    expect(said).toContain('usage:');
    expect(said).not.toContain('    at ');
  }, 30_000);
});
