import { expect, test } from './fixtures';
import { everyCardFaceUp } from '../../src/engine';
import { brisk, dropPoint, finishButton, idle, mouseDrag, open, snapshot, tableNow, winByHints } from './helpers';
import { CODE, LOSING, marks, play, review, strip, verdicts } from './review-helpers';

// Runs on the desktop (mouse) and the iPad in portrait (touch). Hinted moves follow: on the iPad
// 25 by a finger, on the desktop 5 by mouse (more by mouse: the last moves of the family's deals,
// played to the win; a whole deal by keys and Finish: hint-games.spec.ts).
test('a deal played into a loss, reviewed: the move that lost it is named, and play goes on from the last winnable position by hints', async ({ page }, info) => {
  test.setTimeout(300_000);
  const touch = info.project.use.hasTouch === true;
  await open(page, CODE);
  await play(page, LOSING, touch);
  const live = await snapshot(page);
  expect(live.moves).toBe(4);
  expect(await review(page)).toBeNull();

  // Opened from the toolbar (a tap on a touch screen).
  const button = page.locator('nav [data-action=review]');
  await expect(button).toHaveAccessibleName('Review');
  if (touch) await button.tap();
  else await button.click();
  await expect(strip(page)).toBeVisible();
  const found = await verdicts(page);
  expect(found).toEqual(['won', 'won', 'won', 'won', 'lost']);
  // Never winnable after lost.
  expect(found.slice(found.indexOf('lost'))).not.toContain('won');
  await expect(strip(page).locator('.review-said')).toContainText('Moving K♠ to an empty column lost the game;');
  await expect(strip(page).locator('.review-said')).toContainText('would have kept it winnable');
  // The last position is shown first; its mark is read in words.
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'Move 4: King of spades to an empty column, lost');
  await expect(page.locator('.review-badge')).toHaveText('Preview: move 4 of 4');

  // Previous: the table shows the position before, read-only; the live game is untouched.
  await strip(page).locator('[data-review=previous]').click();
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'Move 3: 4 of hearts onto 5 of spades, still winnable');
  await idle(page);
  const kingBefore = await page.evaluate(() => window.yukon.cardBox('KS'));
  expect(await snapshot(page)).toEqual({ ...live, seconds: expect.any(Number) });
  // The preview takes no input: a drag on the table moves nothing.
  await mouseDrag(page, 'KS', await dropPoint(page, { card: 'KS', to: 5 }));
  expect((await snapshot(page)).moves).toBe(4);
  expect(await page.evaluate(() => window.yukon.cardBox('KS'))).toEqual(kingBefore);

  // Play from here: back one move in one step; the move counter does not go down.
  await strip(page).locator('[data-review=play]').click();
  await expect(strip(page)).toBeHidden();
  expect(await review(page)).toBeNull();
  await idle(page);
  const back = await snapshot(page);
  expect(back.moves).toBe(4);
  expect(back.columns[0]).toHaveLength(0);
  // Played on from there by hints, each by a real drag (a mouse, or a finger on a phone-size touch
  // screen) in a smaller window without motion (brisk).
  await brisk(page, touch ? { width: 390, height: 844 } : { width: 800, height: 600 });
  await expect(finishButton(page)).toBeHidden();
  const finishHidden = async () => {
    // Finish is offered only once every card is face up.
    if (!everyCardFaceUp((await tableNow(page)).table)) await expect(finishButton(page)).toBeHidden();
  };
  const hinted = touch ? 25 : 5;
  await winByHints(page, touch, finishHidden, hinted);
  const end = await snapshot(page);
  expect(end.moves).toBe(4 + hinted);
  expect(end.hints).toBe(hinted);
  await page.screenshot({ path: info.outputPath('played-on.png') });
});
