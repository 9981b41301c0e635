/// <reference lib="webworker" />
/**
 * The solver's Web Worker: it answers one question at a time, in the order asked, off the page's
 * main thread. It works in slices and looks at its messages between them, so a question withdrawn
 * by its asker stops at once (it is answered 'cancelled'); nobody else's question is touched. The
 * only file of the solver that touches the platform.
 */
import { isRule, moveToken, readTable } from '../engine';
import type { SolveReply, SolveRequest, ToSolver } from './protocol';
import { Search } from './search';

declare const self: DedicatedWorkerGlobalScope;

/** Positions searched between looks at the messages: a few milliseconds. */
const SLICE = 2_000;

const queue: SolveRequest[] = [];
/** Questions withdrawn while being searched. */
const withdrawn = new Set<number>();
let running: number | null = null;

const reply = (message: SolveReply) => self.postMessage(message);
const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

async function answer(request: SolveRequest): Promise<void> {
  const table = readTable(request.table);
  if (!table || !isRule(request.rule)) {
    reply({ id: request.id, error: 'not a position' });
    return;
  }
  const now = () => performance.now();
  const search = new Search({ rule: request.rule, table }, { budgetMs: request.budgetMs, now, ...(request.maxNodes ? { maxNodes: request.maxNodes } : {}) });
  const started = now();
  for (;;) {
    const solution = search.run(SLICE);
    if (solution) {
      const { id } = request;
      const { nodes, ms } = solution;
      if (solution.verdict === 'won') reply({ id, verdict: 'won', line: solution.line.map(moveToken).join(' '), nodes, ms });
      else if (solution.verdict === 'lost') reply({ id, verdict: 'lost', nodes, ms });
      else reply({ id, verdict: 'unknown', guess: solution.guess ? moveToken(solution.guess) : '', nodes, ms });
      return;
    }
    await yieldToMessages();
    if (withdrawn.delete(request.id)) {
      reply({ id: request.id, verdict: 'cancelled', nodes: 0, ms: now() - started });
      return;
    }
  }
}

self.addEventListener('message', (event: MessageEvent<ToSolver>) => {
  const message = event.data;
  if ('cancel' in message) {
    const waiting = queue.findIndex((r) => r.id === message.cancel);
    if (waiting >= 0) {
      queue.splice(waiting, 1);
      reply({ id: message.cancel, verdict: 'cancelled', nodes: 0, ms: 0 });
    } else if (running === message.cancel) withdrawn.add(message.cancel);
    return;
  }
  queue.push(message);
  if (running !== null) return;
  void (async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      running = next.id;
      await answer(next);
      withdrawn.delete(next.id);
    }
    running = null;
  })();
});
