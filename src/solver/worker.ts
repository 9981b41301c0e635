/// <reference lib="webworker" />
/**
 * The solver's Web Worker: it answers one question at a time, off the page's main thread. It works
 * in slices and looks at its messages between them, so a newer question cancels an older one at
 * once (the older is answered 'cancelled'). The only file of the solver that touches the platform.
 */
import { isRule, moveToken, readTable } from '../engine';
import type { SolveReply, SolveRequest } from './protocol';
import { Search } from './search';

declare const self: DedicatedWorkerGlobalScope;

/** Positions searched between looks at the messages: a few milliseconds. */
const SLICE = 2_000;

let newest = 0;
const queue: SolveRequest[] = [];
let busy = false;

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
    if (newest !== request.id) {
      reply({ id: request.id, verdict: 'cancelled', nodes: 0, ms: now() - started });
      return;
    }
  }
}

self.addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  newest = event.data.id;
  queue.push(event.data);
  if (busy) return;
  busy = true;
  void (async () => {
    while (queue.length > 0) {
      const request = queue.shift() as SolveRequest;
      // A question already superseded before it started is answered at once.
      if (request.id !== newest) reply({ id: request.id, verdict: 'cancelled', nodes: 0, ms: 0 });
      else await answer(request);
    }
    busy = false;
  })();
});
