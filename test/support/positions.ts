import fc from 'fast-check';
import { ALL_CARDS, SUITS, cardOf, type CardId, type Game, type Rule, type Table } from '../../src/engine';
import { gameAt } from './tables';

/** A whole deck dealt into 7 columns by the drawn numbers, nearly every card face down. */
export const buriedDeck = (rules: fc.Arbitrary<Rule>): fc.Arbitrary<Game> =>
  fc
    .record({
      rule: rules,
      order: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: 51 }), { minLength: 6, maxLength: 6 }),
      up: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 7, maxLength: 7 }),
    })
    .map(({ rule, order, cuts, up }) => {
      const deck = ALL_CARDS.map((card, i) => ({ card, k: order[i]! })).sort((a, b) => a.k - b.k).map((x) => x.card);
      const bounds = [0, ...[...cuts].sort((a, b) => a - b), 52];
      const columns = bounds.slice(0, 7).map((start, i) => {
        const cards = deck.slice(start, bounds[i + 1]);
        return { cards, down: Math.max(0, cards.length - up[i]!) };
      });
      return gameAt({ columns, foundations: [0, 0, 0, 0], score: 0 }, rule);
    });

/** A small endgame: each suit's top few cards (up to `most`) on the table, the rest on its foundation; up to `mostDown` cards face down in a column. */
export const endgame = (rules: fc.Arbitrary<Rule>, most = 3, mostDown = 3): fc.Arbitrary<Game> =>
  fc
    .record({
      rule: rules,
      left: fc.tuple(fc.nat(most), fc.nat(most), fc.nat(most), fc.nat(most)),
      order: fc.array(fc.nat(), { minLength: 4 * most, maxLength: 4 * most }),
      columns: fc.array(fc.nat(6), { minLength: 4 * most, maxLength: 4 * most }),
      down: fc.array(fc.nat(mostDown), { minLength: 7, maxLength: 7 }),
    })
    .map(({ rule, left, order, columns, down }) => {
      const loose: CardId[] = [];
      SUITS.forEach((_, suit) => {
        for (let rank = 14 - left[suit]!; rank <= 13; rank++) loose.push(cardOf(suit, rank));
      });
      const shuffled = loose.map((card, i) => ({ card, k: order[i]! })).sort((a, b) => a.k - b.k).map((x) => x.card);
      const piles: CardId[][] = Array.from({ length: 7 }, () => []);
      shuffled.forEach((card, i) => piles[columns[i]!]!.push(card));
      const t: Table = { columns: piles.map((cards, c) => ({ cards, down: cards.length === 0 ? 0 : Math.min(down[c]!, cards.length - 1) })), foundations: left.map((n) => 13 - n), score: 0 };
      return gameAt(t, rule);
    });
