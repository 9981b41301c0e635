import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCode } from '../../src/engine';
import { joinPasses, readRows, type DealResult } from '../../scripts/solve-deals';

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

/** Runs a script as a person would, and what it said and how it ended. */
const run = (script: string, ...args: string[]) => {
  const done = spawnSync(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts', script), ...args], { encoding: 'utf8' });
  return { status: done.status, said: done.stderr, out: done.stdout };
};

describe('the table scripts on a bad command line (scripts/command-line.ts)', () => {

  it.each([
    ['solve.ts', ['--nope'], "solve: Unknown option '--nope'"],
    ['solve.ts', ['--rule', 'poker', '--max-nodes', '1'], 'solve: --rule is one of classic, relaxed, russian, alaska, moosehide'],
    ['solve.ts', ['--rule', 'classic', '--from', '1', '--count', '1', '--max-nodes', '1', '--plan', 'deep'], 'solve: --plan is guided, attempts or depth-first'],
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

/** A scratch directory for a test's files, removed after the tests. */
const scratch: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'yukon-replay-'));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
const writeRows = (file: string, rows: readonly DealResult[]) => writeFileSync(file, rows.map((r) => `${JSON.stringify(r)}\n`).join(''));

describe('replay.ts --undecided-out: the work list of a next pass', () => {
  it("writes each deal still undecided once, its row searched furthest, in deal order, and no decided deal", () => {
    const dir = scratchDir();
    const rows = [row('YU1-M-AAAADZC', 'unknown', 1_000_000), row('YU1-M-AAAACJY', 'unknown', 1_000_000), row('YU1-M-AAAAGYB', 'unknown', 1_000_000), row('YU1-U-AAAAAAB', 'lost', 1)];
    const again = [row('YU1-M-AAAADZC', 'unknown', 30_000_000), row('YU1-M-AAAAGYB', 'lost', 7_000_000), row('YU1-M-AAAACJY', 'unknown', 10_000_000)];
    writeRows(join(dir, 'first.jsonl'), rows);
    writeRows(join(dir, 'again.jsonl'), again);
    const { status, out } = run('replay.ts', '--undecided-out', join(dir, 'left.jsonl'), join(dir, 'first.jsonl'), join(dir, 'again.jsonl'));
    expect(status).toBe(0);
    expect(out).toContain(`2 undecided deals written to ${join(dir, 'left.jsonl')}`);
    expect(readRows(join(dir, 'left.jsonl')).map((r) => [r.code, r.nodes])).toEqual([
      ['YU1-M-AAAACJY', 10_000_000],
      ['YU1-M-AAAADZC', 30_000_000],
    ]);
  }, 30_000);

  it('updates a kept list in place (the list and the next pass both read, the list written), and with --deals keeps only that range', () => {
    const dir = scratchDir();
    const list = join(dir, 'list.jsonl');
    writeRows(list, [row('YU1-M-AAAACJY', 'unknown', 10_000_000), row('YU1-M-AAAADZC', 'unknown', 10_000_000), row('YU1-M-AAAAXLX', 'unknown', 10_000_000)]);
    writeRows(join(dir, 'next.jsonl'), [row('YU1-M-AAAACJY', 'lost', 20_000_000), row('YU1-M-AAAADZC', 'unknown', 30_000_000), row('YU1-M-AAAAXLX', 'unknown', 30_000_000)]);
    expect(run('replay.ts', '--undecided-out', list, list, join(dir, 'next.jsonl')).status).toBe(0);
    expect(readRows(list).map((r) => [r.code, r.nodes])).toEqual([
      ['YU1-M-AAAADZC', 30_000_000],
      ['YU1-M-AAAAXLX', 30_000_000],
    ]);
    // (DZC is deal 2,680, XLX deal 15,857.)
    expect(run('replay.ts', '--deals', '1-10000', '--undecided-out', list, list).status).toBe(0);
    expect(readRows(list).map((r) => r.code)).toEqual(['YU1-M-AAAADZC']);
  }, 30_000);

  it('leaves the list as it was when the table has an error (here a deal decided twice)', () => {
    const dir = scratchDir();
    const list = join(dir, 'list.jsonl');
    writeRows(list, [row('YU1-M-AAAACJY', 'unknown', 10_000_000)]);
    const before = readFileSync(list, 'utf8');
    writeRows(join(dir, 'bad.jsonl'), [row('YU1-M-AAAAGYB', 'won', 5), row('YU1-M-AAAAGYB', 'lost', 6)]);
    const { status, said } = run('replay.ts', '--undecided-out', list, list, join(dir, 'bad.jsonl'));
    expect(status).toBe(1);
    expect(said).toContain(`${list}: not written, the table has errors`);
    expect(readFileSync(list, 'utf8')).toBe(before);
  }, 30_000);
});

describe('the table scripts when no deal is decided', () => {
  it('solve.ts says so, not NaN (a pass whose deals all stay undecided, here at one position each)', () => {
    const { status, said } = run('solve.ts', '--rule', 'classic', '--from', '1', '--count', '2', '--max-nodes', '1', '--plan', 'guided', '--threads', '1', '--jsonl');
    expect(status).toBe(0);
    expect(said).toContain('undecided 2 (100.0%');
    expect(said).toContain('time and positions to decide: no deal decided; undecided deals searched up to 1 positions');
    expect(said).not.toContain('NaN');
  }, 30_000);

  it('solve.ts takes the depth-first plan (the command line of a long pass)', () => {
    const good = run('solve.ts', '--rule', 'classic', '--from', '70161', '--count', '1', '--max-nodes', '300000', '--plan', 'depth-first', '--threads', '1', '--jsonl');
    expect(good.status).toBe(0);
    expect(good.out).toContain('"code":"YU1-C-AAADZUN","verdict":"lost"');
    expect(good.out).toContain('"nodes":153505');
  }, 30_000);

  it('replay.ts says so, not NaN (a file of undecided deals alone, as tables/ keeps)', () => {
    const file = join(scratchDir(), 'undecided.jsonl');
    writeRows(file, [row('YU1-M-AAAACJY', 'unknown', 30_000_000), row('YU1-M-AAAADZC', 'unknown', 10_000_000)]);
    const { status, out } = run('replay.ts', file);
    expect(status).toBe(0);
    expect(out).toContain('| moosehide (2 deals) | 0 (0.0%');
    expect(out).toContain('  no deal decided');
    expect(out).toContain('  undecided: searched 10,000,000 to 30,000,000 positions each');
    expect(out).not.toContain('NaN');
  }, 30_000);
});

describe('the undecided deals kept with the project (tables/, README: How often can Yukon be won?)', () => {
  const files = readdirSync('tables').filter((name) => name.endsWith('-undecided.jsonl'));

  it('keeps a file for Classic, Relaxed and Moosehide, the games that still have deals undecided', () => {
    expect(files.sort()).toEqual(['classic-undecided.jsonl', 'moosehide-undecided.jsonl', 'relaxed-undecided.jsonl']);
  });

  it.each(files)('%s: one row a deal, of its game, undecided, with how far it was searched, in deal order', (name) => {
    const broken: string[] = [];
    const rows = readRows(`tables/${name}`, (line) => broken.push(line));
    expect(broken).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    const rule = name.replace('-undecided.jsonl', '');
    const deals = rows.map((r) => {
      const code = parseCode(r.code);
      if (!code.ok) throw new Error(`${r.code}: not a game code`);
      expect(code.code.rule).toBe(rule);
      expect(r.verdict).toBe('unknown');
      // (Deals 1–10,000 have had a second pass at least, Classic's later deals their first, of 1,000,000 positions.)
      expect(r.nodes).toBeGreaterThanOrEqual(code.code.deal <= 10_000 ? 10_000_000 : 1_000_000);
      expect(r.line).toBeUndefined();
      return code.code.deal;
    });
    expect(deals).toEqual([...new Set(deals)].sort((a, b) => a - b));
    // (As a pass's --undecided-in file: every row stands, as undecided.)
    expect(joinPasses(rows).twice).toEqual([]);
  });
});
