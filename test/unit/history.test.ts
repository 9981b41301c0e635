import { describe, expect, it, vi } from 'vitest';
import { wireHistory } from '../../src/app/records/history';
import { wireStats } from '../../src/app/records/statistics';
import { GRADES, apply, formatCode, legalMoves, newGame, type Game } from '../../src/engine';
import { HISTORY_LIMIT, HISTORY_PREFIX, historyKey, pastGame, type PastGame } from '../../src/persist/history';
import { GRADE_NAMES, readPastGame, replayPast } from '../../src/persist/past';
import { KEYS } from '../../src/persist/records';
import { NO_STATS } from '../../src/persist/stats';
import { gameSource } from '../../src/persist/record-source';
import { RecordWriter, type RecordName, type SaveNotice } from '../../src/persist/writer';
import { solve, type Solution } from '../../src/solver';
import { Oracle } from '../../src/services/oracle';
import { fakePage, flush, solverOracle, storeOf } from '../support/app';
import { MemoryStore } from '../support/memory-store';

/** Deal 3 of Classic played along the solver's line to its win (or `short` moves short of it). */
function wonGame(short = 0): Game {
  const found = solve(newGame({ rule: 'classic', deal: 3 }), { maxNodes: 100_000 });
  if (found.verdict !== 'won') throw new Error('deal 3 should be winnable');
  return found.line.slice(0, found.line.length - short).reduce<Game>((game, move) => {
    const next = apply(game, { type: 'move', ...move });
    if (!next.ok) throw new Error('the line should replay');
    return next.game;
  }, newGame({ rule: 'classic', deal: 3 }));
}

const WON = wonGame();
const past = (game: Game = WON, result: PastGame['result'] = 'won', ended = 1_780_000_000_000): PastGame =>
  pastGame({ game, spent: { seconds: 123.7, hints: 2 }, ended, result, grade: 'hard', deal: 'won' }, formatCode(game));

