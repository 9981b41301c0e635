import type { Rule } from '../engine';
import type { Grade } from '../grades';

/**
 * A question to the solver worker: the position as the engine writes a table (see table-code.ts).
 * Questions are answered one at a time, in the order asked.
 */
export interface SolveRequest {
  readonly id: number;
  readonly rule: Rule;
  readonly table: string;
  readonly budgetMs: number;
  readonly maxNodes?: number;
}

/**
 * A question of a deal's grade (src/grades): the solver's proof within the grade's budget of
 * positions, then the human-model players' playouts. Answered like a SolveRequest, in order.
 */
export interface GradeRequest {
  readonly id: number;
  readonly grade: { readonly rule: Rule; readonly deal: number };
}

/** Withdraws question `id`: waiting, it is dropped; being searched, the search stops. Answered 'cancelled'. */
export interface CancelRequest {
  readonly cancel: number;
}

/** What the page sends the worker. */
export type ToSolver = SolveRequest | GradeRequest | CancelRequest;

/**
 * The worker's answer to request `id`: the verdict, the winning line in the saved game's notation
 * (`QD4 7C2 8H6`), or an error for a request it could not read. An undecided position comes with
 * the search's most promising move as a guess (a token, or '' when there is none). A request
 * superseded by a newer one is answered 'cancelled'.
 */
export type SolveReply =
  | { readonly id: number; readonly verdict: 'won'; readonly line: string; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly verdict: 'unknown'; readonly guess: string; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly verdict: 'lost'; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly verdict: 'cancelled'; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly graded: GradeReply }
  | { readonly id: number; readonly error: string };

/**
 * A deal's grade, or null with the verdict when the solver did not prove it winnable within the
 * grade's budget; a proved deal comes with its winning line (as in a SolveReply).
 */
export type GradeReply =
  | { readonly verdict: 'won'; readonly grade: Grade; readonly line: string; readonly nodes: number }
  | { readonly verdict: 'lost' | 'unknown'; readonly grade: null; readonly nodes: number };
