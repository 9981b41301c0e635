import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, columnDropPoint, doubleTap, focusNow, idle, mouseDrag, notice, snapshot, tabToTable, toast, touchDrag, walkTo } from './helpers';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'iPad', viewport: { width: 834, height: 1194 }, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
] as const;

/** A real drag of a card onto a column, by touch or by mouse. */
async function drag(page: Page, card: string, column: number, touch: boolean): Promise<void> {
  const to = await columnDropPoint(page, column);
  if (touch) await touchDrag(page, card, to);
  else await mouseDrag(page, card, to);
}

test('the lesson, offered on a first start, is played to its end by real input (touch, mouse, keys) at phone, iPad and desktop sizes', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  for (const size of SIZES) {
    const context = await browser.newContext({ baseURL, viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch, bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/');
    await idle(page);
    const dealt = (await snapshot(page)).code;
    await expect(notice(page)).toContainText('New to Yukon?');
    await notice(page).getByRole('button', { name: 'Show me' }).click();
    // 1: the group by its bottom card, the source's example.
    await expect(notice(page)).toContainText('Move the 9♠ onto the 10♥: the 3♥, Q♠ and 5♥ go with it.');
    // The card to move and its place glow; Skip is there, but not the filled button.
    expect(await page.evaluate(() => window.yukon.hint())).toEqual({ card: '9S', to: 0 });
    expect((await page.evaluate(() => window.yukon.glowing())).length).toBe(2);
    await expect(notice(page).getByRole('button', { name: 'Skip the lesson' })).not.toHaveClass(/primary/);
    await expect(page.locator('button[data-info=code]')).toBeHidden();
    if (size.name === 'desktop') await audit(page, 'the lesson');
    await drag(page, '9S', 0, size.touch);
    expect((await snapshot(page)).columns[0]?.slice(-4).map((c) => c.id)).toEqual(['9S', '3H', 'QS', '5H']);
    await expect(notice(page)).toContainText('only the card you take hold of must fit');
    await notice(page).getByRole('button', { name: 'Next' }).click();
    // 2: a king with its cards into the empty column: by two quick taps, and on the desktop by keys
    // only (to the K♦, Space takes it, to the empty column, Enter puts it down).
    await expect(notice(page)).toContainText('Move the K♦ into the empty column');
    if (size.touch) await doubleTap(page, 'KD', true);
    else {
      await tabToTable(page);
      await walkTo(page, 1);
      while ((await focusNow(page)).card !== 'KD') await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await walkTo(page, 2);
      await page.keyboard.press('Enter');
    }
    await idle(page);
    await expect(notice(page)).toContainText('A king in an empty column');
    expect((await snapshot(page)).columns[2]?.map((c) => c.id)).toEqual(['KD', 'QC', '7H']);
    await notice(page).getByRole('button', { name: 'Next' }).click();
    // 3: refused, with the rule; then where it goes.
    await expect(notice(page)).toContainText('Try the 3♥ on the 4♦');
    await drag(page, '3H', 0, size.touch);
    await expect(toast(page)).toContainText('3♥ goes only on 4♠ or 4♣');
    await expect(notice(page)).toContainText('Refused: 3♥ goes only on 4♠ or 4♣');
    await expect(notice(page)).toContainText('Now put the 3♥ on the 4♠.');
    // The message line is not under the lesson's panel: what is at its middle (and its ends) is the message itself.
    // (Polled: the line slides into place over 180 ms.)
    const covered = () => toast(page).evaluate((line) => {
      // The line lets the pointer through (pointer-events: none), which elementFromPoint honours: not while looking.
      (line as HTMLElement).style.pointerEvents = 'auto';
      const r = line.getBoundingClientRect();
      const over = [r.left + 6, r.left + r.width / 2, r.right - 6].map((x) => document.elementFromPoint(x, r.top + r.height / 2)).filter((e) => !line.contains(e));
      (line as HTMLElement).style.pointerEvents = '';
      return over.map((e) => `${e?.tagName}.${e?.className}`).join(' ') || false;
    });
    await expect.poll(covered, { message: `${size.name}: the refusal covered` }).toBe(false);
    // Nor does it cover the panel: the two lie apart.
    const [line, panel] = [(await toast(page).boundingBox())!, (await notice(page).boundingBox())!];
    expect(line.y + line.height <= panel.y || panel.y + panel.height <= line.y, `${size.name}: the message line over the panel`).toBe(true);
    // The right move is pointed at: the 3♥ and its place glow.
    expect(await page.evaluate(() => window.yukon.hint())).toEqual({ card: '3H', to: 2 });
    await drag(page, '3H', 2, size.touch);
    await expect(notice(page)).toContainText('That is all.');
    // The refusal went with the move that was right: it no longer says anything true.
    await expect(toast(page)).not.toHaveClass(/shown/);
    await notice(page).getByRole('button', { name: 'Play a game' }).click();
    await expect(notice(page)).toBeHidden();
    // The game dealt before the lesson is back, and saved: the lesson is not offered again.
    expect((await snapshot(page)).code).toBe(dealt);
    await page.reload();
    await idle(page);
    expect((await snapshot(page)).code).toBe(dealt);
    await expect(notice(page)).toBeHidden();
    await context.close();
  }
});

test('the lesson is skipped in one tap, offered no more, and is on the Rules page', async ({ page }) => {
  await page.goto('/');
  await idle(page);
  const dealt = await snapshot(page);
  await notice(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(notice(page)).toBeHidden();
  await page.reload();
  await idle(page);
  await expect(notice(page)).toBeHidden();
  // From the Rules page, in Danish too; a skip at the first step gives the game back.
  await page.locator('nav [data-action=rules]').click();
  await page.locator('dialog[data-dialog=rules] [data-action=lesson]').click();
  await expect(notice(page)).toContainText('Lesson 1 of 3');
  await mouseDrag(page, 'QS', await columnDropPoint(page, 3));
  await notice(page).getByRole('button', { name: 'Skip the lesson' }).click();
  await expect(notice(page)).toBeHidden();
  const back = await snapshot(page);
  expect(back.code).toBe(dealt.code);
  expect(back.columns).toEqual(dealt.columns);
});
