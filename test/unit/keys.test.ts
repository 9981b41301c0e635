import { describe, expect, it } from 'vitest';
import { KeyMap, matches } from '../../src/app/core/key-map';

/** A key as the map hears it, without a DOM. */
function key(name: string, mods: { ctrl?: boolean; shift?: boolean; alt?: boolean; repeat?: boolean } = {}) {
  return { key: name, ctrlKey: !!mods.ctrl, metaKey: false, shiftKey: !!mods.shift, altKey: !!mods.alt, repeat: !!mods.repeat, target: null, defaultPrevented: false, prevented: false, preventDefault() { this.prevented = true; } };
}
type Press = ReturnType<typeof key>;

/** A key map with its one listener caught, and what each binding heard. */
function mapped() {
  let listener: (e: Press) => void = () => {};
  const map = new KeyMap({ addEventListener: (_: string, l: unknown) => (listener = l as typeof listener) } as unknown as Window);
  const heard: string[] = [];
  return { map, heard, press: (e: Press) => (listener(e), e) };
}

describe('the one key map', () => {
  it('matches keys with their modifiers: Mod is Ctrl or Cmd, Shift asked only with Mod, letters in either case, never with Alt', () => {
    expect(matches('Mod+z', key('z', { ctrl: true }))).toBe(true);
    expect(matches('Mod+z', key('Z', { ctrl: true, shift: true }))).toBe(false);
    expect(matches('Mod+Shift+z', key('Z', { ctrl: true, shift: true }))).toBe(true);
    expect(matches('Mod+z', { ...key('z'), metaKey: true })).toBe(true);
    expect(matches('u', key('U', { shift: true }))).toBe(true);
    expect(matches('u', key('u', { ctrl: true }))).toBe(false);
    expect(matches('?', key('?', { shift: true }))).toBe(true);
    expect(matches('u', key('u', { alt: true }))).toBe(false);
    expect(matches('ArrowLeft', key('arrowleft'))).toBe(false);
    expect(matches('*', key('x'))).toBe(true);
  });
  it('hears the layers in order, window, review, table, global, whatever the order of binding; the first that holds takes the key', () => {
    const { map, heard, press } = mapped();
    const state = { window: false, review: false, table: true };
    map.bind({ layer: 'global', keys: ['Escape', 'x'], run: () => heard.push('global') });
    map.bind({ layer: 'table', keys: ['Escape'], when: () => state.table, run: () => heard.push('table') });
    map.bind({ layer: 'review', keys: ['Escape'], when: () => state.review, run: () => heard.push('review') });
    map.bind({ layer: 'window', keys: ['*'], when: () => state.window, run: 'pass' });
    expect(press(key('Escape')).prevented).toBe(true);
    state.review = true;
    press(key('Escape'));
    state.window = true;
    // A window open: the key is left to the page (its own controls), heard by no layer.
    const passed = press(key('Escape'));
    expect(passed.prevented).toBe(false);
    state.window = false;
    state.review = false;
    state.table = false;
    press(key('Escape'));
    press(key('x'));
    expect(heard).toEqual(['table', 'review', 'global', 'global']);
  });
  it('leaves alone a key taken already, a repeat (unless asked), and keys typed in a field (unless asked)', () => {
    const { map, heard, press } = mapped();
    map.bind({ layer: 'global', keys: ['h'], run: () => heard.push('h') });
    map.bind({ layer: 'table', keys: ['ArrowLeft'], run: () => heard.push('left'), repeats: true });
    press({ ...key('h'), defaultPrevented: true });
    press(key('h', { repeat: true }));
    press(key('ArrowLeft', { repeat: true }));
    expect(heard).toEqual(['left']);
    const removed = map.bind({ layer: 'global', keys: ['n'], run: () => heard.push('n') });
    removed();
    press(key('n'));
    expect(heard).toEqual(['left']);
  });
  it('writes the keys help from its bindings, in the order they are heard, in English and Danish', () => {
    const { map } = mapped();
    map.bind({ layer: 'global', keys: ['h'], run: () => {}, help: 'keys.hint' });
    map.bind({ layer: 'table', keys: ['ArrowLeft'], run: () => {}, help: 'keys.arrows' });
    map.bind({ layer: 'window', keys: ['*'], run: 'pass' });
    expect(map.help('en')).toBe('Keys: Tab to the table; arrows move; H hint.');
    expect(map.help('da')).toBe('Taster: Tab til bordet; pilene flytter; H tip.');
  });
});
