import type { Rule } from './types';
import { VARIANTS, variantOf } from './variant';

/**
 * Game codes: `YU1-<rule>-<deal>`. `YU1` is the format version, the rule is its variant's letter
 * (`C` Classic, `R` Relaxed), the deal is 7 letters A–Z giving the deal number in base 26, most significant
 * letter first, A = 0. `YU1-C-AAAAAAB` is deal 1 under Classic.
 */

export const CODE_VERSION = 'YU1';
export const DEAL_LETTERS = 7;
/** How many different deals the codes can name: 26^7. */
export const DEAL_COUNT = 26 ** DEAL_LETTERS;

export interface GameCode {
  readonly rule: Rule;
  readonly deal: number;
}

/** Which part of a game code is wrong. */
/** The part of a code that is wrong, written once as data. */
export const CODE_ERRORS = ['empty', 'shape', 'version', 'rule', 'deal'] as const;
export type CodeError = (typeof CODE_ERRORS)[number];

export type CodeResult =
  | { readonly ok: true; readonly code: GameCode }
  | { readonly ok: false; readonly error: CodeError };


/** The canonical code of a rule and deal number. Throws on a deal number out of range. */
export function formatCode(code: GameCode): string {
  const { deal } = code;
  if (!isDealNumber(deal)) throw new RangeError(`deal number out of range: ${deal}`);
  let letters = '';
  let rest = deal;
  for (let i = 0; i < DEAL_LETTERS; i++) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `${CODE_VERSION}-${variantOf(code.rule).letter}-${letters}`;
}

/** True for an integer deal number that a code can name. */
export function isDealNumber(deal: unknown): deal is number {
  return typeof deal === 'number' && Number.isInteger(deal) && deal >= 0 && deal < DEAL_COUNT;
}

/**
 * Reads a game code. Lower case, surrounding spaces and typographic dashes (a code copied from
 * a sentence that kept it on one line, or from a word processor) are accepted; anything else is
 * refused with the part that is wrong.
 */
export function parseCode(input: string): CodeResult {
  const text = input.trim().toUpperCase().replace(/[\u2010-\u2015\u2212]/g, '-');
  if (text === '') return { ok: false, error: 'empty' };
  const parts = text.split('-');
  if (parts.length !== 3) return { ok: false, error: 'shape' };
  const [version, ruleLetter, letters] = parts as [string, string, string];
  if (version !== CODE_VERSION) return { ok: false, error: 'version' };
  const rule = VARIANTS.find((v) => v.letter === ruleLetter)?.rule;
  if (rule === undefined) return { ok: false, error: 'rule' };
  if (!/^[A-Z]{7}$/.test(letters)) return { ok: false, error: 'deal' };
  let deal = 0;
  for (const ch of letters) deal = deal * 26 + (ch.charCodeAt(0) - 65);
  return { ok: true, code: { rule, deal } };
}

/**
 * A new random code. `random` returns numbers in [0, 1) (the crypto source in the app, a seeded one
 * in tests); the engine itself never reaches for randomness.
 */
export function randomCode(rule: Rule, random: () => number): GameCode {
  const deal = Math.min(DEAL_COUNT - 1, Math.floor(random() * DEAL_COUNT));
  return { rule, deal };
}
