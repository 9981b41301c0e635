import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, RULES, apply, formatCode, legalMoves, newGame, parseCode, type CardId, type Game, type Move, type Rule, type Target } from '../../src/engine';
import { refusalSentence } from '../../src/ui/messages';
import { gameAt, table } from '../support/tables';

/*
 * The games of the Yukon family, read again from issue 15's table without the engine's variant.ts:
 *
 * | game              | builds on a column's last card                      |
 * | Yukon, Classic    | one rank higher, other colour                       |
 * | Yukon, Relaxed    | one rank higher, any colour                         |
 * | Russian Solitaire | one rank higher, same suit                          |
 * | Alaska            | same suit, one rank higher or one rank lower        |
 * | Moosehide         | one rank higher, any suit but its own               |
 *
 * Everything else is Yukon's: any face-up card moves with the cards on it (at most 20), kings only
 * into empty columns, foundations by suit from the ace, the top card may come back.
 */
const RANKS = 'A 2 3 4 5 6 7 8 9 10 J Q K'.split(' ');
const rank = (c: CardId) => RANKS.indexOf(c.slice(0, -1)) + 1;
const suit = (c: CardId) => c.slice(-1);
const red = (c: CardId) => suit(c) === 'H' || suit(c) === 'D';
const BUILDS: Record<Rule, (card: CardId, onto: CardId) => boolean> = {
  classic: (card, onto) => rank(onto) === rank(card) + 1 && red(onto) !== red(card),
  relaxed: (card, onto) => rank(onto) === rank(card) + 1,
  russian: (card, onto) => rank(onto) === rank(card) + 1 && suit(onto) === suit(card),
  alaska: (card, onto) => Math.abs(rank(onto) - rank(card)) === 1 && suit(onto) === suit(card),
  moosehide: (card, onto) => rank(onto) === rank(card) + 1 && suit(onto) !== suit(card),
};
const SUIT_ORDER = ['S', 'H', 'D', 'C'];

/** Whether a move is legal, worked out here from the table alone. */
function legalHere(game: Game, card: CardId, to: Target): boolean {
  const { columns, foundations } = game.table;
  const f = SUIT_ORDER.indexOf(suit(card));
  const onFoundation = (foundations[f] ?? 0) >= rank(card);
  let group: CardId[];
  let from: number | 'foundation';
  if (onFoundation) {
    if (foundations[f] !== rank(card) || to === 'foundation') return false;
    group = [card];
    from = 'foundation';
  } else {
    const c = columns.findIndex((col) => col.cards.includes(card));
    const column = columns[c]!;
    const i = column.cards.indexOf(card);
    if (i < column.down) return false;
    group = column.cards.slice(i);
    from = c;
  }
  if (to === 'foundation') return group.length === 1 && foundations[f] === rank(card) - 1;
  if (to === from || group.length > 20) return false;
  const target = columns[to]!.cards;
  if (target.length === 0) return rank(card) === 13;
  return BUILDS[game.rule](card, target[target.length - 1]!);
}

const TARGETS: Target[] = [0, 1, 2, 3, 4, 5, 6, 'foundation'];

describe.each(RULES)('%s, played at random', (rule) => {
  it('accepts exactly the moves an independent reading of the rules allows, over thousands of actions', () => {
    let actions = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 26 ** 7 - 1 }), fc.array(fc.nat(), { minLength: 40, maxLength: 120 }), (deal, picks) => {
        let game = newGame({ rule, deal });
        for (const pick of picks) {
          const allowed: Move[] = [];
          for (const card of ALL_CARDS) for (const to of TARGETS) if (legalHere(game, card, to)) allowed.push({ card, to });
          const key = (m: Move) => `${m.card}>${m.to}`;
          expect(legalMoves(game).map(key).sort()).toEqual(allowed.map(key).sort());
          // The reducer agrees move by move, and says why it refuses.
          for (const card of ALL_CARDS) {
            for (const to of TARGETS) {
              const outcome = apply(game, { type: 'move', card, to });
              if (outcome.ok !== legalHere(game, card, to)) throw new Error(`${rule}: ${card} to ${to}: engine ${outcome.ok}`);
            }
          }
          // Onward by a legal move, an undo now and then (take-backs included).
          actions++;
          if (allowed.length === 0 || pick % 9 === 0) {
            const undone = apply(game, { type: 'undo' });
            if (!undone.ok) break;
            game = undone.game;
          } else game = apply(game, { type: 'move', ...allowed[pick % allowed.length]! }).game;
        }
      }),
      { numRuns: 60, seed: 15 },
    );
    expect(actions).toBeGreaterThan(3000);
  }, 120_000);

  it('has its own code letter, and a code gives the same cards in every game', () => {
    const code = formatCode({ rule, deal: 1234567 });
    expect(parseCode(code)).toEqual({ ok: true, code: { rule, deal: 1234567 } });
    expect(newGame({ rule, deal: 1234567 }).table).toEqual(newGame({ rule: 'classic', deal: 1234567 }).table);
  });
});

describe('the games’ worked examples', () => {
  // 7♥ is refused or taken on 8♥, 8♠ and 6♥ as each game's table says.
  const onto = (rule: Rule, card: CardId, target: CardId) => apply(gameAt(table([card, target]), rule), { type: 'move', card, to: 1 });
  it.each<[Rule, CardId, boolean]>([
    ['classic', '8S', true], ['classic', '8H', false], ['classic', '6H', false],
    ['relaxed', '8S', true], ['relaxed', '8H', true], ['relaxed', '6H', false],
    ['russian', '8S', false], ['russian', '8H', true], ['russian', '6H', false],
    ['alaska', '8S', false], ['alaska', '8H', true], ['alaska', '6H', true],
    ['moosehide', '8S', true], ['moosehide', '8H', false], ['moosehide', '8D', true],
  ])('%s: 7♥ onto %s → %s', (rule, target, ok) => {
    expect(onto(rule, '7H', target).ok).toBe(ok);
  });
  it('says what the card needed, in every game, in both languages', () => {
    const said = (rule: Rule, target: CardId, lang: 'en' | 'da') => {
      const outcome = onto(rule, '7H', target);
      if (outcome.ok) throw new Error('accepted');
      return refusalSentence(outcome.refusal, lang);
    };
    expect(said('classic', '8H', 'en')).toBe('7♥ goes only on 8♠ or 8♣: red on black, black on red.');
    expect(said('russian', '8S', 'en')).toBe('7♥ goes only on 8♥, not on 8♠.');
    expect(said('russian', '9H', 'da')).toBe('7♥ kan kun lægges på 8♥, ikke på 9♥.');
    expect(said('alaska', '9H', 'en')).toBe('7♥ goes only on 8♥ or 6♥, not on 9♥.');
    expect(said('moosehide', '8H', 'en')).toBe('7♥ goes only on a card one rank higher of another suit (8♠, 8♦ or 8♣), not on 8♥.');
    expect(said('moosehide', '9S', 'en')).toBe('7♥ goes only on a card one rank higher (8), not on 9♠.');
  });
});
