import type { Rule } from '../engine';

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

/** Withdraws question `id`: waiting, it is dropped; being searched, the search stops. Answered 'cancelled'. */
export interface CancelRequest {
  readonly cancel: number;
}

/** What the page sends the worker. */
export type ToSolver = SolveRequest | CancelRequest;

/**
 * The worker's answer to request `id`: the verdict, the winning line in the saved game's notation
 * (`QD4 7C2 8H6`), or an error for a request it could not read. An undecided position comes with
 * the search's most promising move as a guess (a token, or '' when there is none). A request
 * superseded by a newer one is answered 'cancelled'.
 */
export type SolveReply =
  | { readonly id: number; readonly verdict: 'won'; readonly line: string; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly verdict: 'unknown'; readonly guess: string; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly verdict: 'lost' | 'cancelled'; readonly nodes: number; readonly ms: number }
  | { readonly id: number; readonly error: string };
