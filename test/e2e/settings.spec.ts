import { expect, test } from './fixtures';
import { newGame, refuseMove } from '../../src/engine';
import { refusalSentence } from '../../src/ui/messages';
import { cardBox, columnDropPoint, idle, mouseDrag, open, setSetting, snapshot, toast } from './helpers';

const CODE = 'YU1-C-AAAAAAD';

test.describe('settings change what the table does', () => {
  test('the defaults are those of the rules', async ({ page }) => {
    await open(page, CODE);
    expect((await snapshot(page)).settings).toEqual({ doubleClick: true, placementHelp: true, interactiveRules: true, autoPlacement: false, tapToMove: false, showWinnable: false, winnableOnly: false, grade: 'any', fourColour: false, largeIndex: false, dimCards: false, leftHanded: false, animation: 'normal', lang: 'auto', deck: 'modern', back: 'lattice', table: 'green', theme: 'system', hideTime: false, hideScore: false, markLast: false, sound: false, volume: 60, vibrate: false, lessonSeen: false });
  });

  test('Placement help: legal places glow while dragging, and not when it is off', async ({ page }) => {
    await open(page, CODE);
    // 4♥ may go on 5♠ (column 3) only.
    let glowing: unknown[] = [];
    const target = await cardBox(page, '5S');
    await mouseDrag(page, '4H', { x: 700, y: 700 }, async () => {
      glowing = await page.evaluate(() => window.yukon.glowing());
    });
    expect(glowing).toHaveLength(1);
    expect(glowing[0]).toMatchObject({ x: target.x, y: target.y });
    await page.screenshot({ path: test.info().outputPath('placement-help.png') });
    await setSetting(page, 'placementHelp', false);
    await mouseDrag(page, '4H', { x: 700, y: 700 }, async () => {
      glowing = await page.evaluate(() => window.yukon.glowing());
    });
    expect(glowing).toHaveLength(0);
  });

  test('Interactive rules off: a refused move slides back without a word', async ({ page }) => {
    await open(page, CODE);
    await setSetting(page, 'interactiveRules', false);
    await mouseDrag(page, '4C', await columnDropPoint(page, 2));
    await expect(toast(page)).not.toBeVisible();
    await expect(toast(page)).toHaveText('');
    expect((await snapshot(page)).moves).toBe(0);
    await setSetting(page, 'interactiveRules', true);
    await mouseDrag(page, '4C', await columnDropPoint(page, 2));
    const refusal = refuseMove(newGame({ rule: 'classic', deal: 3 }).table, 'classic', { card: '4C', to: 2 });
    await expect(toast(page)).toHaveText(refusalSentence(refusal!, 'en'));
  });

  test('Automatic placement: a drop on a wrong place goes to the best place instead', async ({ page }) => {
    await open(page, CODE);
    // Off: 4♥ dropped on 4♣ (column 2) slides back.
    await mouseDrag(page, '4H', await columnDropPoint(page, 1));
    expect((await snapshot(page)).columns[0]?.[0]?.id).toBe('4H');
    await setSetting(page, 'autoPlacement', true);
    await mouseDrag(page, '4H', await columnDropPoint(page, 1));
    const s = await snapshot(page);
    expect(s.columns[2]?.at(-1)?.id).toBe('4H');
    expect(s.columns[0]).toEqual([]);
  });

  test('Language: Danish rewrites the page and the rules it shows', async ({ page }) => {
    await open(page, CODE);
    await page.locator('[data-action=settings]').click();
    await page.locator('select[name=lang]').selectOption('da');
    await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
    await expect(page.locator('[data-action=new-game]')).toHaveText('Nyt spil');
    await mouseDrag(page, '4C', await columnDropPoint(page, 2));
    await expect(toast(page)).toHaveText('4♣ kan kun lægges på 5♥ eller 5♦: rød på sort, sort på rød.');
  });
});

test('cards for every pair of eyes: each option redraws the table at once, with no reload, and is kept', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await page.evaluate(() => Object.defineProperty(window, 'sameDocument', { value: true }));
  const canvas = page.locator('#table canvas');
  const before = await canvas.screenshot();
  await setSetting(page, 'fourColour', true);
  await idle(page);
  const four = await canvas.screenshot();
  expect(four.equals(before)).toBe(false);
  await setSetting(page, 'largeIndex', true);
  await idle(page);
  expect((await canvas.screenshot()).equals(four)).toBe(false);
  // Large indices show more of each fanned card: the same card's grab strip is taller.
  const strip = (await page.evaluate(() => window.yukon.cardBox('9H')))!.height;
  await setSetting(page, 'largeIndex', false);
  await idle(page);
  expect(strip).toBeGreaterThan((await page.evaluate(() => window.yukon.cardBox('9H')))!.height * 1.3);
  // Left-handed: the foundations left of the columns they were right of, and the toolbar first.
  const right = await page.evaluate(() => window.yukon.foundationBox(0)!.x);
  await setSetting(page, 'leftHanded', true);
  await idle(page);
  expect(await page.evaluate(() => window.yukon.foundationBox(0)!.x)).toBeLessThan(right);
  const navBox = (await page.locator('nav').boundingBox())!;
  const infoBox = (await page.locator('.info').boundingBox())!;
  expect(navBox.x).toBeLessThan(infoBox.x);
  // Softer cards: only in the dark theme (here the device's), redrawn at once when it turns dark.
  await idle(page);
  const lit = await canvas.screenshot();
  await setSetting(page, 'dimCards', true);
  await idle(page);
  expect((await canvas.screenshot()).equals(lit)).toBe(true);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await idle(page);
  const soft = await canvas.screenshot();
  await setSetting(page, 'dimCards', false);
  await idle(page);
  expect((await canvas.screenshot()).equals(soft)).toBe(false);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Kept: a reload comes back with the same looks.
  await page.reload();
  await idle(page);
  expect((await snapshot(page)).settings).toMatchObject({ fourColour: true, largeIndex: false, leftHanded: true });
  expect(await page.evaluate(() => window.yukon.foundationBox(0)!.x)).toBeLessThan(right);
  // The frame painted before any script is mirrored already.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect((await page.locator('nav').boundingBox())!.x).toBeLessThan((await page.locator('.info').boundingBox())!.x);
});
