import { tokenMove, writeTable, type GameCode, type Move, type Puzzle } from '../engine';
import type { Grade } from '../grades';
import type { Solution } from '../solver';
import type { SolveReply, ToSolver } from '../worker/protocol';

/** A reply that is an answer (not an error, not a withdrawal). */
type Answered = Exclude<SolveReply, { error: string } | { verdict: 'cancelled' }>;

interface Waiting {
  resolve(answer: Answered): void;
  reject(reason: unknown): void;
}

/** A deal's grade as the app hears it: null when the solver did not prove the deal winnable within the grade's budget. */
export type GradeAnswer =
  | { readonly verdict: 'won'; readonly grade: Grade; readonly line: readonly Move[] }
  | { readonly verdict: 'lost' | 'unknown'; readonly grade: null };

const readLine = (line: string): Move[] => (line === '' ? [] : line.split(' ').map((token) => tokenMove(token) as Move));

/** The rejection of a question withdrawn by its asker. */
export const withdrawnError = () => new DOMException('the question was withdrawn', 'AbortError');

/** True for the rejection of a withdrawn question (not a failure). */
export const isWithdrawn = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * The solver in its module Web Worker, behind promises: no search ever runs on the page's main
 * thread. The worker starts with the first question and answers the questions in the order asked.
 * A question is withdrawn only through its own `signal` (its promise then rejects with an
 * AbortError): one asker never cancels another's question. If the worker fails, the questions
 * waiting on it reject, and the next question starts a new one.
 */
export class SolverClient {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();

  /**
   * What the solver finds about a game's position within `budgetMs` milliseconds (and, given
   * `maxNodes`, that many positions: a budget that gives the same verdict on every device).
   */
  ask(game: Puzzle, budgetMs: number, maxNodes?: number, signal?: AbortSignal): Promise<Solution> {
    return this.send((id) => ({ id, rule: game.rule, table: writeTable(game.table), budgetMs, ...(maxNodes ? { maxNodes } : {}) }), signal).then((reply): Solution => {
      if ('graded' in reply) throw new Error('a grade for a position');
      const { nodes, ms } = reply;
      if (reply.verdict === 'lost') return { verdict: 'lost', nodes, ms };
      if (reply.verdict === 'unknown') return { verdict: 'unknown', guess: reply.guess === '' ? null : tokenMove(reply.guess), nodes, ms };
      return { verdict: 'won', line: readLine(reply.line), nodes, ms };
    });
  }

  /** A deal's grade (src/grades), worked out in the worker: the same on every device. */
  grade(code: GameCode, signal?: AbortSignal): Promise<GradeAnswer> {
    return this.send((id) => ({ id, grade: { rule: code.rule, deal: code.deal } }), signal).then((reply): GradeAnswer => {
      if (!('graded' in reply)) throw new Error('a verdict for a grade');
      const { graded } = reply;
      return graded.verdict === 'won' ? { verdict: 'won', grade: graded.grade, line: readLine(graded.line) } : { verdict: graded.verdict, grade: null };
    });
  }

  private send(request: (id: number) => ToSolver, signal?: AbortSignal): Promise<Answered> {
    if (signal?.aborted) return Promise.reject(withdrawnError());
    const worker = (this.worker ??= this.start());
    const id = ++this.next;
    return new Promise<Answered>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(request(id));
      signal?.addEventListener('abort', () => this.waiting.has(id) && this.worker === worker && worker.postMessage({ cancel: id } satisfies ToSolver), { once: true });
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('../worker/worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<SolveReply>) => this.settle(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.worker = null;
      worker.terminate();
      for (const waiting of this.waiting.values()) waiting.reject(new Error(`the solver stopped: ${event.message}`));
      this.waiting.clear();
    });
    return worker;
  }

  private settle(reply: SolveReply): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if ('error' in reply) return waiting.reject(new Error(reply.error));
    if ('verdict' in reply && reply.verdict === 'cancelled') return waiting.reject(withdrawnError());
    waiting.resolve(reply as Answered);
  }
}
