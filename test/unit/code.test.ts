import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAL_COUNT, formatCode, parseCode, randomCode, type CodeError } from '../../src/engine';
import { unbrokenCode } from '../../src/ui/page';

describe('game codes', () => {
  it('YU1-C-AAAAAAB is deal 1 under Classic and YU1-R-AAAAAAB the same deal under Relaxed', () => {
    expect(parseCode('YU1-C-AAAAAAB')).toEqual({ ok: true, code: { rule: 'classic', deal: 1 } });
    expect(parseCode('YU1-R-AAAAAAB')).toEqual({ ok: true, code: { rule: 'relaxed', deal: 1 } });
  });
  it('reads the deal in base 26, most significant letter first, A = 0', () => {
    expect(parseCode('YU1-C-AAAAAAA')).toEqual({ ok: true, code: { rule: 'classic', deal: 0 } });
    expect(parseCode('YU1-C-AAAAABA')).toEqual({ ok: true, code: { rule: 'classic', deal: 26 } });
    expect(parseCode('YU1-C-BAAAAAA')).toEqual({ ok: true, code: { rule: 'classic', deal: 26 ** 6 } });
    expect(parseCode('YU1-C-ZZZZZZZ')).toEqual({ ok: true, code: { rule: 'classic', deal: DEAL_COUNT - 1 } });
  });
  it('accepts lower case and surrounding spaces', () => {
    expect(parseCode('  yu1-r-aaaaaab \n')).toEqual({ ok: true, code: { rule: 'relaxed', deal: 1 } });
  });
  it('accepts the code as the app writes it in a sentence (non-breaking hyphens) and other dashes', () => {
    expect(unbrokenCode('A game of Yukon: YU1-R-AAAAAAB.')).toBe('A game of Yukon: YU1\u2011R\u2011AAAAAAB.');
    expect(parseCode(unbrokenCode('YU1-R-AAAAAAB'))).toEqual({ ok: true, code: { rule: 'relaxed', deal: 1 } });
    for (const dash of ['\u2010', '\u2012', '\u2013', '\u2014', '\u2212']) expect(parseCode(`YU1${dash}C${dash}AAAAAAB`)).toEqual({ ok: true, code: { rule: 'classic', deal: 1 } });
    // Only the code's own hyphens: other words keep theirs.
    expect(unbrokenCode('a well-known deal, YU1-C-AAAAAAB')).toBe('a well-known deal, YU1\u2011C\u2011AAAAAAB');
  });
  it.each<[string, CodeError]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['YU1C AAAAAAB', 'shape'],
    ['YU1-C-AAAA-AAB', 'shape'],
    ['YU2-C-AAAAAAB', 'version'],
    ['XX1-C-AAAAAAB', 'version'],
    ['YU1-K-AAAAAAB', 'rule'],
    ['YU1--AAAAAAB', 'rule'],
    ['YU1-C-AAAAAB', 'deal'],
    ['YU1-C-AAAAAABA', 'deal'],
    ['YU1-C-AAAA1AB', 'deal'],
    ['YU1-C-AAAÆAAB', 'deal'],
    ['YU1 - C - AAAAAAB', 'version'],
  ])('refuses %j and names the wrong part (%s)', (input, error) => {
    expect(parseCode(input)).toEqual({ ok: false, error });
  });
  it('formats the canonical code', () => {
    expect(formatCode({ rule: 'classic', deal: 1 })).toBe('YU1-C-AAAAAAB');
    expect(formatCode({ rule: 'relaxed', deal: 27 })).toBe('YU1-R-AAAAABB');
    expect(() => formatCode({ rule: 'classic', deal: DEAL_COUNT })).toThrow(RangeError);
    expect(() => formatCode({ rule: 'classic', deal: -1 })).toThrow(RangeError);
  });
  it('formatting a parsed code gives back the canonical code, and every deal round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEAL_COUNT - 1 }), fc.constantFrom('classic' as const, 'relaxed' as const), (deal, rule) => {
        const text = formatCode({ rule, deal });
        expect(text).toMatch(/^YU1-[CR]-[A-Z]{7}$/);
        expect(parseCode(text.toLowerCase())).toEqual({ ok: true, code: { rule, deal } });
      }),
    );
  });
  it('a random code takes an injected random source and covers the whole range', () => {
    expect(randomCode('classic', () => 0)).toEqual({ rule: 'classic', deal: 0 });
    expect(randomCode('relaxed', () => 0.999999999999)).toEqual({ rule: 'relaxed', deal: DEAL_COUNT - 1 });
    expect(randomCode('classic', () => 0.5).deal).toBe(Math.floor(DEAL_COUNT / 2));
  });
});
