import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_SETTINGS, CHOICES, DEFAULT_SETTINGS, FIELDS, LAYOUT_SETTINGS, LOOK_TOGGLES, PLAY_TOGGLES, RANK_LETTERS, STAGE_SETTINGS, rankLabel, changed, pick, type SettingName, type Settings } from '../../src/settings';
import { newFaces, styleKey } from '../../src/view/card-looks';
import { Shown } from '../../src/view/shown';
import { dealTable } from '../../src/engine';
import { readSettings } from '../../src/app/start/boot';
import { versioned } from '../../src/persist/records';

const NAMES = Object.keys(FIELDS) as SettingName[];
const looks = (settings: Settings, dark = false) => ({ ...pick(settings, STAGE_SETTINGS), dark });
/** Settings drawn from every field's choices. */
const anySettings = fc.record(Object.fromEntries(NAMES.map((name) => [name, fc.constantFrom(...(CHOICES[name] as readonly unknown[]))])) as Record<SettingName, fc.Arbitrary<unknown>>) as unknown as fc.Arbitrary<Settings>;

describe('the one settings model (src/settings)', () => {
  it('gives every setting a default among its choices, and the defaults RULES.md names', () => {
    for (const name of NAMES) expect(CHOICES[name], name).toContain(DEFAULT_SETTINGS[name]);
    expect(DEFAULT_SETTINGS).toMatchObject({ doubleClick: true, placementHelp: true, interactiveRules: true, autoPlacement: false, tapToMove: false, deck: 'modern', back: 'lattice', volume: 60, lang: 'auto' });
  });

  it('says where each setting counts, as its field declares it: the Settings window’s switches, the cards, the layout, what the stage takes', () => {
    // Today's settings, each where it counts (a new setting adds itself by its declaration).
    expect(PLAY_TOGGLES).toEqual(expect.arrayContaining(['doubleClick', 'placementHelp', 'interactiveRules', 'autoPlacement', 'tapToMove', 'showWinnable']));
    expect(LOOK_TOGGLES).toEqual(expect.arrayContaining(['fourColour', 'largeIndex', 'dimCards', 'leftHanded', 'markLast', 'hideTime', 'hideScore']));
    expect(CARD_SETTINGS).toEqual(expect.arrayContaining(['back', 'deck', 'dimCards', 'fourColour', 'largeIndex']));
    expect(CARD_SETTINGS).not.toContain('leftHanded');
    expect(LAYOUT_SETTINGS).toEqual(expect.arrayContaining(['largeIndex', 'leftHanded']));
    expect(LAYOUT_SETTINGS).not.toContain('fourColour');
    // What the stage takes: everything for the cards, the layout and the motion, and nothing else.
    expect([...STAGE_SETTINGS].sort()).toEqual([...new Set([...CARD_SETTINGS, ...LAYOUT_SETTINGS, 'animation'])].sort());
    expect(STAGE_SETTINGS).not.toContain('sound');
  });

  it('draws the cards again for a change of any setting they are drawn with, and for no other (one generic diff)', () => {
    fc.assert(
      fc.property(anySettings, anySettings, (a, b) => {
        const differ = changed(a, b, CARD_SETTINGS).length > 0;
        expect(newFaces(looks(a), looks(b))).toBe(differ);
        expect(styleKey(looks(a)) !== styleKey(looks(b))).toBe(differ);
      }),
    );
  });

  it('draws the cards again for another language whose corner letters differ (D♠ for Q♠), and not for one that reads the same', () => {
    const [en, de, da] = (['en', 'de', 'da'] as const).map((lang) => ({ ...looks(DEFAULT_SETTINGS), letters: RANK_LETTERS[lang] }));
    expect(newFaces(en!, de!)).toBe(true);
    expect(styleKey(en!)).not.toBe(styleKey(de!));
    expect(newFaces(en!, da!)).toBe(false);
    expect(newFaces(looks(DEFAULT_SETTINGS), en!)).toBe(false);
    expect([1, 2, 10, 11, 12, 13].map((rank) => rankLabel(rank, RANK_LETTERS.fr))).toEqual(['A', '2', '10', 'V', 'D', 'R']);
  });

  it('lays the table out again for a change of a setting it is laid out by, and for no other', () => {
    fc.assert(
      fc.property(anySettings, anySettings, (a, b) => {
        const shown = new Shown(834, 1120, () => false);
        shown.setLooks(looks(a));
        shown.show(dealTable(3));
        expect(shown.setLooks(looks(b))).toBe(changed(a, b, LAYOUT_SETTINGS).length > 0);
      }),
    );
  });

  it('restores a stored record field by field, each from its choices, and says when it was not sound', () => {
    fc.assert(
      fc.property(anySettings, (settings) => {
        expect(readSettings(versioned(settings))).toEqual({ value: settings, clean: true });
      }),
    );
    const odd = readSettings(versioned({ ...DEFAULT_SETTINGS, deck: 'tarot', volume: 55, fourColour: 'yes', lang: 'da' }));
    expect(odd).toEqual({ value: { ...DEFAULT_SETTINGS, lang: 'da' }, clean: false });
  });
});
