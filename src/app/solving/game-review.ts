import { playOn, type Game, type Move, type Puzzle, type Table } from '../../engine';
import { inferred, nextToAsk, positionsOf, slipOf, type Mark, type Position } from '../../review';
import type { Solution } from '../../solver';
import { t, type Key, type Lang } from '../../ui/i18n';
import { ReviewStrip, type StripView } from '../../ui/review';
import { moveWords } from '../../ui/speech';
import type { TableStage } from '../../view/table-stage';
import { settled } from './hints';
import { isWithdrawn } from '../../services/solver-client';
import type { Ctx } from '../core/context';
import type { GradeBook } from '../../services/grading';
import type { Review } from '../core/apis';

/**
 * The solver's budget for each position of a review, in positions searched (about 0.8 s here), so
 * that a review says the same on every device however busy it is; the time is only a backstop.
 * A 100-move game takes about ten questions, well within 10 s.
 */
export const REVIEW_MAX_NODES = 120_000;
export const REVIEW_BUDGET_MS = 5000;
/** A pause between the solver's moves while the player watches it win, after each slide. */
const WATCH_PAUSE_MS = 250;

/** What the review needs of the app. */
export type ReviewContext = Ctx<'store' | 'interaction' | 'page' | 'oracle'> & { stage: Pick<TableStage, 'animating'>; grades: Pick<GradeBook, 'known' | 'of'> };



interface Open {
  readonly game: Game;
  /** A past game's note; null for the game on the table. */
  readonly past: string | null;
  readonly positions: readonly Position[];
  /** What the solver said of each position (or the oracle knew), before inference. */
  readonly marks: Mark[];
  /** Its proofs, for the better move and the solver's line from the deal. */
  readonly proofs: Map<number, Solution>;
  at: number;
  /** The solver's line from the deal being watched, and how far it has got; null when not watching. */
  watching: { line: readonly Move[]; done: number } | null;
}

/**
 * Review (the toolbar's Review, the key R, the win window, a lost game's notice): the game's line
 * of positions on a strip, each marked by the solver's verdict as the worker decides it (latest
 * first, the oracle answering at once what it has proved, halving the line to find where the win
 * slipped away: src/review). A mark chosen shows its position on the table as a read-only preview
 * (the interaction model's preview, with the table blocked); the live game is untouched until the
 * player plays from there, which undoes back to it in one step (so the move counter never goes
 * down). Watching the solver win plays its line from the deal on the preview only: no move of the
 * game, nothing counted. A change of the game (undo, a new deal) closes the review.
 */