describe('a past game', () => {
  it('keeps what the player sees of it and its whole line, and replays to the same game', () => {
    const kept = past();
    expect(kept).toMatchObject({ code: 'YU1-C-AAAAAAD', result: 'won', grade: 'hard', seconds: 123, hints: 2, score: WON.table.score, moves: WON.moves });
    expect(kept.line.split(' ')).toHaveLength(WON.moves);
    expect(readPastGame(structuredClone(kept))).toEqual(kept);
    const replayed = replayPast(kept);
    expect(replayed.ok && replayed.game.table).toEqual(WON.table);
    // Keys sort by the time the game ended.
    expect(historyKey(kept) < historyKey({ ...kept, ended: kept.ended + 1 })).toBe(true);
    expect(historyKey(kept).startsWith(HISTORY_PREFIX)).toBe(true);
  });

  it.each([
    ['a changed move', (p: PastGame) => ({ ...p, line: p.line.replace(/^\S+/, 'KS1') })],
    ['a win the line does not give', (p: PastGame) => ({ ...p, line: p.line.split(' ').slice(0, -1).join(' '), moves: p.moves })],
    ['a score the line does not give', (p: PastGame) => ({ ...p, score: p.score + 5 })],
    ['fewer moves counted than played', (p: PastGame) => ({ ...p, moves: 3 })],
  ])('a line that does not replay is refused: %s', (_, change) => {
    const read = readPastGame(change(past()));
    expect(read).not.toBeNull();
    expect(replayPast(read!).ok).toBe(false);
  });

  it.each([
    ['not an object', 'YU1-C-AAAAAAD'],
    ['an array', [1, 2]],
    ['another version', { ...past(), v: 2 }],
    ['markup for a code', { ...past(), code: '<img src=x onerror=alert(1)>' }],
    ['a code written differently', { ...past(), code: 'yu1-c-aaaaaad ' }],
    ['an unknown result', { ...past(), result: 'drawn' }],
    ['an unknown grade', { ...past(), grade: '<b>easy</b>' }],
    ['a negative score', { ...past(), score: -1 }],
    ['a time that is no number', { ...past(), seconds: '12' }],
    ['a time past any date', { ...past(), ended: 9e15 }],
    ['script in the line', { ...past(), line: 'AS1 <script>alert(1)</script>' }],
    ['a line of a megabyte', { ...past(), line: Array(200_000).fill('AS1').join(' ') }],
  ])('anything that is not a past game of ours is refused: %s', (_, data) => {
    expect(readPastGame(data)).toBeNull();
  });

  it('reads every grade and none else (its list is written out apart from the engine\'s)', () => {
    expect(GRADE_NAMES).toEqual(GRADES);
    for (const grade of GRADES) expect(readPastGame({ ...past(), grade })?.grade).toBe(grade);
  });

  it('takes only its own fields: a __proto__ key or anything extra does not come along', () => {
    const hostile = JSON.parse(`{"__proto__": {"polluted": true}, "extra": "<script>", ${JSON.stringify(past()).slice(1)}`) as unknown;
    const read = readPastGame(hostile)!;
    expect(Object.keys(read).sort()).toEqual(Object.keys(past()).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
  });
});

/** A writer over storage in memory, keeping the game; its notices noted. */
function writer(storage = new MemoryStore()) {
  const notices: [RecordName, SaveNotice][] = [];
  const records = new RecordWriter(storage, (record, notice) => notices.push([record, notice]));
  return { storage, records, notices };
}

describe('the history, through the one writer', () => {
  it('writes a game at the end of its task under its key; the same key again replaces it', async () => {
    const { storage, records } = writer();
    const left = past(newGame({ rule: 'classic', deal: 3 }), 'left');
    records.add(historyKey(left), left);
    await flush();
    expect(await storage.values(HISTORY_PREFIX)).toEqual([left]);
    records.add(historyKey(left), { ...left, result: 'lost' });
    await flush();
    expect(await storage.values(HISTORY_PREFIX)).toEqual([{ ...left, result: 'lost' }]);
    expect(await records.history()).toHaveLength(1);
  });

  it('the same key again while its first write is still on its way is written too (CI saw a lost game kept as left)', async () => {
    const { storage, records } = writer();
    // Every write waits until the test lets it land, as a busy disk keeps it.
    const held: (() => void)[] = [];
    const set = storage.set.bind(storage);
    storage.set = (key, value) => new Promise<void>((resolve) => held.push(resolve)).then(() => set(key, value));
    const left = past(newGame({ rule: 'classic', deal: 3 }), 'left');
    records.add(historyKey(left), left);
    await flush();
    expect(held).toHaveLength(1);
    records.add(historyKey(left), { ...left, result: 'lost' });
    await flush();
    while (held.length > 0) {
      held.shift()!();
      await flush();
    }
    expect(await storage.values(HISTORY_PREFIX)).toEqual([{ ...left, result: 'lost' }]);
    expect(records.unsaved()).toEqual([]);
  });

  it(`keeps the newest ${HISTORY_LIMIT} games`, async () => {
    const { storage, records } = writer();
    const game = past();
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) storage.data.set(historyKey({ ...game, ended: 1000 + i }), { ...game, ended: 1000 + i });
    records.add(historyKey({ ...game, ended: 5000 }), { ...game, ended: 5000 });
    await flush();
    await flush();
    const kept = (await storage.values(HISTORY_PREFIX)) as PastGame[];
    expect(kept).toHaveLength(HISTORY_LIMIT);
    expect(kept[0]!.ended).toBe(1004);
    expect(kept.at(-1)!.ended).toBe(5000);
  });

  it('on a full disk, the oldest history gives way first: the game on the table is kept whole, and the player hears it once', async () => {
    const { storage, records, notices } = writer();
    const game = past();
    for (let i = 0; i < 30; i++) storage.data.set(historyKey({ ...game, ended: 1000 + i }), { ...game, ended: 1000 + i });
    // Full until fewer than 25 games are kept.
    storage.failWrite = () => ((storage.data.size > 25 ? 'quota' : null));
    let table = newGame({ rule: 'classic', deal: 3 });
    for (const move of legalMoves(table).slice(0, 1)) table = apply(table, { type: 'move', ...move }).game;
    records.keep('game', gameSource(() => ({ game: table, spent: { seconds: 1, hints: 0 } })));
    records.changed('game');
    for (let i = 0; i < 10; i++) await flush();
    const saved = storage.data.get(KEYS.game) as { save: { undoable: number } };
    expect(saved.save.undoable).toBe(1);
    const kept = (await storage.values(HISTORY_PREFIX)) as PastGame[];
    expect(kept.length).toBeLessThan(25);
    // The newest are the ones kept.
    expect(kept.at(-1)!.ended).toBe(1029);
    expect(notices).toEqual([['history', 'trimmed']]);
  });

  it('a game whose write fails stays in memory, is said once, and is written with the next write', async () => {
    const { storage, records, notices } = writer();
    storage.failWrite = (key) => (key.startsWith(HISTORY_PREFIX) ? 'failed' : null);
    records.keep('stats', { build: () => ({ v: 3 }) });
    const game = past();
    records.add(historyKey(game), game);
    await flush();
    expect(records.unsaved()).toEqual(['history']);
    expect(records.waiting()).toEqual([game]);
    expect(notices).toEqual([['history', 'failed']]);
    storage.failWrite = () => null;
    records.changed('stats');
    await flush();
    await flush();
    expect(await storage.values(HISTORY_PREFIX)).toEqual([game]);
    expect(records.unsaved()).toEqual([]);
  });
});

