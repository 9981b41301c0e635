/*
 * The numbers of the solver's plan (search.ts): how its budget is shared between its searches, each
 * with how it was chosen.
 */
import type { Rule } from '../engine';
import type { Narrow } from './hunch-series';

/** The first short attempt's cap; each next one is GROWTH times as long. */
export const FIRST_CAP = 1000;
export const GROWTH = 1.5;
/**
 * Hunch attempts (attempt.ts) after the first attempt: this many, each with its own seed, of at
 * most HUNCH_CAP positions. A hunch that wins mostly does so within a few hundred positions (Classic
 * deals 1–300 not won by the first attempt, seeds 0–15: median 100, 90th percentile 800; Alaska 361
 * and 1,798). Chosen on deals 1–300 at 1 s (shuffled attempts until 0.3), Classic/Alaska
 * undecided: none 11/7; 8 × 1,000: 9/8; 16 × 1,000: 9/7–8; 32 × 1,000: 9/8, Alaska's 90th
 * percentile time up from 50–80 to 150 ms; 8 × 2,000: 9/8; 32 × 500: 10/8. (Classic deals 15 and
 * 113 are won by seeds 0, 7 and 12.)
 */
export const HUNCHES = 16;
export const HUNCH_CAP = 1000;
/**
 * Best-first searches until this share of the budget is spent (after the first attempt); short
 * attempts go on until the second share is spent; the complete search has the rest. Chosen on
 * deals 1–300 at 1 s a deal, undecided Classic/Alaska deals (±2 from run to run on this machine):
 * shares 0.15/0.3: 13/11; 0.15/0.5: 14/16; 0.3/0.5: 13/13; 0.25/0.35: 13/14; 0.1/0.2: 14/8;
 * 0.2/0.2 (no shuffled attempts): 19/9; before best-first (short attempts up to 0.3): 17–18/12–13.
 * With the hunch attempts and a search 1.6–1.9 times as fast: 0.15/0.3: 9 (every run)/7, 7, 8, 8,
 * 6; 0.15/0.25: 9/6; 0.15/0.2: 9 (every run)/5, 6, 5. The complete search then starts sooner, which
 * decides Alaska's lost deals and wins Classic deal 130 sooner (658 ms instead of 705–954).
 */
export const BEST_SHARE = 0.15;
export const SHORT_SHARE = 0.2;
/**
 * On the clock (a budget of time alone: the app's questions, `npm run solve --budget-ms`), the
 * best-first search by face-down cards and cards home runs until this share of the time, then a
 * best-first search guided by loose cards too (best-first.ts: a face-up card not on a card it fits
 * on weighs LOOSE cards not home, two face-down cards) has the rest and is the complete search.
 * Measured on Classic deals 70,001–70,300, 80,001–80,300 and 90,001–90,300, never tuned on, at 1 s
 * on one thread: undecided 35 before (16/7/12), 28–30 with 0.03–0.1 and LOOSE 16; LOOSE 8: 30; a
 * king counted three times when loose: no better. Of the 35 deals undecided before, the guided
 * search alone wins 1 in a second at LOOSE 0 (tie-breaking only: 4), 8 at 8, 10 at 16 and 32, 9
 * at 64; it proves as many of them lost as the depth-first complete search did. A budget of
 * positions keeps the plan above unless the guided plan is asked for (SolveOptions.plan): the daily
 * deals and the grades were found with it.
 */
export const GUIDED_AFTER = 0.05;
export const LOOSE = 16;
/**
 * In the guided plan, beside the guided search, a series of longer hunches (hunch-series.ts; with
 * eager hunches, and in STRICT_GAMES strict attempts too: NARROW_KINDS, FAMILY_KINDS) has one slice of every
 * HUNCH_EVERY, counted in positions searched: 16 seeds of 10,000 positions, then of 4 times as many,
 * up to 1,000,000. Measured (with hunches only) by positions (the same on every machine): of the 77
 * Alaska deals among 1–20,000 left undecided at 1,000,000 positions without it, one slice in 3 wins
 * 14, one in 5 wins 12. On Classic 70,001–70,300, 80,001–80,300 and 90,001–90,300 at 500,000
 * positions (about a second here), 30 undecided without it and with it: one in 3 wins YU1-C-AAAEOQY
 * and AAAEOSE but leaves AAAFDOU and AAADZWV (won by the guided search at 386,308 and 450,790)
 * undecided; one in 5 wins OSE and leaves ZWV. A hunch's position costs about half a guided one's
 * time, so on the clock the guided search gives up less than a third; at 1 s that still costs
 * Moosehide YU1-M-AAAAAEQ (won by the guided search alone at 473,033 positions).
 */
export const HUNCH_EVERY = 3;
export const LONG_HUNCH = { cap: 10_000, growth: 4, maxCap: 1_000_000 };
/**
 * In the guided plan, after the short best-first search: one strict attempt (hunch.ts, strictRule)
 * of at most this many positions (in STRICT_GAMES; the series beside the guided search makes shorter
 * ones of other seeds, NARROW_KINDS). A fixed number, not a share: on a budget of a few hundred
 * thousand positions or less, it and the eager search take a good part of what the complete search
 * would have (they were chosen at about 500,000).
 * Measured by positions (500,000 a deal, the guided plan, about a second here) on Classic deals
 * 70,001–70,300, 80,001–80,300 and 90,001–90,300, never tuned on: 30 undecided without it, 27 with
 * 50,000 (YU1-C-AAAEOKS won at 19,482, AAAEOQS at 42,286 and AAAFDHS at 19,263; nothing lost).
 * Before the strict attempts were eager (every card that may go home goes): 28 with 50,000, 28 with
 * 120,000 (a third deal won, but AAAEOUI, proved lost at 408,429 positions without it, left
 * undecided). Alaska, Moosehide and Relaxed deals 70,001–70,300: 4, 1 and 1 undecided with it and
 * without.
 */
