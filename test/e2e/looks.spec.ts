import type { Page } from '@playwright/test';
import { apply, newGame, parseCode, serialise } from '../../src/engine';
import { solve } from '../../src/solver';
import { expect, test } from './fixtures';
import { cardBox, columnDropPoint, foundationBox, idb, idle, mouseDrag, open, resize, setSetting, snapshot } from './helpers';

const CODE = 'YU1-C-AAAAAAD';
const settingsWindow = (page: Page) => page.locator('dialog[data-dialog=settings]');
const windowColour = (page: Page) => settingsWindow(page).evaluate((d) => getComputedStyle(d).backgroundColor);

async function chooseTheme(page: Page, theme: 'system' | 'light' | 'dark'): Promise<void> {
  await page.locator('[data-action=settings]').click();
  await page.locator('select[name=theme]').selectOption(theme);
}

test('the theme (dark or light as chosen, or as the device is set) and the table: kept, and painted before the app loads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, CODE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const felt = () => page.locator('#table').evaluate((t) => getComputedStyle(t).backgroundImage);
  // The felt's brightness: the mean of its colours' channels.
  const brightness = (image: string) => {
    const channels = [...image.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].flatMap((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    return channels.reduce((a, b) => a + b, 0) / channels.length;
  };
  const lightFelt = await felt();
  await chooseTheme(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await windowColour(page)).toBe('rgb(28, 35, 32)');
  // At night the felt is darker too, not only the frame and the windows.
  const green = await felt();
  expect(brightness(green)).toBeLessThan(brightness(lightFelt) * 0.8);
  // The table and the back, chosen in the same window.
  // The preview: cards drawn (ink), and drawn again for a new back and a new deck.
  const preview = () => page.locator('canvas.preview').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 0) ink++;
      sum = (sum * 31 + data[i]! + 7 * data[i + 1]! + 13 * data[i + 2]!) % 1_000_000_007;
    }
    return { ink: ink / (data.length / 4), sum };
  });
  await expect.poll(async () => (await preview()).ink).toBeGreaterThan(0.3);
  const lattice = await preview();
  await page.locator('select[name=table]').selectOption('wood');
  await page.locator('select[name=back]').selectOption('rose');
  await expect(page.locator('html')).toHaveClass(/table-wood/);
  expect(await felt()).not.toBe(green);
  await expect.poll(async () => (await preview()).sum).not.toBe(lattice.sum);
  const rose = await preview();
  await page.locator('select[name=deck]').selectOption('classic');
  await expect.poll(async () => (await preview()).sum).not.toBe(rose.sum);
  await page.locator('select[name=deck]').selectOption('modern');
  await page.screenshot({ path: test.info().outputPath('settings-dark.png') });
  await page.keyboard.press('Escape');
  // Kept, and painted before any script of the app runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveClass(/table-wood/);
  await page.unroute('**/assets/*.js');
  await page.reload();
  await idle(page);
  expect((await snapshot(page)).settings).toMatchObject({ theme: 'dark', table: 'wood', back: 'rose' });
  // As the device: it follows the device's change at once.
  await chooseTheme(page, 'system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await windowColour(page)).toBe('rgb(251, 250, 245)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a calm table: the time and the score hidden as set, still kept, and hidden from the first paint', async ({ page }) => {
  await open(page, CODE);
  const time = page.locator('[data-field=time]');
  const score = page.locator('[data-field=score]');
  await expect(time).toBeVisible();
  await setSetting(page, 'hideTime', true);
  await expect(time).toBeHidden();
  await expect(score).toBeVisible();
  await setSetting(page, 'hideScore', true);
  await expect(score).toBeHidden();
  // Still kept: a move counts, and the hidden fields still follow the game.
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  const played = await snapshot(page);
  expect(played.moves).toBe(1);
  await expect(page.locator('[data-info=score]')).toHaveText(String(played.score));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('[data-info=moves]')).toBeVisible();
  await expect(time).toBeHidden();
  await expect(score).toBeHidden();
});

/** Counts the audio the page makes: AudioContexts, and sources started (tones and noise). */
async function listenToAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = { contexts: 0, started: 0 };
    Object.defineProperty(window, 'heard', { value: heard });
    const Made = window.AudioContext;
    window.AudioContext = class extends Made {
      constructor(options?: AudioContextOptions) {
        super(options);
        heard.contexts++;
      }
    };
    // Tones (oscillators) and noise (buffer sources, whose start is their own).
    for (const kind of [OscillatorNode, AudioBufferSourceNode]) {
      const start = kind.prototype.start as (...args: unknown[]) => void;
      kind.prototype.start = function (this: AudioScheduledSourceNode, ...args: unknown[]) {
        heard.started++;
        return start.apply(this, args);
      };
    }
  });
}
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: { contexts: number; started: number } }).heard);

