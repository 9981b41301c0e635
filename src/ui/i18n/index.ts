import type { Rule } from '../../engine';
import { words as start } from './en/start';
import type { words as windows } from './en/windows';
import type { words as settings } from './en/settings';
import type { words as history } from './en/history';
import type { words as review } from './en/review';
import type { words as lesson } from './en/lesson';
import type { words as rules } from './en/rules';
import { LANGS, type Lang } from './pick';

export { LANGS, pickLang, type Lang } from './pick';

/**
 * One catalogue per language, as data: `<lang>/<group>.ts`, each group typed against the English
 * one (like.ts: the same keys, the same placeholders). The sentences are grouped by who speaks
 * them, and a group is loaded in the language spoken when its speaker first needs it
 * (`speak(group)`): the start's, before play is wired; a window's, when it first opens. English
 * is the fallback of every sentence; its start group is always here.
 */
export const GROUPS = ['start', 'windows', 'settings', 'history', 'review', 'lesson', 'rules'] as const;
export type Group = (typeof GROUPS)[number];

/** A sentence of the catalogue, in any group. */
export type Key = keyof typeof start | keyof typeof windows | keyof typeof settings | keyof typeof history | keyof typeof review | keyof typeof lesson | keyof typeof rules;

type Words = Readonly<Record<string, string>>;
/** A catalogue file, fetched when first asked for (each is a chunk of its own). */
const file = (lang: Lang, group: Group): Promise<{ words: Words }> => import(`./${lang}/${group}.ts`);
const loaded: Partial<Record<Lang, Partial<Record<Group, Words>>>> = { en: { start } };
/** The groups spoken so far: a language chosen later loads them all. */
const spoken = new Set<Group>(['start']);

/** Loads a group's sentences in a language (and in English, the fallback); at once if they are here. */
async function load(group: Group, lang: Lang): Promise<void> {
  await Promise.all(
    [...new Set<Lang>(['en', lang])].map(async (one) => {
      if (loaded[one]?.[group]) return;
      const { words } = await file(one, group);
      (loaded[one] ??= {})[group] = words;
    }),
  );
}

/** Makes a group's sentences ready in the language spoken, and in every language spoken later. */
export function speak(group: Group, lang: Lang): Promise<void> {
  spoken.add(group);
  return load(group, lang);
}

/** Makes every group spoken so far ready in a language; until then `t` speaks English in its place. */
export function loadLang(lang: Lang): Promise<void> {
  return Promise.all([...spoken].map((group) => load(group, lang))).then(() => undefined);
}

/** The name of a game in the catalogue ("Russian Solitaire"), and its one-line description. */
export const ruleName = (rule: Rule): Key => `game.${rule}`;
export const ruleHint = (rule: Rule): Key => `gameHint.${rule}`;
/** A game's name where room is short (the statistics' columns): "Russian". */
export const ruleShortName = (rule: Rule): Key => `gameShort.${rule}`;

/**
 * Where a browser's Intl lacks a language's own formats (Chromium's ICU has no Luxembourgish: its
 * dates came out in English), the nearest it has: Luxembourg's German (6. Dez. 2026, 1.000).
 */
const INTL_NEAREST: Partial<Record<Lang, string>> = { lb: 'de-LU' };
const intlKnown = new Map<Lang, string>();
/** A language's plural rules and number format, made once: every sentence that counts asks for them. */
const counting = new Map<Lang, { plural: Intl.PluralRules; number: Intl.NumberFormat }>();
const countIn = (lang: Lang) => {
  let found = counting.get(lang);
  if (!found) counting.set(lang, (found = { plural: new Intl.PluralRules(intl(lang)), number: new Intl.NumberFormat(intl(lang)) }));
  return found;
};

/** The locale to hand Intl for a language: its own where the browser has it, else the nearest. */
export function intl(lang: Lang): string {
  let locale = intlKnown.get(lang);
  if (locale === undefined) {
    locale = Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0 ? lang : (INTL_NEAREST[lang] ?? lang);
    intlKnown.set(lang, locale);
  }
  return locale;
}

/** Values for a template's placeholders. */
export type Values = Readonly<Record<string, string | number>>;

/** A plural: `{name, plural, one {…} other {…}}`, its branches by category (or `=n`), `#` the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Fills a template's placeholders: `{name}` with its value, a plural with the branch its number
 * takes in the language (Intl.PluralRules), numbers written as the language writes them. An
 * unknown placeholder is left as it is, to be seen.
 */
export function fill(template: string, values: Values = {}, lang: Lang = 'en'): string {
  const plurals = template.replace(PLURAL, (whole, name: string, branches: string) => {
    const value = values[name];
    if (typeof value !== 'number') return whole;
    const forms = new Map([...branches.matchAll(BRANCH)].map((m) => [m[1] as string, m[2] as string]));
    const form = forms.get(`=${value}`) ?? forms.get(countIn(lang).plural.select(value)) ?? forms.get('other') ?? '';
    return form.replace(/#/g, countIn(lang).number.format(value));
  });
  return plurals.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A sentence in a language, placeholders filled (English where that language's group is not here yet). */
export function t(lang: Lang, key: Key, values: Values = {}): string {
  const find = (one: Lang) => GROUPS.map((group) => loaded[one]?.[group]?.[key]).find((sentence) => sentence !== undefined);
  return fill(find(lang) ?? find('en') ?? key, values, lang);
}

/** True for a string that names a sentence of a group loaded (English has every key). */
export function isKey(name: string): name is Key {
  return GROUPS.some((group) => loaded.en?.[group]?.[name] !== undefined);
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

/** Every language has every group (a unit test loads them all). */
export const CATALOGUE_FILES = LANGS.flatMap((lang) => GROUPS.map((group) => `./${lang}/${group}.ts`));
