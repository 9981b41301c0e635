import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inSuitInk } from '../../src/view/courts';

const svg = (card: string) => readFileSync(new URL(`../../src/view/courts/${card}.svg`, import.meta.url), 'utf8');
const suitSymbol = (text: string) => /<symbol id="a"[^>]*>(.*?)<\/symbol>/s.exec(text)?.[1] ?? '';

describe('the classic courts in four colours', () => {
  it.each(['JD', 'QD', 'KD', 'JC', 'QC', 'KC'])('%s: the suit symbol (its corner mark and the dress’s suit shapes) is painted in the ink, and nothing else changes', (card) => {
    const original = svg(card);
    const painted = inSuitInk(original, '#123456');
    expect(suitSymbol(painted)).toMatch(/^<path\b[^>]*fill="#123456"[^>]*>/);
    expect(suitSymbol(painted).match(/fill=/g)).toHaveLength(1);
    // Everything outside the symbol stays as it was.
    expect(painted.replace(suitSymbol(painted), '')).toBe(original.replace(suitSymbol(original), ''));
  });
});