test('sound: off by default, silent then; turned on it plays the sample, the moves and the refusals, made here (nothing downloaded)', async ({ page }) => {
  await listenToAudio(page);
  await open(page, CODE);
  expect((await snapshot(page)).settings.sound).toBe(false);
  await mouseDrag(page, '4C', await columnDropPoint(page, 2));
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  await idle(page);
  expect(await heard(page)).toEqual({ contexts: 0, started: 0 });
  const sounds: string[] = [];
  page.on('request', (request) => /audio|\.(mp3|ogg|wav|m4a)/.test(request.url()) && sounds.push(request.url()));
  await setSetting(page, 'sound', true);
  await expect.poll(async () => (await heard(page)).started).toBe(2);
  expect((await heard(page)).contexts).toBe(1);
  // A move (4♥ back, an undo) and a refusal: each plays.
  await page.locator('[data-action=undo]').click();
  await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(2);
  const afterUndo = (await heard(page)).started;
  await mouseDrag(page, '4C', await columnDropPoint(page, 2));
  await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(afterUndo);
  // The volume, moved by keyboard on its slider, plays the sample at the new level and is kept.
  await page.locator('[data-action=settings]').click();
  const beforeVolume = (await heard(page)).started;
  await page.locator('input[name=volume]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await heard(page)).started).toBeGreaterThan(beforeVolume);
  expect((await snapshot(page)).settings.volume).toBe(50);
  expect(sounds).toEqual([]);
  expect((await heard(page)).contexts).toBe(1);
});

test('Mark the last move: a ring round the cards moved, back after a redo, gone after an undo and with the setting off', async ({ page }) => {
  await open(page, CODE);
  const mark = () => page.evaluate(async () => (await window.yukon.drawn()).mark);
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  expect(await mark()).toBeNull();
  await setSetting(page, 'markLast', true);
  // Turned on, it marks the move already played: 4♥ on its new column.
  const on = await page.evaluate(() => window.yukon.cardBox('4H'));
  await expect.poll(mark).toMatchObject({ x: on!.x, y: on!.y });
  await page.locator('#table canvas').screenshot({ path: test.info().outputPath('last-move.png') });
  await page.locator('[data-action=undo]').click();
  await idle(page);
  expect(await mark()).toBeNull();
  await page.locator('[data-action=redo]').click();
  await idle(page);
  expect(await mark()).not.toBeNull();
  await setSetting(page, 'markLast', false);
  expect(await mark()).toBeNull();
});

test('the win: the cards cascade off the table, and a tap ends it at once with every card home and the win window open @webgl', async ({ page }) => {
  test.setTimeout(120_000);
  const code = 'YU1-C-AAAAAAD';
  const parsed = parseCode(code);
  if (!parsed.ok) throw new Error(code);
  let game = newGame(parsed.code);
  const found = solve(game, { maxNodes: 200_000 });
  if (found.verdict !== 'won') throw new Error(`${code} is won: the solver must find its line`);
  for (const move of found.line.slice(0, -1)) game = apply(game, { type: 'move', ...move }).game;
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(message.text());
  });
  await open(page, code);
  // Planted while no page of the app is open (faults.spec.ts says why), one move from the win.
  await page.goto('/icons/icon-192.png');
  await idb(page, 'put', 'game', { v: 1, save: serialise(game), seconds: 30, hints: 0 });
  // The page's clock (timers, animation frames, performance.now) is the test's, running as real
  // time until it is paused: the cascade is stopped in flight for the tap, however slow the machine.
  await page.clock.install();
  await page.goto('/');
  await idle(page);
  await resize(page, { width: 800, height: 600 });
  // The last move, the last card dragged home by the mouse (no wait for the table to settle after
  // it: the cascade follows at once). A drag has no timing to miss, unlike a double click.
  const last = found.line.at(-1)!;
  expect(last.to).toBe('foundation');
  const from = await cardBox(page, last.card);
  const home = await foundationBox(page, 'SHDC'.indexOf(last.card.slice(-1)));
  await page.mouse.move(from.x + from.width / 2, from.y + Math.min(10, from.height / 2));
  await page.mouse.down();
  await page.mouse.move(home.x + home.width / 2, home.y + home.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await snapshot(page)).won).toBe(true);
  // The cascade: cards leave their places, and the table is busy with them. A second and a half
  // into it (of the page's time), the clock stops: the cards hang in flight until the tap.
  await expect.poll(() => page.evaluate(() => window.yukon.idle())).toBe(false);
  // The page's clock holds a cascade drawn on the page; one drawn in the table's worker runs on the
  // worker's own time (about five seconds for 52 cards), which no page clock reaches: there the tap
  // comes at once. The clock is not moved on then either: a jump of the page's time brings the
  // page's watchdog of the worker (3 s without an answer) nearer, and under a full run's load a
  // worker busy drawing the cascade was given up for dead, the table redrawn on the page without
  // its cascade (idle at once, the win window late: failed once in a full run here).
  const onPage = (await page.evaluate(() => window.yukon.thread())) === 'main';
  if (onPage) {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1500);
    await page.screenshot({ path: test.info().outputPath('cascade.png') });
  }
  await expect(page.locator('dialog[data-dialog=won]')).toBeHidden();
  // (Twice in full runs the table was idle here already, in the worker's branch: the stage was not
  // animating while the cascade's module loaded, between the last card's flight and the cascade,
  // and the poll above had seen the flight. The celebration now counts from the win. What the page
  // said is still kept: a worker given up logs why.)
  expect(await page.evaluate(() => window.yukon.idle()), `the page said: ${said.join(' | ') || 'nothing'}`).toBe(false);
  const canvas = (await page.locator('#table canvas').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  // Ended by the tap: on the page, not by time (the clock still stands); in the worker, the tap's
  // message reaches the cascade (the main-thread project holds the rest).
  await expect(page.locator('dialog[data-dialog=won]')).toBeVisible({ timeout: 3000 });
  await page.clock.resume();
  await idle(page);
  const s = await snapshot(page);
  expect(s.won).toBe(true);
  expect(s.foundations.map((f) => f.length)).toEqual([13, 13, 13, 13]);
  await page.screenshot({ path: test.info().outputPath('after-cascade.png') });
});