export function makeReview({ store, interaction, stage, page, oracle, grades }: ReviewContext): Review {
  let open: Open | null = null;
  const lang = (): Lang => store.state.lang;
  const say = (key: Key, values: Record<string, string | number> = {}) => t(lang(), key, values);
  const puzzle = (table: Table, rule = open?.game.rule ?? store.state.game.rule): Puzzle => ({ rule, table });

  const verdictWords = (mark: Mark) => say(mark === null ? 'review.pending' : `review.${mark}`);
  /** The deal's grade in words, when it is known (a review of a game from its deal says it). */
  const gradeWords = (r: Open): string | null => {
    // A game restored from a trimmed save starts from a later table, not from the deal.
    const grade = r.game.from ? undefined : grades.known({ rule: r.game.rule, deal: r.game.deal })?.grade;
    return grade && !store.state.lesson ? say(`grade.${grade}`) : null;
  };
  const markWords = (r: Open, i: number, mark: Mark) => {
    const move = r.positions[i]?.move;
    const before = r.positions[i - 1]?.table;
    const grade = gradeWords(r);
    if (!move || !before) return grade ? say('review.dealGraded', { verdict: verdictWords(mark), grade }) : say('review.deal', { verdict: verdictWords(mark) });
    return say('review.move', { n: i, move: moveWords(before, move, lang(), 'words'), verdict: verdictWords(mark) });
  };

  /** What the review has found, in a sentence. */
  const found = (r: Open, known: readonly Mark[]): string => {
    const slip = slipOf(r.marks, r.positions);
    if (slip) {
      const before = r.positions[slip.index - 1]!.table;
      const proof = r.proofs.get(slip.index - 1);
      const better = proof?.verdict === 'won' ? proof.line[0] : undefined;
      const move = moveWords(before, slip.move, lang());
      return better ? say('review.slip', { move, better: moveWords(before, better, lang()) }) : say('review.slipNoBetter', { move });
    }
    const pending = known.filter((m) => m === null).length;
    if (pending > 0) return say('review.looking', { done: known.length - pending, count: known.length });
    if (known[0] === 'lost') return say('review.dealLost');
    if (known.every((m) => m === 'won')) return say('review.allWon');
    return say('review.unsure');
  };

  const previewDeal = (r: Open) => {
    const grade = gradeWords(r);
    return grade ? `${say('review.previewDeal')} · ${grade}` : say('review.previewDeal');
  };

  const render = () => {
    const r = open;
    if (!r) return;
    const known = inferred(r.marks);
    const last = r.positions.length - 1;
    const back = last - r.at;
    const tooFar = back > r.game.undoable;
    const watching = r.watching;
    const view: StripView = {
      marks: known.map((mark, i) => ({ verdict: mark, words: markWords(r, i, mark) })),
      at: r.at,
      slip: slipOf(r.marks, r.positions)?.index ?? -1,
      said: watching ? say('review.watching', { n: watching.done, count: watching.line.length }) : found(r, known),
      badge: watching ? say('review.watching', { n: watching.done, count: watching.line.length }) : r.at === 0 && !r.positions[0]?.move ? previewDeal(r) : say('review.preview', { n: r.at, count: last }),
      play: r.past !== null
        ? { enabled: false, why: r.past }
        : { enabled: back > 0 && !tooFar && !watching, why: back === 0 ? say('review.here') : tooFar ? say('review.tooFar', { undo: r.game.undoable }) : '' },
      watch: watching ? 'watching' : known[0] === 'won' ? 'offered' : 'hidden',
    };
    strip.show(view, lang());
  };

  /** Asks the solver about the positions, one at a time in the review's order, until all are known. */
  const ask = async (r: Open) => {
    for (let i = nextToAsk(r.marks); i >= 0 && open === r; i = nextToAsk(r.marks)) {
      const answer = await oracle.about('review', puzzle(r.positions[i]!.table), { ms: REVIEW_BUDGET_MS, nodes: REVIEW_MAX_NODES }).catch((error: unknown) => (isWithdrawn(error) ? null : 'failed' as const));
      // Withdrawn: the review closed (only the review withdraws its questions).
      if (open !== r || answer === null) return;
      if (answer === 'failed') {
        page.toast(say('solverFailed'));
        r.marks[i] = 'unknown';
      } else {
        r.marks[i] = answer.verdict;
        r.proofs.set(i, answer);
      }
      render();
    }
  };

  const show = (r: Open, at: number) => {
    r.at = at;
    interaction.send({ type: 'preview', table: r.positions[at]!.table });
    render();
  };

  const review: Review = {
    open(past) {
      if (open && !past) return;
      if (open) review.close();
      const game = past?.game ?? store.state.game;
      const positions = positionsOf(game);
      const r: Open = { game, past: past?.note ?? null, positions, marks: positions.map(() => null), proofs: new Map(), at: positions.length - 1, watching: null };
      // What the oracle has proved already is known at once.
      positions.forEach((p, i) => {
        const known = oracle.known(puzzle(p.table, game.rule));
        if (known) {
          r.marks[i] = known.verdict;
          r.proofs.set(i, known);
        }
      });
      open = r;
      interaction.send({ type: 'block', why: 'review' });
      show(r, r.at);
      void ask(r);
      // The deal's grade, when it is not known yet (a review opened within moments of the deal),
      // is said once it is: the grade is only ever information, so a failed question says nothing.
      if (!game.from && !grades.known(game)) grades.of(game).then(() => open === r && render(), () => undefined);
    },
    close() {
      if (!open) return;
      open = null;
      oracle.drop('review');
      oracle.drop('watch');
      strip.hide();
      interaction.send({ type: 'unblock', why: 'review' });
    },
    toggle() {
      if (open) review.close();
      else review.open();
    },
    state: () => (open ? { verdicts: inferred(open.marks), at: open.at } : null),
  };

  const pick = (index: number) => {
    if (open && !open.watching) show(open, index);
  };
  const play = () => {
    const r = open;
    if (!r || r.watching || r.past !== null) return;
    const steps = r.positions.length - 1 - r.at;
    review.close();
    if (steps > 0 && store.rewind(steps)) page.toast(say('review.playing', { steps }), 6000);
  };
  const watch = () => {
    const r = open;
    if (!r) return;
    if (r.watching) {
      r.watching = null;
      return show(r, r.at);
    }
    void (async () => {
      const proof = r.proofs.get(0) ?? (await oracle.about('watch', puzzle(r.positions[0]!.table), { ms: REVIEW_BUDGET_MS * 2 }).catch(() => null));
      if (open !== r || proof?.verdict !== 'won') return;
      const watching = (r.watching = { line: proof.line, done: 0 });
      let table = r.positions[0]!.table;
      interaction.send({ type: 'preview', table });
      render();
      for (const move of proof.line) {
        await settled(stage);
        await new Promise((resolve) => setTimeout(resolve, WATCH_PAUSE_MS));
        if (open !== r || r.watching !== watching) return;
        const next = playOn(puzzle(table), move);
        if (!next.ok) break;
        table = next.puzzle.table;
        watching.done++;
        interaction.send({ type: 'preview', table });
        render();
      }
      await settled(stage);
      if (open === r && r.watching === watching) page.toast(say('review.watched', { moves: proof.line.length }), 6000);
    })();
  };

  const strip = new ReviewStrip(page.tableHost, { pick, play, watch, close: () => review.close() });

  // A change of the game (undo, a new deal, playing from here) ends the review: its line is gone.
  store.subscribe('help', (state, change, previous) => {
    if (state.game !== previous.game) review.close();
    else if (change === 'settings' && open) render();
  });
  return review;
}
