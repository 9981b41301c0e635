import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULE, GROUP_LIMIT, RULES, UNDO_LIMIT } from '../../src/engine';
import { addWords, clock, fill, isKey, pickLang, t } from '../../src/ui/i18n';
import { keepHint, shownTheme } from '../../src/ui/i18n/pick';
import { historyWords } from '../../src/ui/i18n/history-words';
import { lessonWords } from '../../src/ui/i18n/lesson-words';
import { reviewWords } from '../../src/ui/i18n/review-words';
import { windowWords } from '../../src/ui/i18n/window-words';
import { settingsWords } from '../../src/ui/i18n/settings-words';
import { DEFAULT_SETTINGS, frameClasses } from '../../src/settings';
import { da } from '../../src/ui/i18n/da';
import { en } from '../../src/ui/i18n/en';
import { rulesText } from '../../src/ui/i18n/rules';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the catalogue', () => {
  it('has the same sentences in English and Danish, with the same placeholders', () => {
    expect(Object.keys(da).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(placeholders(da[key]), key).toEqual(placeholders(en[key]));
  });
  it('has the Settings window’s sentences in English and Danish too, none of them also in the start’s catalogue', () => {
    expect(Object.keys(settingsWords.da).sort()).toEqual(Object.keys(settingsWords.en).sort());
    for (const key of Object.keys(settingsWords.en)) expect(key in en, key).toBe(false);
  });
  it.each([
    ['History, the backup and the pictures', historyWords],
    ['the lesson', lessonWords],
    ['the review', reviewWords],
    ['the windows over the table', windowWords],
  ] as const)('has the sentences of %s in English and Danish, with the same placeholders, none also in the start’s catalogue', (_, words) => {
    const english = words.en as Readonly<Record<string, string>>;
    const danish = words.da as Readonly<Record<string, string>>;
    expect(Object.keys(danish).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      expect(key in en, key).toBe(false);
      expect(placeholders(danish[key]!), key).toEqual(placeholders(english[key]!));
    }
  });
  it('knows a window’s sentences once the window has added them (it loads them with itself)', () => {
    expect(isKey('hideTime')).toBe(false);
    expect(t('da', 'hideTime')).toBe('hideTime');
    addWords(settingsWords);
    expect(isKey('hideTime')).toBe(true);
    expect(t('da', 'hideTime')).toBe('Skjul tiden');
  });
  it('speaks English until another language is loaded, and that language once it is', async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/i18n');
    expect(fresh.t('da', 'undo')).toBe('Undo');
    await fresh.loadLang('da');
    expect(fresh.t('da', 'undo')).toBe('Fortryd');
    expect(fresh.t('da', 'copied', { code: 'X' })).toBe('Spilkoden er kopieret: X');
    await fresh.loadLang('en');
    expect(fresh.t('en', 'undo')).toBe('Undo');
  });
  it('fills placeholders, and leaves an unknown one visible', () => {
    expect(t('en', 'copied', { code: 'YU1-C-AAAAAAB' })).toBe('Game code copied: YU1-C-AAAAAAB');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the language', () => {
  it.each([
    ['da', ['en-US'], 'da'],
    ['en', ['da-DK'], 'en'],
    ['auto', ['fr-FR', 'da-DK', 'en'], 'da'],
    ['auto', ['de', 'EN-gb'], 'en'],
    ['auto', ['fr', 'de'], 'en'],
    ['auto', [], 'en'],
    [null, ['da'], 'da'],
    ['xx', ['da'], 'da'],
  ] as const)('setting %s with browser languages %j speaks %s', (setting, browser, lang) => {
    expect(pickLang(setting, browser)).toBe(lang);
  });
});

describe('the clock', () => {
  it.each([
    [0, '00:00'],
    [5.9, '00:05'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [-3, '00:00'],
  ])('%s seconds reads %s', (seconds, text) => {
    expect(clock(seconds)).toBe(text);
  });
});

describe('the games’ names', () => {
  it('are the catalogue’s game.<rule> sentences, one per game of the engine, in its order (first-paint.js reads them so)', () => {
    for (const catalogue of [en, da]) expect(Object.keys(catalogue).filter((key) => /^game\.\w+$/.test(key))).toEqual(RULES.map((rule) => `game.${rule}`));
    expect(RULES[0]).toBe(DEFAULT_RULE);
  });
});

describe('the Rules page', () => {
  it.each(['en', 'da'] as const)('in %s quotes the numbers of the engine and leaves no placeholder', (lang) => {
    const text = rulesText(lang, 'classic').flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain(`${GROUP_LIMIT}`);
    expect(text).toContain(`${UNDO_LIMIT}`);
    expect(text).toContain('625');
    expect(text).toMatch(/1, 6, 7, 8, 9, 10 (and|og) 11/);
  });
  it('explains every game with what a 7♥ goes on there, and marks the game being played', () => {
    const lines = rulesText('en', 'alaska').flatMap((s) => s.paragraphs);
    expect(lines).toContain('Classic (red on black, black on red): on 8♠ or 8♣.');
    expect(lines).toContain('Relaxed (any colour, one rank lower): on 8♠, 8♥, 8♦ or 8♣.');
    expect(lines).toContain('Russian Solitaire (same suit, one rank lower): on 8♥.');
    expect(lines).toContain('Alaska (this game) (same suit, one rank lower or higher): on 8♥ or 6♥.');
    expect(lines).toContain('Moosehide (any other suit, one rank lower): on 8♠, 8♦ or 8♣.');
    expect(rulesText('da', 'russian').flatMap((s) => s.paragraphs)).toContain('Russisk kabale (dette spil) (samme kulør, én værdi lavere): på 8♥.');
  });
});

describe('the frame painted before the app loads', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['system', true, 'dark'],
    ['purple', false, 'light'],
  ] as const)('theme %s on a device %s dark shows %s', (setting, dark, shown) => {
    expect(shownTheme(setting, dark)).toBe(shown);
  });
  it('carries a class for each frame setting that is on', () => {
    expect(frameClasses(DEFAULT_SETTINGS)).toBe('');
    expect(frameClasses({ ...DEFAULT_SETTINGS, leftHanded: true, hideScore: true })).toBe('left-handed hide-score');
  });
  it('keeps a hint, or takes it away, and plays on where storage is blocked', () => {
    const kept = new Map<string, string>();
    globalThis.localStorage = { setItem: (k: string, v: string) => kept.set(k, v), removeItem: (k: string) => kept.delete(k) } as unknown as Storage;
    keepHint('yukon:theme', 'dark');
    expect(kept.get('yukon:theme')).toBe('dark');
    keepHint('yukon:theme', null);
    keepHint('yukon:frame', '');
    expect(kept.size).toBe(0);
    globalThis.localStorage = { setItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(() => keepHint('yukon:theme', 'dark')).not.toThrow();
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
});
