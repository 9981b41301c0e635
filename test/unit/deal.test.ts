import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, dealTable, formatCode, newGame, parseCode } from '../../src/engine';
import { sfc32 } from '../../src/engine/rng';
import { describe as show } from '../support/tables';

const GOLDEN_CODES = ['YU1-C-AAAAAAA', 'YU1-C-AAAAAAB', 'YU1-C-AAAAAAC', 'YU1-R-HELLOYU', 'YU1-C-YUKONAA', 'YU1-C-ZZZZZZZ'];

describe('the deal', () => {
  it('deals all 52 cards into columns of 1, 6, 7, 8, 9, 10 and 11', () => {
    const t = dealTable(12345);
    expect(t.columns.map((c) => c.cards.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
    expect(new Set(t.columns.flatMap((c) => c.cards)).size).toBe(52);
  });
  it('lays 0–6 face-down cards then 5 face-up (1 in column 1): 21 down, 31 up', () => {
    const t = dealTable(7);
    expect(t.columns.map((c) => c.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(t.columns.map((c) => c.cards.length - c.down)).toEqual([1, 5, 5, 5, 5, 5, 5]);
  });
  it('has empty foundations, no stock, a score of 0', () => {
    const g = newGame({ rule: 'classic', deal: 99 });
    expect(g.table.foundations).toEqual([0, 0, 0, 0]);
    expect(g.table.score).toBe(0);
    expect(g.moves).toBe(0);
  });
  it('is the same for the same deal number whatever the rule, and differs between deals', () => {
    expect(newGame({ rule: 'relaxed', deal: 5 }).table).toEqual(newGame({ rule: 'classic', deal: 5 }).table);
    expect(dealTable(5)).not.toEqual(dealTable(6));
  });
  it('spreads cards evenly: each card reaches each column slot roughly equally often', () => {
    // 5,200 deals: each card should be the single card of column 1 about 100 times.
    const counts = new Map<string, number>();
    for (let deal = 0; deal < 5200; deal++) {
      const card = dealTable(deal).columns[0]?.cards[0] as string;
      counts.set(card, (counts.get(card) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(55);
      expect(n).toBeLessThan(150);
    }
  });
  it('uses sfc32 exactly as documented', () => {
    // Worked by hand from the algorithm for the seed (0, 0, 0, 1):
    // t = a + b + d; d += 1; a = b ^ (b >>> 9); b = 9c; c = rotl(c, 21) + t.
    // 1: t = 1, then a = 0, b = 0, c = 1.  2: t = 2, then a = 0, b = 9, c = 2^21 + 2.
    // 3: t = 0 + 9 + 3 = 12, then a = 9, b = 9 × (2^21 + 2) = 18874386.  4: t = 9 + 18874386 + 4.
    const next = sfc32(0, 0, 0, 1);
    expect([next(), next(), next(), next()]).toEqual([1, 2, 12, 18874399]);
  });

  it('never changes once released: golden layouts of several codes', () => {
    const golden = JSON.parse(readFileSync(new URL('../fixtures/golden-deals.json', import.meta.url), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(golden)).toEqual(GOLDEN_CODES);
    for (const code of GOLDEN_CODES) {
      const parsed = parseCode(code);
      if (!parsed.ok) throw new Error(code);
      expect(formatCode(parsed.code)).toBe(code);
      expect(show(newGame(parsed.code).table), code).toEqual(golden[code]);
    }
  });
  it('the card ids are the 52 of one deck', () => {
    expect(ALL_CARDS).toHaveLength(52);
    expect(ALL_CARDS.slice(0, 13).join(' ')).toBe('AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS');
  });
});
