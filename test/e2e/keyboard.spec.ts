import type { Page } from '@playwright/test';
import { apply, cardsUnder, locate, newGame, variantOf, type Game, type Move } from '../../src/engine';
import { solve } from '../support/solver';
import { expect, test } from './fixtures';
import { loadLang } from '../../src/ui/i18n';
import { refusalSentence } from '../../src/ui/messages';
import { brisk, focusNow, open, plant, setLanguage, snapshot, tabToTable, walkTo } from './helpers';

const live = (page: Page) => page.locator('[data-live]');
/** Plays one move with keys only: to the card, take it, carry it, put it down (or F to a foundation). */
async function playByKeys(page: Page, game: Game, move: Move): Promise<void> {
  const at = locate(game.table, move.card);
  if (at.kind !== 'column') throw new Error('the test line never takes a card back');
  await walkTo(page, at.column);
  if (move.to === 'foundation') return page.keyboard.press('f');
  // Up or Down to the card: the focus starts at the place's last card.
  const column = game.table.columns[at.column]!;
  const focused = (await focusNow(page)).card;
  const steps = column.cards.indexOf(focused as never) - at.index;
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowUp' : 'ArrowDown');
  expect((await focusNow(page)).card).toBe(move.card);
  await page.keyboard.press('Space');
  expect((await focusNow(page)).held).toBe(true);
  await walkTo(page, move.to);
  await page.keyboard.press('Enter');
}

// Keyboard play is tested at the iPad's size in landscape, as on an iPad with a keyboard
// (playwright.config.ts). The last 30 moves of a deal (planted as the saved game, a position along
// a winning line) take three hundred keys: they are played in a smaller window without motion,
// which keeps software rendering quick (brisk). A whole deal by keys: hint-games.spec.ts (H, Finish).
const LEFT = 30;
test(`the last ${LEFT} moves of a deal won with the keyboard only, checked move by move against the engine`, async ({ page }, info) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart', 'touchend']) addEventListener(type, (e) => e.isTrusted && seen.push(type), true);
    Object.defineProperty(window, 'pointerSeen', { value: seen });
  });
  const code = { rule: 'classic' as const, deal: 3 };
  const line = solve(code);
  if (!line) throw new Error('no line for deal 3');
  let game = newGame(code);
  const first = line.length - LEFT;
  for (const move of line.slice(0, first)) game = apply(game, { type: 'move', ...move }).game;
  await plant(page, game);
  await brisk(page, { width: 800, height: 600 });
  await tabToTable(page);
  expect(await page.evaluate(() => window.yukon.focusBox())).not.toBeNull();
  for (const [i, move] of line.slice(first).entries()) {
    await playByKeys(page, game, move);
    game = apply(game, { type: 'move', ...move }).game;
    const s = await snapshot(page);
    expect(s.moves, `move ${first + i + 1}: ${move.card} to ${move.to}`).toBe(first + i + 1);
    expect(s.columns.map((c) => c.map((x) => `${x.faceUp ? '' : '#'}${x.id}`).join(' '))).toEqual(game.table.columns.map((c) => c.cards.map((id, k) => `${k < c.down ? '#' : ''}${id}`).join(' ')));
  }
  expect((await snapshot(page)).won).toBe(true);
  await expect(live(page)).toHaveText(/You won! Score 625\./);
  expect(await page.evaluate(() => (window as unknown as { pointerSeen: string[] }).pointerSeen)).toEqual([]);
  await page.screenshot({ path: info.outputPath('won-by-keys.png') });
});

test('a held group carried over each place hears where it would go and onto what, or why not (issue 25)', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await tabToTable(page);
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await walkTo(page, 0);
  await page.keyboard.press('Space');
  await expect(live(page)).toHaveText('Holding 4 of hearts. Left and Right choose a place, Space puts it down, Escape lets go.');
  // The reader is written in place: the held card's entry stays the same node, still selected, so
  // a screen reader is not told of it again at each step (Orca said it after every step before).
  const heldEntry = await page.locator('[data-reader] [data-card="4H"]').elementHandle();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await heldEntry!.evaluate((node) => node.isConnected && node.getAttribute('aria-selected'))).toBe('true');
  expect(await focusNow(page)).toMatchObject({ place: 2, held: true });
  expect(await focused()).toBe('Column 3: 4 of hearts would go onto 5 of spades. Space puts it down.');
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toBe('Not here. 4♥ goes only on a card one rank higher (5), not on A♥.');
  // Over the foundations: its foundation takes it only after the ace.
  await walkTo(page, 8);
  expect(await focused()).toMatch(/^Foundation of hearts, empty\. Not here\. /);
  await walkTo(page, 2);
  await page.keyboard.press('Space');
  await expect(live(page)).toHaveText('Moved 4 of hearts onto 5 of spades. Score 0.');
  expect(await focused()).toBe('4 of hearts, 8 of 8 in column 3');
  // In Danish too.
  await setLanguage(page, 'da');
  await tabToTable(page);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  expect(await focused()).toMatch(/^Ikke her\. /);
});

test('the live region says a move, a refusal, an undo, a redo and the table, in English and Danish', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await tabToTable(page);
  await playByKeys(page, newGame({ rule: 'classic', deal: 3 }), { card: '4H', to: 2 });
  await expect(live(page)).toHaveText('Moved 4 of hearts onto 5 of spades. Score 0.');
  expect(await focusNow(page)).toEqual({ place: 2, card: '4H', held: false });
  // A refusal: 4♥ held over column 4 (ending with A♥) and put down there says the rule.
  await page.keyboard.press('Space');
  await expect(live(page)).toHaveText('Holding 4 of hearts. Left and Right choose a place, Space puts it down, Escape lets go.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(live(page)).toHaveText('4♥ goes only on a card one rank higher (5), not on A♥.');
  expect(await focusNow(page)).toEqual({ place: 2, card: '4H', held: false });
  await page.keyboard.press('u');
  await expect(live(page)).toHaveText('Undone. Score 0.');
  await page.keyboard.press('s');
  await expect(live(page)).toContainText('Column 1: 4 of hearts. Column 2: 1 face-down card, 9 of hearts, 5 of clubs');
  await expect(live(page)).toContainText('Foundations: spades empty, hearts empty, diamonds empty, clubs empty.');

  await setLanguage(page, 'da');
  await tabToTable(page);
  await page.keyboard.press('Control+y');
  await expect(live(page)).toHaveText('Gentaget. Flyttede hjerter 4 over på spar 5. Point 0.');
  await page.keyboard.press('s');
  await expect(live(page)).toContainText('Kolonne 1: tom. Kolonne 2: 1 kort med bagsiden opad, hjerter 9');
  // A refusal in Danish: 5♠ with 4♥ on top, held over A♥.
  expect(await focusNow(page)).toEqual({ place: 2, card: '5S', held: false });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await loadLang('da');
  await expect(live(page)).toHaveText(refusalSentence({ reason: 'wrong-rank', card: '5S', onto: 'AH', goesOn: cardsUnder(variantOf('classic'), '5S') }, 'da'));
  await page.keyboard.press('?');
  await expect(live(page)).toContainText('Taster: Tab til bordet');
  await expect(page.locator('[data-toast]')).toContainText('Taster: Tab til bordet');
});
