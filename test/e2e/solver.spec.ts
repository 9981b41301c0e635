import { apply, isGameWon, newGame, type Move } from '../../src/engine';
import { expect, test } from './fixtures';
import { idle, open } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('the solver answers from its worker in the production build, offline, and the page stays live', async ({ page, context }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await idle(page);
  await context.setOffline(true);
  await page.reload();
  await idle(page);

  const answer = await page.evaluate(() => window.yukon.solve(5000));
  if (answer.verdict !== 'won') throw new Error(`the solver said ${answer.verdict}`);
  const line: readonly Move[] = answer.line;
  const end = line.reduce((g, m) => {
    const outcome = apply(g, { type: 'move', ...m });
    if (!outcome.ok) throw new Error(`refused: ${m.card} to ${m.to}`);
    return outcome.game;
  }, newGame({ rule: 'classic', deal: 3 }));
  expect(isGameWon(end)).toBe(true);

  // A deal the solver works on for long: a newer question cancels the older one, and while it
  // works, the page's own timers keep running (the search is not on the main thread).
  await page.goto('/?code=YU1-C-AAAAAAO');
  await idle(page);
  const outcome = await page.evaluate(async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const first = window.yukon.solve(3000).then(
      () => 'answered',
      (e: Error) => e.name,
    );
    await new Promise((r) => setTimeout(r, 50));
    const second = await window.yukon.solve(400);
    clearInterval(timer);
    return { first: await first, second: second.verdict, ticks };
  });
  expect(outcome.first).toBe('AbortError');
  expect(['won', 'lost', 'unknown']).toContain(outcome.second);
  expect(outcome.ticks).toBeGreaterThanOrEqual(10);
  await context.setOffline(false);
});
