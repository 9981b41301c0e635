import { expect, test } from './fixtures';
import { newGame, refuseMove, type CardId } from '../../src/engine';
import { refusalSentence } from '../../src/ui/messages';
import { cardBox, columnBox, columnDropPoint, doubleTap, foundationBox, idle, mouseDrag, open, setSetting, snapshot, tap, toast, touchDrag } from './helpers';

// Deal 3 under Classic: 4♥ alone in column 1, A♥ last in column 4, A♣ last in column 7,
// 5♠ last in column 3, 2♣ last in column 6 (above K♦ K♥ 8♣ Q♥), 4♣ last in column 2.
const CODE = 'YU1-C-AAAAAAD';

const ids = (column: { id: string }[] | undefined) => (column ?? []).map((c) => c.id).join(' ');
const faces = (column: { faceUp: boolean }[] | undefined) => (column ?? []).map((c) => (c.faceUp ? 'u' : 'd')).join('');

test.describe('playing with real pointer input', () => {
  test('drag a single card onto a column, then undo it @webgl', async ({ page }, info) => {
    await open(page, CODE);
    const drop = await columnDropPoint(page, 2);
    if (info.project.use.hasTouch) await touchDrag(page, '4H', drop);
    else await mouseDrag(page, '4H', drop);
    let s = await snapshot(page);
    expect(s.columns[2]?.at(-1)?.id).toBe('4H');
    expect(s.columns[0]).toEqual([]);
    expect(s.moves).toBe(1);
    await page.locator('[data-action=undo]').click();
    await idle(page);
    s = await snapshot(page);
    expect(ids(s.columns[0])).toBe('4H');
    expect(s.columns[2]?.at(-1)?.id).toBe('5S');
    expect(s.moves).toBe(1);
  });

  test('tap a last card to its foundation, then undo: score back, counter not lower', async ({ page }, info) => {
    await open(page, CODE);
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    await idle(page);
    let s = await snapshot(page);
    expect(s.score).toBe(10);
    expect(s.columns[3]?.at(-1)?.id).toBe('QS');
    await page.keyboard.press('Control+z');
    await idle(page);
    s = await snapshot(page);
    expect(s.foundations[1]).toEqual([]);
    expect(s.columns[3]?.at(-1)?.id).toBe('AH');
    expect(s.score).toBe(0);
    expect(s.moves).toBe(1);
  });

  test('double tap a mixed group with a king to the empty column, then undo: face restored', async ({ page }, info) => {
    const touch = !!info.project.use.hasTouch;
    await open(page, CODE);
    await mouseDrag(page, '4H', await columnDropPoint(page, 2));
    const before = await snapshot(page);
    expect(faces(before.columns[5])).toBe('dddddduuuuu'.slice(1));
    await doubleTap(page, 'KD', touch);
    await expect.poll(async () => ids((await snapshot(page)).columns[0])).toBe('KD KH 8C QH 2C');
    await idle(page);
    let s = await snapshot(page);
    // The face-down card left last in column 6 turned up by itself: +5.
    expect(faces(s.columns[5])).toBe('ddddu');
    expect(s.score).toBe(5);
    expect(s.moves).toBe(2);
    await page.locator('[data-action=undo]').click();
    await idle(page);
    s = await snapshot(page);
    expect(s.columns[5]).toEqual(before.columns[5]);
    expect(s.columns[0]).toEqual([]);
    expect(s.score).toBe(0);
    expect(s.moves).toBe(2);
  });

  test('drag a mixed group (not in sequence) by its bottom card', async ({ page }) => {
    await open(page, CODE);
    await mouseDrag(page, '4H', await columnDropPoint(page, 2));
    // K♦ with K♥ 8♣ Q♥ 2♣ on top of it: only the king must fit the empty column.
    await mouseDrag(page, 'KD', await columnDropPoint(page, 0));
    const s = await snapshot(page);
    expect(ids(s.columns[0])).toBe('KD KH 8C QH 2C');
    expect(s.moves).toBe(2);
  });

  test('an illegal drop slides back and the rule is shown', async ({ page }) => {
    await open(page, CODE);
    const game = newGame({ rule: 'classic', deal: 3 });
    // A card the engine refuses for colour: 4♣ onto 5♠, both black.
    const refusal = refuseMove(game.table, 'classic', { card: '4C', to: 2 });
    expect(refusal?.reason).toBe('wrong-colour');
    const home = await cardBox(page, '4C');
    const before = await snapshot(page);
    await mouseDrag(page, '4C', await columnDropPoint(page, 2));
    await expect(toast(page)).toHaveText(refusalSentence(refusal!, 'en'));
    await expect(toast(page)).toBeVisible();
    expect(await snapshot(page)).toEqual(before);
    expect(await cardBox(page, '4C')).toEqual(home);
  });

  test('take the top card of a foundation back onto a column, and undo it', async ({ page }, info) => {
    await open(page, CODE);
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    await idle(page);
    expect(await foundationBox(page, 1)).toEqual(await cardBox(page, 'AH'));
    await mouseDrag(page, 'AH', await columnDropPoint(page, 5));
    let s = await snapshot(page);
    expect(s.columns[5]?.at(-1)?.id).toBe('AH');
    expect(s.foundations[1]).toEqual([]);
    expect(s.score).toBe(10); // nothing lost for a take-back
    await page.locator('[data-action=undo]').click();
    await idle(page);
    s = await snapshot(page);
    expect(s.foundations[1]).toEqual(['AH']);
    expect(s.moves).toBe(2);
  });

  test('the Relaxed rule accepts a card of the same colour', async ({ page }, info) => {
    await open(page, 'YU1-R-AAAAAAD');
    expect((await snapshot(page)).rule).toBe('relaxed');
    const drop = await columnDropPoint(page, 2);
    if (info.project.use.hasTouch) await touchDrag(page, '4C', drop);
    else await mouseDrag(page, '4C', drop);
    const s = await snapshot(page);
    expect(s.columns[2]?.at(-1)?.id).toBe('4C' satisfies CardId);
  });
});