describe('every game that ends goes to the history', () => {
  it('a win at once; a left game at once, then as lost when the solver proves it could not be won; a deal with no move is no game', async () => {
    const { storage, records } = writer();
    const { oracle } = solverOracle();
    // One move short of the win.
    const almost = wonGame(1);
    const store = storeOf(almost);
    const stats = wireStats({ store, oracle, grades: { known: () => undefined } as never });
    const { page, toasts } = fakePage();
    wireHistory({ records, stats, store, page });
    const last = legalMoves(almost).find((move) => apply(almost, { type: 'move', ...move }).game.table.foundations.every((n) => n === 13))!;
    store.dispatch({ type: 'move', ...last });
    await flush();
    let kept = (await storage.values(HISTORY_PREFIX)) as PastGame[];
    expect(kept).toMatchObject([{ code: 'YU1-C-AAAAAAD', result: 'won', deal: 'won', grade: null }]);
    expect(replayPast(kept[0]!).ok).toBe(true);

    // Deal 4 cannot be won from its start: left after a move, it is lost.
    store.start({ rule: 'classic', deal: 4 });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.start({ rule: 'classic', deal: 3 });
    for (let i = 0; i < 5; i++) await flush();
    kept = (await storage.values(HISTORY_PREFIX)) as PastGame[];
    expect(kept).toHaveLength(2);
    expect(kept.at(-1)).toMatchObject({ code: 'YU1-C-AAAAAAE', result: 'lost', deal: 'lost' });

    // Deal 3 left after one move, still winnable: left.
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.start({ rule: 'classic', deal: 5 });
    for (let i = 0; i < 5; i++) await flush();
    kept = (await storage.values(HISTORY_PREFIX)) as PastGame[];
    expect(kept.at(-1)).toMatchObject({ code: 'YU1-C-AAAAAAD', result: 'left', deal: 'won' });
    // Deal 3 again: how it went before (two games, one won in no time on this test's clock), once its games are read.
    toasts.length = 0;
    store.start({ rule: 'classic', deal: 3 });
    await vi.waitFor(() => expect(toasts).toEqual([`dealBefore ${JSON.stringify({ games: 2, score: WON.table.score, time: '00:00' })}`]));
    // A deal never played before says nothing.
    toasts.length = 0;
    store.start({ rule: 'classic', deal: 7 });
    for (let i = 0; i < 5; i++) await flush();
    expect(toasts).toEqual([]);
    // A deal with no move played is no game.
    store.start({ rule: 'classic', deal: 6 });
    for (let i = 0; i < 5; i++) await flush();
    expect(await storage.values(HISTORY_PREFIX)).toHaveLength(3);
  });

  it('two games left one right after the other are both judged (neither takes the other\'s questions away)', async () => {
    const { storage, records } = writer();
    // The solver answers a moment later, as the worker does; a question taken back is withdrawn.
    const oracle = new Oracle((position, _ms, nodes, signal) => new Promise((resolve, reject) => setTimeout(() => {
      if (signal.aborted) return reject(new DOMException('withdrawn', 'AbortError'));
      const found = solve(position, { maxNodes: nodes ?? 50_000 });
      resolve(found.verdict === 'unknown' ? ({ ...found, guess: null } as Solution) : found);
    }, 20)));
    // Two games ending in the same millisecond would share a key; a person's two games never do.
    let clock = 1_790_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    const store = storeOf(newGame({ rule: 'classic', deal: 4 }));
    const stats = wireStats({ store, oracle, grades: { known: () => undefined } as never });
    wireHistory({ records, stats, store, page: fakePage().page });
    // Deal 4 cannot be won from its start: left twice in a row, both games lost and both counted apart.
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.start({ rule: 'classic', deal: 4 });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[1]! });
    store.start({ rule: 'classic', deal: 3 });
    await vi.waitFor(async () => expect(((await storage.values(HISTORY_PREFIX)) as PastGame[]).map((past) => past.result)).toEqual(['lost', 'lost']));
    await vi.waitFor(() => expect(store.state.stats.classic.unwinnable).toBe(2));
    expect(store.state.stats.classic).toMatchObject({ played: 0, streak: 0 });
    vi.restoreAllMocks();
  });

  it('a left game is kept at once, before the solver has answered', async () => {
    const { storage, records } = writer();
    const store = storeOf(newGame({ rule: 'classic', deal: 4 }));
    const silent = { about: () => new Promise(() => {}), known: () => undefined } as never;
    wireHistory({ records, store, page: fakePage().page, stats: wireStats({ store, oracle: silent, grades: { known: () => undefined } as never }) });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.start({ rule: 'classic', deal: 3 });
    await flush();
    expect(await storage.values(HISTORY_PREFIX)).toMatchObject([{ code: 'YU1-C-AAAAAAE', result: 'left', moves: 1, deal: null }]);
    // The statistics count it at once too, as played: the deal is not decided yet.
    expect(store.state.stats.classic).toMatchObject({ played: 1, unwinnable: 0 });
  });

  it('a left game proved unwinnable later is counted apart then, and its run of wins given back; not after a reset', async () => {
    const answers: ((solution: Solution) => void)[] = [];
    // The deal's question waits for the test to answer it; the last position's is answered at once, undecided.
    const about = (asker: string) => new Promise((resolve) => (asker === 'stats' ? answers.push(resolve) : resolve({ verdict: 'unknown' })));
    const asked = { about, known: () => undefined } as never;
    const store = storeOf(wonGame(1));
    wireStats({ store, oracle: asked, grades: { known: () => undefined } as never });
    const last = legalMoves(store.state.game).find((move) => apply(store.state.game, { type: 'move', ...move }).game.table.foundations.every((n) => n === 13))!;
    store.dispatch({ type: 'move', ...last });
    expect(store.state.stats.classic).toMatchObject({ played: 1, won: 1, streak: 1 });
    const leave = (deal: number) => {
      store.start({ rule: 'classic', deal });
      store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
      store.start({ rule: 'classic', deal: 3 });
    };
    leave(4);
    expect(store.state.stats.classic).toMatchObject({ played: 2, won: 1, streak: 0, unwinnable: 0 });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()!({ verdict: 'lost', nodes: 1, complete: true } as never);
    await vi.waitFor(() => expect(store.state.stats.classic).toMatchObject({ played: 1, won: 1, streak: 1, bestStreak: 1, unwinnable: 1 }));
    // Left again, then the statistics are reset before the solver answers: the answer changes nothing.
    leave(4);
    store.setStats(NO_STATS);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()!({ verdict: 'lost', nodes: 1, complete: true } as never);
    await flush();
    expect(store.state.stats).toEqual(NO_STATS);
  });
});
