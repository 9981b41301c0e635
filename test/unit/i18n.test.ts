import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULE, GROUP_LIMIT, RULES, UNDO_LIMIT } from '../../src/engine';
import { CATALOGUE_FILES, GROUPS, LANGS, clock, fill, pickLang, t, type Group, type Lang } from '../../src/ui/i18n';
import { keepHint, shownTheme } from '../../src/ui/i18n/pick';
import { DEFAULT_SETTINGS, frameClasses } from '../../src/settings';
import { rulesText } from '../../src/ui/i18n/rules';

type Words = Readonly<Record<string, string>>;
/** Every catalogue file, read directly. */
const FILES = import.meta.glob<{ words: Words }>('../../src/ui/i18n/*/*.ts', { eager: true });
const catalogue = (lang: Lang, group: Group): Words => FILES[`../../src/ui/i18n/${lang}/${group}.ts`]?.words ?? {};

/** A sentence's placeholders, plurals included, each once, sorted. */
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

describe('one catalogue per language, in groups', () => {
  it('has every group in every language, and no other file', () => {
    expect(Object.keys(FILES).map((path) => path.replace('../../src/ui/i18n', '.')).filter((path) => !path.endsWith('/like.ts')).sort()).toEqual([...CATALOGUE_FILES].sort());
  });
  it.each(LANGS.filter((lang) => lang !== 'en'))('%s: every English sentence, no other, with the same placeholders and a plural’s branches complete', (lang) => {
    for (const group of GROUPS) {
      const english = catalogue('en', group);
      const words = catalogue(lang, group);
      expect(Object.keys(words).sort(), `${lang}/${group}`).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english)) {
        expect(placeholders(words[key] ?? ''), `${lang}/${group} ${key}`).toEqual(placeholders(english[key] ?? ''));
        expect((words[key] ?? '').trim(), `${lang}/${group} ${key}`).not.toBe('');
        // A plural has its "other" branch, which every language falls back on.
        for (const plural of (words[key] ?? '').matchAll(/\{\w+, plural,([^]*?)\}\s*\}/g)) expect(plural[1], `${lang}/${group} ${key}`).toMatch(/other\s*\{/);
      }
    }
  });
  it('names each sentence once across the groups', () => {
    const seen = new Map<string, Group>();
    for (const group of GROUPS) for (const key of Object.keys(catalogue('en', group))) {
      expect(seen.get(key), `${key} in ${group} and ${seen.get(key)}`).toBeUndefined();
      seen.set(key, group);
    }
  });
  it('speaks English until a group is loaded in another language, and that language once it is', async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/i18n');
    expect(fresh.t('da', 'undo')).toBe('Undo');
    expect(fresh.isKey('hideTime')).toBe(false);
    await fresh.loadLang('da');
    expect(fresh.t('da', 'undo')).toBe('Fortryd');
    expect(fresh.t('da', 'copied', { code: 'X' })).toBe('Spilkoden er kopieret: X');
    // A window's group, spoken once: loaded in its language, and in every language chosen later.
    expect(fresh.t('da', 'hideTime')).toBe('hideTime');
    await fresh.speak('settings', 'da');
    expect(fresh.isKey('hideTime')).toBe(true);
    expect(fresh.t('da', 'hideTime')).toBe('Skjul tiden');
    await fresh.loadLang('en');
    expect(fresh.t('en', 'hideTime')).toBe('Hide the time');
  });
  it('fills placeholders, and leaves an unknown one visible', () => {
    expect(t('en', 'copied', { code: 'YU1-C-AAAAAAB' })).toBe('Game code copied: YU1-C-AAAAAAB');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('chooses a plural’s branch by the language’s rules (Intl.PluralRules), the number written in its way', () => {
    const moves = 'Back {n, plural, =0 {nowhere} one {# move} other {# moves}}';
    expect([0, 1, 2, 1500].map((n) => fill(moves, { n }, 'en'))).toEqual(['Back nowhere', 'Back 1 move', 'Back 2 moves', 'Back 1,500 moves']);
    // French: 0 and 1 are "one"; a million is "many", which falls back on "other" where it is not written.
    const fr = '{n, plural, one {# coup} other {# coups}}';
    expect([0, 1, 2, 1_000_000].map((n) => fill(fr, { n }, 'fr' as Lang))).toEqual(['0 coup', '1 coup', '2 coups', '1\u202f000\u202f000 coups']);
    expect(fill(moves, {}, 'en')).toBe(moves);
  });
});

describe('the language', () => {
  it.each([
    ['da', ['en-US'], 'da'],
    ['en', ['da-DK'], 'en'],
    ['auto', ['fr-FR', 'da-DK', 'en'], 'fr'],
    ['auto', ['es-ES', 'da-DK', 'en'], 'da'],
    ['auto', ['lb-LU', 'de'], 'lb'],
    ['auto', ['de-AT', 'EN-gb'], 'de'],
    ['auto', ['it', 'EN-gb'], 'en'],
    ['auto', ['pt', 'nl'], 'en'],
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
    for (const lang of LANGS) expect(Object.keys(catalogue(lang, 'start')).filter((key) => /^game\.\w+$/.test(key))).toEqual(RULES.map((rule) => `game.${rule}`));
    expect(RULES[0]).toBe(DEFAULT_RULE);
  });
});

describe('the Rules page', () => {
  it.each(LANGS)('in %s quotes the numbers of the engine and leaves no placeholder', (lang) => {
    const text = rulesText(lang, 'classic').flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
    expect(text).not.toMatch(/[{}]/);
    expect(text).toContain(`${GROUP_LIMIT}`);
    expect(text).toContain(`${UNDO_LIMIT}`);
    expect(text).toContain('625');
    expect(text).toContain(`1, 6, 7, 8, 9, 10 ${t(lang, 'and')} 11`);
  });
  it('counts the games from the engine’s list, so that a game more changes no sentence', () => {
    const games = rulesText('en', 'classic').find((s) => s.heading === 'The games')?.paragraphs[0];
    expect(games).toContain(`Yukon under 2 rules and 3 games of its family. All ${RULES.length} share`);
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
