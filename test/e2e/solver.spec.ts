import { apply, isGameWon, newGame, type Move } from '../../src/engine';
import { expect, test } from './fixtures';
import { idle, open, toast } from './helpers';

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

  // A deal the solver works on for long: the hook's questions cancel nothing (they wait their turn),
  // and while it works, the page's own timers keep running (the search is not on the main thread).
  await page.goto('/?code=YU1-C-AAAAAAO');
  await idle(page);
  const outcome = await page.evaluate(async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const first = window.yukon.solve(1500).then(
      (answer) => answer.verdict as string,
      (e: Error) => e.name,
    );
    await new Promise((r) => setTimeout(r, 50));
    const second = await window.yukon.solve(400);
    clearInterval(timer);
    return { first: await first, second: second.verdict, ticks };
  });
  expect(['won', 'lost', 'unknown']).toContain(outcome.first);
  expect(['won', 'lost', 'unknown']).toContain(outcome.second);
  expect(outcome.ticks).toBeGreaterThanOrEqual(10);

  // A question of the hook during a hint does not cancel the hint (issue 25: deal 14, H, then
  // solve(300) left no hint and no sentence at all).
  await page.goto('/?code=YU1-C-AAAAAAO');
  await idle(page);
  await page.keyboard.press('h');
  await page.evaluate(() => window.yukon.solve(300));
  await page.waitForFunction(() => window.yukon.hint() !== null, null, { timeout: 20_000 });
  await expect(toast(page)).toContainText(/Hint: |A guess: /, { timeout: 10_000 });
  await context.setOffline(false);
});