export const STRICT_CAP = 50_000;
/**
 * The games where the strict attempts are made. In the others they won none of the deals the
 * table's first pass left undecided (Alaska 77, Moosehide 15, Relaxed 5), and their positions cost
 * the guided search: Alaska YU1-A-AAADZRV, won at 596,924 positions in 998 ms without them, was
 * left undecided at 1 s with them.
 */
export const STRICT_GAMES: readonly Rule[] = ['classic'];
/**
 * Then, in the guided plan, one eager guided best-first search (best-first.ts with `eager`: every
 * card that may go home goes at once, none comes back; a narrowing, so it proves nothing) of at
 * most this many positions. Of the 339 Classic deals among 1–10,000 the table's first pass left
 * undecided it wins 5 within 100,000 positions, 3 within 20,000 (YU1-C-AAAAFUO at 14,879, which
 * the strict attempts miss); of the 97 Alaska, Moosehide and Relaxed deals among 1–20,000 it left
 * undecided, 8 within 100,000 and 6 within 20,000 (YU1-A-AAAAXPC at 49, YU1-R-AAAAWLG at 59, both
 * decided only after millions of positions in the later passes). On the never-tuned ranges above at
 * 500,000 positions: 27 undecided without it, 25 with 20,000 (YU1-C-AAADZTB and AAAFDIE won,
 * nothing lost); Alaska, Moosehide and Relaxed 70,001–70,300 the same 4, 1 and 1.
 */
export const EAGER_CAP = 20_000;
/**
 * In the guided search, the runs of take-backs from a position are made later than its other moves,
 * as if it had one card more face down (best-first.ts, `deferRuns`; estimate.ts). In a Moosehide
 * endgame with two suits nearly home, a position's runs make hundreds or thousands of take-backs
 * (YU1-M-AAAAWLG: 3.2 million for the 5,000 positions its guided search opens after its
 * 3,195,000th), and most of the positions they find are never opened. Measured by positions with the
 * guided search alone on Moosehide YU1-M-AAAAWLG (a probe over best-first.ts): at once, not ended in
 * 20 minutes; 0, 2, 4: not ended in a minute; 8, 16: won at 3,185,935 positions in 7 s; 64: won at
 * 3,186,531. In the guided plan at 30,000,000 positions, of the twelve Moosehide deals of 1–20,000
 * the table had left undecided, it wins WLG at 6,710,936 positions and YU1-M-AAAAITZ at 27,525,363.
 * Elsewhere it changes little: Classic 70,001–70,300, 80,001–80,300 and 90,001–90,300 at 500,000
 * positions a deal leave the same 22 undecided (the won deals 2.0% more positions, the lost 1.1%);
 * at 1 s on the six never-tuned ranges of the README (with it and without side by side, one core
 * each), 63 of 1,800 undecided either way, one deal each way at the edge of the second; Relaxed,
 * Moosehide and Alaska 70,001–70,300 the same 1, 1 and 3.
 */
export const DEFER_RUNS = 8;
/**
 * In the games of STRICT_GAMES, the series beside the guided search makes for each seed a hunch, an
 * eager hunch and a strict attempt (hunch-series.ts); elsewhere FAMILY_KINDS. Which seed wins is
 * luck: of 400 Classic deals among 10,001–39,999 that the table left undecided (after a sweep with
 * the strict and eager searches at 200,000 positions), seeds 1–8 of strict attempts of 10,000
 * positions win 12, some in under 100 positions (YU1-C-AAAAWKP at 38 with seed 1), and seeds 0–7
 * of eager hunches 14, for about 77,000 positions a deal each. Given 300,000 positions, the series
 * of hunches alone wins 10 of those 400, this one 22 (16 within 170,000, the series' share of a
 * second here). At 1 s on the six never-tuned Classic ranges of the README it changes no verdict.
 */
export const NARROW_KINDS: readonly Narrow[] = ['hunch', 'eager hunch', 'strict'];
/**
 * In the other games, a hunch and an eager hunch for each seed. Of the 97 Alaska, Moosehide and
 * Relaxed deals among 1–20,000 left undecided at 1,000,000 positions by the table's first pass, given
 * 300,000 positions the series of hunches alone wins 16, this one 22 (20 within 170,000). At 1 s,
 * Alaska deals 1–300 and 40,001–40,300 leave 1 and 4 undecided with it and without; 70,001–70,300
 * 4 instead of 3 (YU1-A-AAADZRV, which the guided search wins at about 600,000 positions, just at
 * the second's end either way); Relaxed and Moosehide 70,001–70,300 the same 1 and 1.
 */
export const FAMILY_KINDS: readonly Narrow[] = ['hunch', 'eager hunch'];
/** Positions searched between looks at the clock and the signal. */
export const SLICE = 256;
