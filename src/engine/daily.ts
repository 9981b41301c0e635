import { DEAL_COUNT, type GameCode } from './code';
import { sfc32 } from './rng';
import type { Rule } from './types';
import { variantOf } from './variant';

/** A calendar day (the device's local date): year, month 1–12, day 1–31. */
export interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The daily deal's candidates: a sequence of ordinary deal codes drawn from the date and the rule
 * alone, the same on every device. The daily deal is the first candidate the solver proves
 * winnable within a fixed number of positions (services/deals.ts), so it is the same everywhere too.
 * Like rng.ts, this is frozen: a change here changes every past and future daily deal.
 *
 * Candidate i: sfc32 seeded with a = 0x59554B4E ("YUKN"), b = year × 10000 + month × 100 + day,
 * c = the variant's daily seed word (1 for Classic, 2 for Relaxed), d = 0, its first 12 outputs discarded; then for each
 * candidate two outputs h and l, and the deal is (h × 2^32 + l) mod 26^7.
 */
export function dailyCandidates(date: Day, rule: Rule, count: number): GameCode[] {
  const next = sfc32(0x59554b4e, date.year * 10000 + date.month * 100 + date.day, variantOf(rule).dailySeed, 0);
  for (let i = 0; i < 12; i++) next();
  return Array.from({ length: count }, () => {
    const high = BigInt(next());
    const low = BigInt(next());
    return { rule, deal: Number(((high << 32n) | low) % BigInt(DEAL_COUNT)) };
  });
}
