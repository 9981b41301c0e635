import {
  COLUMN_COUNT, COLUMN_SIZES, DECK_SIZE, FACE_DOWN_COUNTS, GROUP_LIMIT, POINTS_FOUNDATION, POINTS_TURN, UNDO_LIMIT, VARIANTS,
  cardsUnder, variantOf, type Rule,
} from '../../engine';
import { cardName } from '../messages';
import { ruleHint, ruleName, t, type Key, type Lang } from './index';

/**
 * The Rules page: its sections in order, each a heading (`rules.<section>`) and its paragraphs
 * (`rules.<section>.<n>`, their count here), in the catalogue's rules group (en/rules.ts and its
 * translations), filled from the engine's constants; the games' section also lists every game of
 * the engine's, each with its build's example.
 */
const SECTIONS = [
  ['goal', 1],
  ['deal', 1],
  ['moving', 3],
  ['faceDown', 1],
  ['emptyColumns', 1],
  ['foundations', 1],
  ['playing', 1],
  ['keys', 2],
  ['help', 1],
  ['games', 1],
  ['score', 1],
  ['codes', 1],
] as const;

/** A list in words: "a, b and c" (`joiner` the catalogue's `and` or `or`). */
const list = (lang: Lang, items: readonly string[], joiner: 'and' | 'or') => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${t(lang, joiner)} ${items.at(-1)}`);

/** The numbers the rules quote, all from the engine. */
function numbers(lang: Lang): Record<string, string | number> {
  const sizes = COLUMN_SIZES.map(String);
  const downs = FACE_DOWN_COUNTS.filter((n) => n > 0);
  return {
    deck: DECK_SIZE,
    columns: COLUMN_COUNT,
    sizes: list(lang, sizes, 'and'),
    downMin: Math.min(...downs),
    downMax: Math.max(...downs),
    up: (COLUMN_SIZES[1] ?? 0) - (FACE_DOWN_COUNTS[1] ?? 0),
    limit: GROUP_LIMIT,
    undo: UNDO_LIMIT,
    foundationPoints: POINTS_FOUNDATION,
    turnPoints: POINTS_TURN,
    total: DECK_SIZE * POINTS_FOUNDATION + FACE_DOWN_COUNTS.reduce((a, b) => a + b, 0) * POINTS_TURN,
    // The games' section counts them from the engine's list: a game more changes no sentence.
    rules: VARIANTS.filter((v) => v.family === 'yukon').length,
    siblings: VARIANTS.filter((v) => v.family === 'sibling').length,
    games: VARIANTS.length,
  };
}

/**
 * The Rules page in a language: sections of a heading and its paragraphs. The games' section has a
 * line for each game, the one being played (`current`) marked.
 */
export function rulesText(lang: Lang, current: Rule): { heading: string; paragraphs: string[] }[] {
  const values = numbers(lang);
  const games = VARIANTS.map(({ rule }) => {
    const name = t(lang, ruleName(rule)) + (rule === current ? ` (${t(lang, 'rules.thisGame')})` : '');
    const cards = list(lang, cardsUnder(variantOf(rule), '7H').map((card) => cardName(card, lang)), 'or');
    return t(lang, 'rules.gameLine', { name, hint: t(lang, ruleHint(rule)), cards });
  });
  return SECTIONS.map(([section, count]) => ({
    heading: t(lang, `rules.${section}`),
    paragraphs: [...Array.from({ length: count }, (_, i) => t(lang, `rules.${section}.${i + 1}` as Key, values)), ...(section === 'games' ? games : [])],
  }));
}
