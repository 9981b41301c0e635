import { ALL_CARDS, DECK_SIZE, cardIndex, cardsOnto, cardsUnder, rankOf, variantOf, type Rule, type Variant } from '../engine';

/**
 * A game's build (engine/variant.ts) as tables the search reads in its inner loops, made once per
 * game: which card may lie on which, and for each card the cards it may go on and those that may go
 * on it. Card numbers are the engine's deck order (spades A–K, hearts, diamonds, clubs).
 */
export interface BuildTables {
  readonly variant: Variant;
  /** fit[card * 52 + onto] is 1 when `card` may be placed on `onto` in a column. */
  readonly fit: Uint8Array;
  /** parents[card]: the cards `card` may be placed on. */
  readonly parents: readonly (readonly number[])[];
  /** children[card]: the cards that may be placed on `card`. */
  readonly children: readonly (readonly number[])[];
  /** The cards an empty column accepts (the kings), in deck order. */
  readonly intoEmpty: readonly number[];
  /** intoEmpty as a test: 1 for a card an empty column accepts. */
  readonly emptyTakes: Uint8Array;
  /** At most this many cards move at once. */
  readonly groupLimit: number;
  /**
   * No winning line ever takes a card back from a foundation (safety.ts, Lemma A1): true in the
   * games that build by suit, one rank up or down (Russian Solitaire, Alaska).
   */
  readonly neverTakeBack: boolean;
  /**
   * lockedRanks's answers (safety.ts), which depend on the foundations alone, as they are worked
   * out: at ((s·14 + h)·14 + d)·14 + c for foundations holding s, h, d, c cards, the locked ranks
   * 4 bits each (spades lowest); −1 until worked out. Filled by lockedRanks only.
   */
  readonly lockedMemo: Int32Array;
  /** The build as shifts of 13-bit masks, one per suit (bit r − 1 for rank r), for dead-end.ts. */
  readonly lanes: Lanes;
}

/**
 * Which cards fit on which, as masks: in every game here a card (s, r) fits on (s′, r + 1) for
 * the suits s′ listed in `up[s]`, and in Alaska also on (s, r − 1) (`down[s]` is 1).
 * `empty[s]`: the ranks of suit s an empty column takes, as a mask. Checked against the build's
 * own list when made: a build these shifts cannot say throws.
 */
export interface Lanes {
  readonly up: readonly (readonly number[])[];
  readonly down: Int32Array;
  readonly empty: Int32Array;
}

const RANKS = 13;

export function lanesOf(parents: readonly (readonly number[])[], intoEmpty: readonly number[]): Lanes {
  const up: number[][] = [[], [], [], []];
  const down = new Int32Array(4);
  const empty = new Int32Array(4);
  for (let card = 0; card < DECK_SIZE; card++) {
    const suit = (card / RANKS) | 0;
    for (const onto of parents[card]!) {
      const step = (onto % RANKS) - (card % RANKS);
      if (step === 1) {
        const parentSuit = (onto / RANKS) | 0;
        if (!up[suit]!.includes(parentSuit)) up[suit]!.push(parentSuit);
      }
      else if (step === -1 && onto - card === -1) down[suit] = 1;
      else throw new Error(`a build the solver's masks cannot say: ${card} on ${onto}`);
    }
  }
  // The shifts must give back exactly the build's list of parents.
  for (let card = 0; card < DECK_SIZE; card++) {
    const suit = (card / RANKS) | 0;
    const rank = card % RANKS;
    const said: number[] = [];
    if (rank < RANKS - 1) for (const s of up[suit]!) said.push(s * RANKS + rank + 1);
    if (down[suit] && rank > 0) said.push(card - 1);
    const listed = [...parents[card]!];
    if (said.length !== listed.length || said.some((onto) => !listed.includes(onto))) throw new Error(`a build the solver's masks cannot say: ${card}`);
  }
  for (const card of intoEmpty) empty[(card / RANKS) | 0]! |= 1 << card % RANKS;
  return { up, down, empty };
}

const made = new Map<Rule, BuildTables>();

/** The tables of a game's build, made on first use. */
export function buildTables(rule: Rule): BuildTables {
  let tables = made.get(rule);
  if (!tables) {
    const variant = variantOf(rule);
    const parents = ALL_CARDS.map((card) => cardsUnder(variant, card).map(cardIndex));
    const children = ALL_CARDS.map((card) => cardsOnto(variant, card).map(cardIndex));
    const fit = new Uint8Array(DECK_SIZE * DECK_SIZE);
    parents.forEach((under, card) => under.forEach((onto) => (fit[card * DECK_SIZE + onto] = 1)));
    const intoEmpty = ALL_CARDS.filter((card) => variant.emptyColumn.includes(rankOf(card))).map(cardIndex);
    const emptyTakes = new Uint8Array(DECK_SIZE);
    for (const card of intoEmpty) emptyTakes[card] = 1;
    const { build } = variant;
    const neverTakeBack = build.suits === 'same' && build.steps.every((step) => step === 1 || step === -1);
    const lockedMemo = new Int32Array(14 ** 4).fill(-1);
    tables = { variant, fit, parents, children, intoEmpty, emptyTakes, groupLimit: variant.groupLimit, neverTakeBack, lockedMemo, lanes: lanesOf(parents, intoEmpty) };
    made.set(rule, tables);
  }
  return tables;
}
