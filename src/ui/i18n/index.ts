import type { Rule } from '../../engine';
import { en, type Key } from './en';
import { LANGS, type Lang } from './pick';

export { LANGS, pickLang, type Lang } from './pick';
export type { Key } from './en';

type Catalogue = Readonly<Record<keyof typeof en, string>>;
/**
 * The start's catalogue by language. English is always here (every key is English first); another
 * language is loaded when it is spoken (`loadLang`: before play is wired, or with the Settings
 * window, which offers it), so that a player downloads the sentences of one language at the start.
 */
const CATALOGUES: Partial<Record<Lang, Catalogue>> = { en };
const LOADERS: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Catalogue>>> = { da: () => import('./da').then((m) => m.da) };

/** Adds a language's catalogue (its loader, or a module that brings it along, calls this). */
export function addCatalogue(lang: Lang, words: Catalogue): void {
  CATALOGUES[lang] = words;
}

/** Makes a language's sentences ready; until then `t` speaks English in its place. */
export async function loadLang(lang: Lang): Promise<void> {
  if (lang === 'en' || CATALOGUES[lang]) return;
  addCatalogue(lang, await LOADERS[lang]());
}
/** The sentences of windows loaded since the start (each window's module brings its own). */
const added: Record<Lang, Record<string, string>> = { en: {}, da: {} };

/** Adds a window's sentences to the catalogue, in every language (its module calls this as it loads). */
export function addWords(words: Readonly<Record<Lang, Readonly<Record<string, string>>>>): void {
  for (const lang of LANGS) Object.assign(added[lang], words[lang]);
}

/** The name of a game in the catalogue ("Russian Solitaire"), and its one-line description. */
export const ruleName = (rule: Rule): Key => `game.${rule}`;
export const ruleHint = (rule: Rule): Key => `gameHint.${rule}`;
/** A game's name where room is short (the statistics' columns): "Russian". */
export const ruleShortName = (rule: Rule): Key => `gameShort.${rule}`;

/** Values for a template's `{name}` placeholders. */
export type Values = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders of a template; an unknown one is left as it is, to be seen. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A sentence of the catalogue in a language, placeholders filled. */
export function t(lang: Lang, key: Key, values: Values = {}): string {
  const catalogue: Readonly<Record<string, string>> | undefined = CATALOGUES[lang];
  return fill(catalogue?.[key] ?? added[lang][key] ?? (en as Readonly<Record<string, string>>)[key] ?? added.en[key] ?? key, values);
}

/** True for a string that names a sentence of the catalogue. */
export function isKey(name: string): name is Key {
  return name in en || name in added.en;
}

/**
 * Writes every marked element under `root` in a language: `data-t` names the sentence of its text,
 * `data-t-label` that of its accessible name (for buttons that show a symbol), `data-t-title` that
 * of its tooltip.
 */
export function translate(root: ParentNode, lang: Lang): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-t]')) {
    const key = node.dataset.t ?? '';
    if (isKey(key)) node.textContent = t(lang, key);
  }
  for (const node of root.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const key = node.dataset.tLabel ?? '';
    if (isKey(key)) node.setAttribute('aria-label', t(lang, key));
  }
  for (const node of root.querySelectorAll<HTMLElement>('[data-t-title]')) {
    const key = node.dataset.tTitle ?? '';
    if (isKey(key)) node.title = t(lang, key);
  }
}

/** Time as mm:ss, or h:mm:ss past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
