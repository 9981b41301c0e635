import { describe, expect, it } from 'vitest';
import { DEAL_COUNT, dailyCandidates, formatCode } from '../../src/engine';

const nov30 = { year: 2026, month: 11, day: 30 };

describe('daily deal candidates', () => {
  it('are the same for the same day and rule, and differ from day to day and rule to rule', () => {
    const a = dailyCandidates(nov30, 'classic', 5);
    expect(dailyCandidates(nov30, 'classic', 5)).toEqual(a);
    expect(new Set(a.map((c) => c.deal)).size).toBe(5);
    expect(dailyCandidates({ ...nov30, day: 29 }, 'classic', 5)).not.toEqual(a);
    expect(dailyCandidates({ year: 2027, month: 11, day: 30 }, 'classic', 5)).not.toEqual(a);
    expect(dailyCandidates(nov30, 'relaxed', 5).map((c) => c.deal)).not.toEqual(a.map((c) => c.deal));
    // The first candidates are a prefix of a longer list.
    expect(dailyCandidates(nov30, 'classic', 8).slice(0, 5)).toEqual(a);
  });
  it('are ordinary deal codes across the whole range', () => {
    const deals = Array.from({ length: 400 }, (_, d) => dailyCandidates({ year: 2026, month: 1 + (d % 12), day: 1 + (d % 28) }, 'relaxed', 1)[0]!.deal);
    for (const deal of deals) expect(Number.isInteger(deal) && deal >= 0 && deal < DEAL_COUNT).toBe(true);
    expect(Math.max(...deals)).toBeGreaterThan(DEAL_COUNT * 0.9);
    expect(Math.min(...deals)).toBeLessThan(DEAL_COUNT * 0.1);
  });
  it('are frozen: today’s first candidates are these codes', () => {
    expect(dailyCandidates(nov30, 'classic', 3).map(formatCode)).toMatchInlineSnapshot(`
      [
        "YU1-C-WSARNUE",
        "YU1-C-VRQALUU",
        "YU1-C-CHEBPTS",
      ]
    `);
  });
});
