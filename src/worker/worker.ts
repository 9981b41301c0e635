/// <reference lib="webworker" />
/**
 * The solver's Web Worker: it answers one question at a time (a position's verdict, or a deal's
 * grade), in the order asked, off the page's main thread. It works in slices and looks at its
 * messages between them, so a question withdrawn by its asker stops at once (it is answered
 * 'cancelled'); nobody else's question is touched. The solver and the grades are pure: this is
 * where they meet the platform.
 */
import { isDealNumber, isRule, moveToken, readTable } from '../engine';
import { Grader } from '../grades';
import type { GradeRequest, SolveReply, SolveRequest, ToSolver } from './protocol';
import { Search } from '../solver';

declare const self: DedicatedWorkerGlobalScope;

/** Positions searched between looks at the messages: a few milliseconds. */
const SLICE = 2_000;

type Request = SolveRequest | GradeRequest;
const queue: Request[] = [];
/** Questions withdrawn while being searched. */
const withdrawn = new Set<number>();
let running: number | null = null;

const reply = (message: SolveReply) => self.postMessage(message);
const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Works on a request in slices until `step` gives its reply, or the request is withdrawn. */
async function work(id: number, step: () => SolveReply | null): Promise<void> {
  const started = performance.now();
  for (;;) {
    const done = step();
    if (done) return reply(done);
    await yieldToMessages();
    if (withdrawn.delete(id)) return reply({ id, verdict: 'cancelled', nodes: 0, ms: performance.now() - started });
  }
}

function answer(request: Request): Promise<void> {
  const { id } = request;
  if ('grade' in request) {
    const { rule, deal } = request.grade;
    if (!isRule(rule) || !isDealNumber(deal)) return Promise.resolve(reply({ id, error: 'not a deal' }));
    const grader = new Grader({ rule, deal });
    return work(id, () => {
      const g = grader.run(SLICE);
      if (!g) return null;
      return { id, graded: g.verdict === 'won' ? { verdict: 'won', grade: g.grade, line: g.line.map(moveToken).join(' '), nodes: g.nodes } : { verdict: g.verdict, grade: null, nodes: g.nodes } };
    });
  }
  const table = readTable(request.table);
  if (!table || !isRule(request.rule)) return Promise.resolve(reply({ id, error: 'not a position' }));
  const now = () => performance.now();
  const search = new Search({ rule: request.rule, table }, { budgetMs: request.budgetMs, now, ...(request.maxNodes ? { maxNodes: request.maxNodes } : {}) });
  return work(id, () => {
    const solution = search.run(SLICE);
    if (!solution) return null;
    const { nodes, ms } = solution;
    if (solution.verdict === 'won') return { id, verdict: 'won', line: solution.line.map(moveToken).join(' '), nodes, ms };
    if (solution.verdict === 'lost') return { id, verdict: 'lost', nodes, ms };
    return { id, verdict: 'unknown', guess: solution.guess ? moveToken(solution.guess) : '', nodes, ms };
  });
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