test('tap to move: a group, then a king with its group to an empty column, by touch or click', async ({ page }, info) => {
  const touch = !!info.project.use.hasTouch;
  await open(page, 'YU1-C-AAAAAAD');
  await setSetting(page, 'tapToMove', true);
  await setSetting(page, 'doubleClick', false);
  // 4♥ onto 5♠: tap the card (it rises, its places glow), then tap the place.
  await tap(page, '4H', touch);
  await expect.poll(() => page.evaluate(() => window.yukon.glowing().length)).toBeGreaterThan(0);
  await tap(page, '5S', touch);
  await idle(page);
  let s = await snapshot(page);
  expect(s.moves).toBe(1);
  expect(s.columns[2]!.at(-1)!.id).toBe('4H');
  expect(s.columns[0]).toEqual([]);
  // K♣ with Q♠ and A♥ on top, to the empty first column: tap the king, tap the empty place.
  await tap(page, 'KC', touch);
  const empty = await columnBox(page, 0);
  const point = { x: empty.x + empty.width / 2, y: empty.y + empty.height / 2 };
  if (touch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  await idle(page);
  s = await snapshot(page);
  expect(s.moves).toBe(2);
  expect(s.columns[0]!.map((c) => c.id)).toEqual(['KC', 'QS', 'AH']);
  // A tap on the felt changes the player's mind: nothing moves.
  await tap(page, 'AH', touch);
  const table = await page.locator('#table').boundingBox();
  if (!table) throw new Error('no table');
  if (touch) await page.touchscreen.tap(table.x + table.width / 2, table.y + table.height - 10);
  else await page.mouse.click(table.x + table.width / 2, table.y + table.height - 10);
  await idle(page);
  expect((await snapshot(page)).moves).toBe(2);
  expect(await page.evaluate(() => window.yukon.glowing().length)).toBe(0);
});

// A setting, tested here because it is about taps: on every screen, by touch where there is touch.
test('with Double-click off (a setting), two taps are two single taps, and a tap acts at once', async ({ page }, info) => {
  const touch = !!info.project.use.hasTouch;
  await open(page, CODE);
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  await setSetting(page, 'doubleClick', false);
  await doubleTap(page, 'KD', touch);
  await idle(page);
  let s = await snapshot(page);
  expect(s.columns[0]).toEqual([]); // no placement: K♦ stays where it was
  expect(s.moves).toBe(1);
  // The tap is not delayed: the move is made by the time the tap's events are delivered.
  await tap(page, 'AH', touch);
  s = await snapshot(page);
  expect(s.foundations[1]).toEqual(['AH']);
  await setSetting(page, 'doubleClick', true);
  await doubleTap(page, 'KD', touch);
  await expect.poll(async () => (await snapshot(page)).columns[0]?.length).toBe(5);
});
