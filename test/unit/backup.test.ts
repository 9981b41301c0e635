import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/app/start/boot';
import { formatCode, legalMoves, apply, newGame } from '../../src/engine';
import { BACKUP_MOST_BYTES, mergeStats, readBackup, writeBackup, type BackupParts } from '../../src/persist/backup';
import { historyKey } from '../../src/persist/history';
import { gameRecord, versioned } from '../../src/persist/records';
import { NO_STATS, readStats, recordLeft, recordWin, statsRecord } from '../../src/persist/stats';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { pastGames } from '../support/past-games';

const HISTORY = pastGames(12);
const inPlay = apply(newGame({ rule: 'classic', deal: 9 }), { type: 'move', ...legalMoves(newGame({ rule: 'classic', deal: 9 }))[0]! }).game;
const STATS = recordWin(recordLeft(NO_STATS, 'classic', { hints: 1, unwinnable: false, grade: 'easy' }), 'moosehide', { score: 700, seconds: 300, hints: 0, grade: 'hard' });
const PARTS: BackupParts = { settings: versioned({ ...DEFAULT_SETTINGS, lang: 'da', fourColour: true }), game: gameRecord(inPlay, { seconds: 42, hints: 1 }), stats: statsRecord(STATS), history: HISTORY };
const MADE = Date.UTC(2026, 11, 2, 9);
const text = writeBackup(PARTS, MADE, 'test');
const read = (file: string, bytes = file.length) => readBackup(file, bytes, { settings: readSettings, stats: readStats });
const file = (): Record<string, unknown> & { history: Record<string, unknown>[]; game: Record<string, unknown>; stats: Record<string, unknown> } => JSON.parse(text) as Record<string, unknown> & { history: Record<string, unknown>[]; game: Record<string, unknown>; stats: Record<string, unknown> };

describe('a backup', () => {
  it('reads back everything it holds: settings, the game in progress, statistics, the history newest first', () => {
    const back = read(text);
    if (!back.ok) throw new Error(back.fault);
    expect(back.backup.made).toBe(MADE);
    expect(back.backup.settings).toEqual({ ...DEFAULT_SETTINGS, lang: 'da', fourColour: true });
    expect(back.backup.stats).toEqual(STATS);
    expect(formatCode(back.backup.game!.game)).toBe(formatCode(inPlay));
    expect(back.backup.game).toMatchObject({ seconds: 42, hints: 1 });
    expect(back.backup.game!.game.table).toEqual(inPlay.table);
    expect(back.backup.history.map(historyKey)).toEqual([...HISTORY].reverse().map(historyKey));
    expect(read(writeBackup({ ...PARTS, game: null }, MADE, 'test')).ok).toBe(true);
  });

  // The ten damaged and hostile files of the issue, each refused with its reason (or, for markup
  // in a field that may hold text, read as plain text that nothing renders as markup).
  it.each([
    ['truncated', (): string => text.slice(0, text.length / 2), 'notJson'],
    ['of a newer version', (): string => JSON.stringify({ ...file(), version: 2 }), 'newer'],
    ['of an unknown version', (): string => JSON.stringify({ ...file(), version: 0 }), 'foreign'],
    ['foreign JSON', (): string => JSON.stringify({ name: 'my shopping list', items: ['milk'] }), 'foreign'],
    ['a JSON array', (): string => '[1, 2, 3]', 'foreign'],
    ['not JSON at all', (): string => '<html><script>alert(1)</script></html>', 'notJson'],
    ['a changed move in its history', (): string => {
      const f = file();
      const first = f.history[0]!;
      f.history[0] = { ...first, line: String(first.line).replace(/^\S+/, 'KH4') };
      return JSON.stringify(f);
    }, 'damaged'],
    ['a changed move in its game', (): string => {
      const f = file();
      const save = f.game.save as Record<string, unknown>;
      f.game = { ...f.game, save: { ...save, line: 'KH4' } };
      return JSON.stringify(f);
    }, 'damaged'],
    ['markup and script in its text fields', (): string => {
      const f = file();
      f.history[0] = { ...f.history[0], code: '<img src=x onerror=alert(1)>' };
      return JSON.stringify({ ...f, app: '<script>alert(1)</script>' });
    }, 'damaged'],
    ['markup for a setting', (): string => JSON.stringify({ ...file(), settings: { v: 1, value: { ...DEFAULT_SETTINGS, lang: '<b>da</b>' } } }), 'damaged'],
    ['a number for the statistics', (): string => JSON.stringify({ ...file(), stats: 12 }), 'damaged'],
  ] as const)('is refused when %s', (_, make, fault) => {
    const back = read(make());
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.fault).toBe(fault);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('with __proto__ keys in every object reads exactly as without them: no prototype is touched', () => {
    const hostile = text.replace(/\{"/g, '{"__proto__":{"polluted":true},"');
    expect(hostile.match(/__proto__/g)!.length).toBeGreaterThan(20);
    const back = read(hostile);
    const clean = read(text);
    expect(back).toEqual(clean);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (back.ok) for (const past of back.backup.history) expect(Object.getPrototypeOf(past)).toBe(Object.prototype);
  });

  it('is refused by its size alone past the most a backup can be (a 100 MB file is never read)', () => {
    expect(read('', 100 * 1024 * 1024)).toEqual({ ok: false, fault: 'tooBig' });
    expect(read(text, BACKUP_MOST_BYTES + 1)).toEqual({ ok: false, fault: 'tooBig' });
  });

  it('says which part is damaged', () => {
    const f = file();
    f.history[3] = { ...f.history[3], score: 99999 };
    expect(read(JSON.stringify(f))).toEqual({ ok: false, fault: 'damaged', what: 'history 4' });
  });

  it('with markup in a field that holds text takes it as text: the app name is never read, a day is compared, never shown as markup', () => {
    const f = file();
    const stats = f.stats as { v: number; value: Record<string, unknown> };
    stats.value = { ...stats.value, dailyLast: '<script>alert(1)</script>' };
    const back = read(JSON.stringify({ ...f, app: '<script>alert(1)</script>' }));
    expect(back.ok && back.backup.stats.dailyLast).toBe('<script>alert(1)</script>');
  });
});

describe('merging statistics', () => {
  it('adds the counts, keeps the better bests and this device’s current run', () => {
    const here = recordWin(NO_STATS, 'classic', { score: 500, seconds: 200, hints: 2, grade: 'easy' });
    const there = recordWin(recordWin(NO_STATS, 'classic', { score: 600, seconds: 250, hints: 0, grade: 'easy' }), 'classic', { score: 400, seconds: 150, hints: 0 });
    const both = mergeStats(here, there);
    expect(both.classic).toMatchObject({ played: 3, won: 3, bestScore: 600, bestSeconds: 150, streak: 1, bestStreak: 2, hints: 2, timedWins: 3, winSeconds: 600 });
    expect(both.grades.classic.easy).toEqual({ played: 2, won: 2, bestSeconds: 200 });
    expect(mergeStats(NO_STATS, NO_STATS)).toEqual(NO_STATS);
    expect(mergeStats(here, NO_STATS)).toEqual(here);
  });
});
