import { tokenMove, writeTable, type Move, type Puzzle } from '../../engine';
import type { Solution } from '../../solver';
import type { SolveReply, ToSolver } from '../../solver/protocol';

interface Waiting {
  resolve(answer: Solution): void;
  reject(reason: unknown): void;
}

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
    if (signal?.aborted) return Promise.reject(withdrawnError());
    const worker = (this.worker ??= this.start());
    const id = ++this.next;
    const request: ToSolver = { id, rule: game.rule, table: writeTable(game.table), budgetMs, ...(maxNodes ? { maxNodes } : {}) };
    return new Promise<Solution>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(request);
      signal?.addEventListener('abort', () => this.waiting.has(id) && this.worker === worker && worker.postMessage({ cancel: id } satisfies ToSolver), { once: true });
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('../../solver/worker.ts', import.meta.url), { type: 'module' });
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
    const { nodes, ms } = reply;
    if (reply.verdict === 'cancelled') return waiting.reject(withdrawnError());
    if (reply.verdict === 'lost') return waiting.resolve({ verdict: 'lost', nodes, ms });
    if (reply.verdict === 'unknown') return waiting.resolve({ verdict: 'unknown', guess: reply.guess === '' ? null : tokenMove(reply.guess), nodes, ms });
    if (reply.verdict !== 'won') return;
    const line = reply.line === '' ? [] : reply.line.split(' ').map((token) => tokenMove(token) as Move);
    waiting.resolve({ verdict: 'won', line, nodes, ms });
  }
}
