import { t, type Key, type Lang } from '../../ui/i18n';

/**
 * Who hears a key first: an open window (its own controls have the keys), the review, the table
 * (the screen-reader layer has the focus), then the keys that work anywhere.
 */
export const KEY_LAYERS = ['window', 'review', 'table', 'global'] as const;
export type KeyLayer = (typeof KEY_LAYERS)[number];

export interface Binding {
  readonly layer: KeyLayer;
  /**
   * The keys, as `Mod+Shift+z`: `Mod` is Ctrl or Cmd, `Shift` is asked for only where named with
   * `Mod`; a letter is matched in either case; `*` is any key. A key with Alt matches nothing.
   */
  readonly keys: readonly string[];
  /** Whether the binding holds now (the default: always). */
  readonly when?: (event: KeyboardEvent) => boolean;
  /**
   * What the key does. 'pass' keeps the key from every layer below and leaves it to the page (a
   * window's own controls); anything else is done and the key's default prevented.
   */
  readonly run: ((event: KeyboardEvent) => void) | 'pass';
  /** Held down and repeating: the binding hears each repeat (arrows). */
  readonly repeats?: boolean;
  /** Also while a text field has the keys (Ctrl+Z). */
  readonly inFields?: boolean;
  /** Its line in the keys help (the ? key), in the order of the layers, then of binding. */
  readonly help?: Key;
}

/** True while a text field has the keys. */
function isTyping(target: EventTarget | null): boolean {
  return typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}

/** Whether a key event is one of a binding's keys. */
export function matches(descriptor: string, e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  if (e.altKey) return false;
  const parts = descriptor.split('+');
  const key = parts.at(-1) === '' ? '+' : (parts.at(-1) as string);
  const mod = parts.includes('Mod');
  if (mod !== (e.ctrlKey || e.metaKey)) return false;
  if (mod && parts.includes('Shift') !== e.shiftKey) return false;
  if (key === '*') return true;
  return key.length === 1 ? e.key.toLowerCase() === key.toLowerCase() : e.key === key;
}

/**
 * The one key map of the app: one `keydown` listener, and bindings heard in the order of their
 * layers (then of binding); the first that holds takes the key. A key another part of the page
 * took already (the review strip's arrows) is left alone. The keys help is written from the map.
 */
export class KeyMap {
  private readonly bindings: Binding[] = [];

  constructor(target: Pick<Window, 'addEventListener'> = window) {
    target.addEventListener('keydown', (e) => this.press(e as KeyboardEvent));
  }

  /** Adds a binding; returns its removal. */
  bind(binding: Binding): () => void {
    this.bindings.push(binding);
    return () => {
      const i = this.bindings.indexOf(binding);
      if (i >= 0) this.bindings.splice(i, 1);
    };
  }

  /** The keys help: every binding's line, in the order keys are heard. */
  help(lang: Lang): string {
    const lines = this.ordered().flatMap((b) => (b.help ? [t(lang, b.help)] : []));
    return `${[t(lang, 'keys.intro'), ...lines].join('; ')}.`;
  }

  /** Hears a key: the first binding that holds takes it. */
  press(e: KeyboardEvent): void {
    if (e.defaultPrevented) return;
    for (const b of this.ordered()) {
      if (!b.keys.some((k) => matches(k, e))) continue;
      if ((e.repeat && !b.repeats) || (!b.inFields && isTyping(e.target))) continue;
      if (b.when && !b.when(e)) continue;
      if (b.run === 'pass') return;
      e.preventDefault();
      b.run(e);
      return;
    }
  }

  private ordered(): Binding[] {
    return KEY_LAYERS.flatMap((layer) => this.bindings.filter((b) => b.layer === layer));
  }
}
