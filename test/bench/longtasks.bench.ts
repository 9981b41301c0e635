/**
 * The main thread's long tasks (50 ms or more, as the browser reports them), at iPad 2× in
 * Chromium with software WebGL: while moves of a winning line are played by real mouse drags.
 * A frame the page cannot draw in time shows as a long task; a drag that stutters is made of them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { suitOf, type GameCode, type Move } from '../../src/engine';
import { solve } from '../support/solver';

/** Collects every long task of the page from its first moment (an init script). */
export const LONG_TASKS = `{
  const tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask' });
  Object.defineProperty(window, 'benchLongTasks', { get: () => tasks.slice() });
}`;

export interface LongTask {
  readonly start: number;
  readonly duration: number;
}

export const longTasks = (page: Page): Promise<LongTask[]> => page.evaluate(() => (window as unknown as { benchLongTasks: LongTask[] }).benchLongTasks);

/** Long tasks that overlap [from, to] (page milliseconds). */
export const within = (tasks: readonly LongTask[], from: number, to: number): LongTask[] => tasks.filter((t) => t.start + t.duration > from && t.start < to);

/** The first deal whose winning line (the test solver's) has at least `moves` moves, and that line. */
export function longLine(moves: number): { code: GameCode; line: Move[] } {
  for (let deal = 1; deal < 200; deal++) {
    const code = { rule: 'classic' as const, deal };
    const line = solve(code);
    if (line && line.length >= moves) return { code, line: line.slice(0, moves) };
  }
  throw new Error(`no deal among the first 200 has a winning line of ${moves} moves`);
}

type Box = { x: number; y: number; width: number; height: number };
const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { timeout: 30_000 });

/**
 * Plays `line` by mouse drags in `context` (a page at `url`, the line's deal): each card pressed near its
 * top, moved in 8 steps to its place, let go, and the table left to settle. Returns the long tasks
 * from the first press to the last settle, and how many moves the engine took (a drag that missed
 * would leave the line; the count says so).
 */
export async function playByDrags(context: BrowserContext, url: string, line: readonly Move[]): Promise<{ tasks: LongTask[]; played: number; ms: number }> {
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  await page.goto(url);
  await idle(page);
  const box = (how: string, arg: string | number) =>
    page.evaluate(([h, a]) => {
      const hook = (window as unknown as { yukon: Record<string, (x: unknown) => Box | null> }).yukon;
      return hook[h as string]!(a);
    }, [how, arg] as const);
  const start = await page.evaluate(() => performance.now());
  for (const move of line) {
    const from = (await box('cardBox', move.card)) as Box;
    const to = (move.to === 'foundation' ? await box('foundationBox', suitOf(move.card)) : await box('columnBox', move.to)) as Box;
    await page.mouse.move(from.x + from.width / 2, from.y + Math.min(8, from.height / 2));
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(20, to.height / 2), { steps: 8 });
    await page.mouse.up();
    await idle(page);
  }
  const end = await page.evaluate(() => performance.now());
  const played = await page.evaluate(() => (window as unknown as { yukon: { snapshot(): { moves: number } } }).yukon.snapshot().moves);
  const tasks = within(await longTasks(page), start, end);
  await page.close();
  return { tasks, played, ms: end - start };
}
