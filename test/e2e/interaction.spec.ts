import type { Page } from '@playwright/test';
import { apply, newGame, type Game, type Move } from '../../src/engine';
import { expect, test } from './fixtures';
import { askHint, cardBox, dropPoint, hintButton, idle, mouseDrag, open, setSetting, snapshot, tableNow, touchDrag, type Box } from './helpers';

// Touch and mouse on one page, with a keyboard: a tablet with a keyboard cover and a trackpad.
test.use({ hasTouch: true });

const model = (page: Page) => page.evaluate(() => ({ selection: window.yukon.selection(), glowing: window.yukon.glowing(), ring: window.yukon.focusBox(), focus: window.yukon.focus(), hint: window.yukon.hint() }));
const near = (a: Box, b: Box) => Math.abs(a.x - b.x) < 0.6 && Math.abs(a.y - b.y) < 0.6 && Math.abs(a.width - b.width) < 0.6 && Math.abs(a.height - b.height) < 0.6;

/** What the stage draws (read off its sprites and lights) is what the interaction model says. */
async function drawnAsModel(page: Page): Promise<Awaited<ReturnType<typeof model>>> {
  const [m, drawn] = await Promise.all([model(page), page.evaluate(() => window.yukon.drawn())]);
  expect(drawn.lifted.map((c) => c.card), 'the lifted cards').toEqual(m.selection?.cards ?? []);
  drawn.lifted.forEach((c, i) => expect(near(c.box, m.selection!.boxes[i]!), `where ${c.card} is drawn`).toBe(true));
  expect(drawn.glows.length, 'the glows').toBe(m.glowing.length);
  drawn.glows.forEach((g, i) => expect(near(g, m.glowing[i]!)).toBe(true));
  expect(drawn.ring === null ? null : near(drawn.ring, m.ring!), 'the focus ring').toBe(m.ring === null ? null : true);
  return m;
}

/** The game on the page is the engine's, after the moves played so far. */
async function sameAsEngine(page: Page, game: Game): Promise<void> {
  const now = await tableNow(page);
  expect(now.table.columns).toEqual(game.table.columns);
  expect(now.table.foundations).toEqual(game.table.foundations);
}

async function tabToTable(page: Page): Promise<void> {
  for (let i = 0; i < 20 && !(await page.evaluate(() => !!document.activeElement?.closest('[data-reader]'))); i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => window.yukon.focus())).not.toBeNull();
}

test('keyboard, mouse, touch, Hint and windows in one game: one selection, drawn where the model says, the game the engine’s', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  let game = newGame({ rule: 'classic', deal: 3 });
  const played = (move: Move) => {
    const outcome = apply(game, { type: 'move', ...move });
    expect(outcome.ok, `${move.card} to ${move.to}`).toBe(true);
    game = outcome.game;
  };
  // The keyboard is not on the table yet: no focus.
  expect(await page.evaluate(() => window.yukon.focus())).toBeNull();
  await tabToTable(page);

  // Space holds 4♥; H shows the hint instead (one selection), Space holds again instead of the hint.
  await page.keyboard.press('Space');
  expect((await drawnAsModel(page)).focus?.held).toBe(true);
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.yukon.hint() !== null);
  let m = await drawnAsModel(page);
  expect(m.focus?.held).toBe(false);
  expect(m.selection?.source).toBe('hint');
  expect(m.glowing.length).toBe(2);
  await page.keyboard.press('Space');
  m = await drawnAsModel(page);
  expect(m.hint).toBeNull();
  expect(m.selection?.source).toBe('keyboard');

  // Carried one place right, drawn over it; then the mouse drags that same card to its place:
  // the move is played and nothing stays held.
  await page.keyboard.press('ArrowRight');
  m = await drawnAsModel(page);
  expect(m.focus).toMatchObject({ place: 1, card: '4H', held: true });
  await mouseDrag(page, '4H', await dropPoint(page, { card: '4H', to: 2 }));
  played({ card: '4H', to: 2 });
  m = await drawnAsModel(page);
  expect(m.selection).toBeNull();
  expect(m.focus?.held).toBe(false);
  await sameAsEngine(page, game);

  // The focus went back with 4♥ to column 1, which is empty now. One column right, held again;
  // then a window: the hold ends (drawn at rest), and stays ended when it closes.
  expect(m.focus).toMatchObject({ place: 0, card: null });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  expect((await drawnAsModel(page)).focus?.held).toBe(true);
  await setSetting(page, 'fourColour', true);
  m = await drawnAsModel(page);
  expect(m.selection).toBeNull();
  await idle(page);

  // A touch drag of a legal move while nothing is held.
  const hint = await askHint(page, true);
  await drawnAsModel(page);
  await touchDrag(page, hint.card, await dropPoint(page, hint));
  played(hint);
  expect((await drawnAsModel(page)).selection).toBeNull();
  await sameAsEngine(page, game);

  // Hint, then Hint again plays it; then the keyboard plays the next hinted move itself.
  const next = await askHint(page, false);
  await hintButton(page).click();
  await idle(page);
  played(next);
  await sameAsEngine(page, game);
  expect((await drawnAsModel(page)).selection).toBeNull();
  expect((await snapshot(page)).moves).toBe(3);

  // A mouse drag started while the keyboard holds another group takes over: the keyboard lets go.
  await tabToTable(page);
  await page.keyboard.press('Space');
  const held = (await model(page)).selection?.cards[0];
  const other = (await tableNow(page)).table.columns.flatMap((c) => c.cards.slice(c.down)).find((c) => c !== held)!;
  const from = await cardBox(page, other);
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + 60, { steps: 3 });
  m = await drawnAsModel(page);
  expect(m.selection?.source).toBe('drag');
  expect(m.focus?.held).toBe(false);
  // Dropped nowhere useful: it slides back, and nothing is selected.
  await page.mouse.move(from.x + from.width / 2, from.y + 10, { steps: 2 });
  await page.mouse.up();
  await idle(page);
  expect((await drawnAsModel(page)).selection).toBeNull();
  await sameAsEngine(page, game);
});
