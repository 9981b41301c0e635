import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Snapshot, YukonHook } from '../../src/app/platform/hook';
import { apply, serialise, type Game, type Move } from '../../src/engine';
import type { Lang } from '../../src/ui/i18n';

export type Box = { x: number; y: number; width: number; height: number };
declare global {
  interface Window {
    yukon: YukonHook;
  }
}

/** axe-core on the page as it is: no serious or critical violation. */
export async function audit(page: Page, what: string): Promise<void> {
  // axe runs in the page itself (legacy mode): by default it opens a blank page for every audit to
  // join the results of the page's frames, which took twice the CPU (2.8 s against 1.4 s an audit,
  // the same violations, passes and incomplete), and this page has no other frame to join.
  expect(page.frames(), `${what}: one frame to audit`).toHaveLength(1);
  const result = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens a deal by its code and waits until the cards have landed. */
export async function open(page: Page, code: string): Promise<void> {
  await page.goto(`/?code=${code}`);
  await idle(page);
  expect((await snapshot(page)).code).toBe(code);
}

export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.yukon?.idle(), null, { timeout: 20_000 });
}

export const snapshot = (page: Page): Promise<Snapshot> => page.evaluate(() => window.yukon.snapshot());

function found(b: Box | null, what: string): Box {
  if (!b) throw new Error(`nothing to grab for ${what}`);
  return b;
}

export const cardBox = async (page: Page, id: string) => found(await page.evaluate((c) => window.yukon.cardBox(c), id), id);
export const columnBox = async (page: Page, i: number) => found(await page.evaluate((n) => window.yukon.columnBox(n), i), `column ${i}`);
export const foundationBox = async (page: Page, i: number) => found(await page.evaluate((n) => window.yukon.foundationBox(n), i), `foundation ${i}`);

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 20) });

/** Where to drop on a column: on its last card, or on its empty place. */
export async function columnDropPoint(page: Page, column: number): Promise<{ x: number; y: number }> {
  const snap = await snapshot(page);
  const last = snap.columns[column]?.at(-1);
  const b = last ? await cardBox(page, last.id) : await columnBox(page, column);
  return { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 30) };
}

/**
 * A real mouse drag from a card to a point, in small steps (`steps` along the way: fewer make
 * a long game's hundred drags quicker on a slow software renderer).
 */
export async function mouseDrag(page: Page, card: string, to: { x: number; y: number }, hold?: () => Promise<void>, steps = 3): Promise<void> {
  const from = centre(await cardBox(page, card));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // One step: straight to the drop point, past the drag threshold in one move.
  if (steps > 1) await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps });
  if (hold) await hold();
  await page.mouse.up();
  await idle(page);
}

/** A real touch drag (touchstart, touchmove…, touchend) through the DevTools protocol. */
export async function touchDrag(page: Page, card: string, to: { x: number; y: number }, steps = 4): Promise<void> {
  const from = centre(await cardBox(page, card));
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  await touch('touchStart', from.x, from.y);
  for (let i = 1; i <= steps; i++) await touch('touchMove', from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  await touch('touchEnd', to.x, to.y);
  await cdp.detach();
  await idle(page);
}

/** A real tap (touch where the page has touch, else a mouse click) on a card. */
export async function tap(page: Page, card: string, touch: boolean): Promise<void> {
  const p = centre(await cardBox(page, card));
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/**
 * Two quick taps on a card. By touch, the four touch events are sent at once through the DevTools
 * protocol (delivered in order), not as two taps each awaited: on a busy machine the second of two
 * awaited taps came 360 ms after the first, past the 300 ms a double tap may take, and was a
 * single tap.
 */
export async function doubleTap(page: Page, card: string, touch: boolean): Promise<void> {
  const p = centre(await cardBox(page, card));
  if (!touch) return page.mouse.dblclick(p.x, p.y);
  const cdp = await page.context().newCDPSession(page);
  const touchEvent = (type: 'touchStart' | 'touchEnd') => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }] });
  await Promise.all([touchEvent('touchStart'), touchEvent('touchEnd'), touchEvent('touchStart'), touchEvent('touchEnd')]);
  await cdp.detach();
}

/** The toast line: the rule shown when a move is refused. */
export const toast = (page: Page) => page.locator('[data-toast]');

/** Changes one setting through the Settings window. */
export async function setSetting(page: Page, name: string, on: boolean): Promise<void> {
  await page.locator('[data-action=settings]').click();
  const box = page.locator(`dialog[data-dialog=settings] input[name=${name}]`);
  await box.setChecked(on);
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
  await expect(page.locator('dialog[data-dialog=settings]')).not.toBeVisible();
}

/** Chooses a language in the Settings window: 'auto' (as the browser), or one the app speaks. */
export async function setLanguage(page: Page, lang: 'auto' | Lang): Promise<void> {
  await page.locator('[data-action=settings]').click();
  await page.locator('select[name=lang]').selectOption(lang);
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
}

/** Reads or writes the app's IndexedDB records directly, as a test that injects faults must. */
export function idb(page: Page, op: 'get' | 'put' | 'keys', key?: string, value?: unknown): Promise<unknown> {
  return page.evaluate(
    ([op, key, value]) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('yukon');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const store = db.transaction('records', op === 'put' ? 'readwrite' : 'readonly').objectStore('records');
          const q = op === 'get' ? store.get(key as string) : op === 'put' ? store.put(value, key as string) : store.getAllKeys();
          q.onsuccess = () => {
            resolve(q.result);
            db.close();
          };
          q.onerror = () => reject(q.error);
        };
      }),
    [op, key, value] as const,
  );
}

/**
 * Starts the app on a game planted as its saved game (a position along a winning line, or any
 * other), once the app has made its store. Planted while no page of the app is open: the app
 * writes its game when it is left, so a record planted under a running app is (rightly)
 * overwritten on the way out.
 */
export async function plant(page: Page, game: Game, seconds = 30): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto('/');
    await idle(page);
  }
  await page.goto('/icons/icon-192.png');
  await idb(page, 'put', 'game', { v: 1, save: serialise(game), seconds, hints: 0 });
  await page.goto('/');
  await idle(page);
  expect((await snapshot(page)).moves).toBe(game.moves);
}

/** Waits until the saved game record holds `moves` moves. */
export async function savedMoves(page: Page, moves: number): Promise<void> {
  await expect.poll(async () => ((await idb(page, 'get', 'game')) as { save?: { moves?: number } } | undefined)?.save?.moves).toBe(moves);
}

const SUIT_INDEX = { S: 0, H: 1, D: 2, C: 3 } as const;
export const hintButton = (page: Page) => page.locator('nav [data-action=hint]');
export const finishButton = (page: Page) => page.locator('#table [data-action=finish]');
export const notice = (page: Page) => page.locator('[data-notice]');

/** Presses Hint (a click, or a tap on a touch screen) and waits for the hint on the table. */
export async function askHint(page: Page, touch: boolean): Promise<Move> {
  const box = await hintButton(page).boundingBox();
  if (!box) throw new Error('no Hint button');
  // A real tap or click in its middle (a locator's click first waits for two steady frames).
  if (touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.yukon.hint() !== null && window.yukon.idle(), null, { timeout: 20_000 });
  return (await page.evaluate(() => window.yukon.hint())) as Move;
}

/** Where a move's cards are dropped: on the last card of the column, or on the foundation. */
export async function dropPoint(page: Page, move: Move): Promise<{ x: number; y: number }> {
  if (move.to !== 'foundation') return columnDropPoint(page, move.to);
  const b = await foundationBox(page, SUIT_INDEX[move.card.slice(-1) as keyof typeof SUIT_INDEX]);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** The game as the page has it, rebuilt in the test from the snapshot, to check moves with the engine. */
export async function tableNow(page: Page): Promise<Game> {
  const snap = await snapshot(page);
  const columns = snap.columns.map((c) => ({ cards: c.map((x) => x.id), down: c.filter((x) => !x.faceUp).length }));
  return { rule: snap.rule, deal: 0, table: { columns, foundations: snap.foundations.map((f) => f.length), score: snap.score }, moves: snap.moves, line: null, undoable: 0, redo: null };
}


/**
 * Plays the game on the page to its end by hints, each shown, checked against the engine, and
 * played by real input (a mouse drag, or a touch drag); `afterEach` looks at the page between moves.
 */
/**
 * For a whole game's hundred moves: a smaller screen and no motion. Each frame here costs time
 * in proportion to its pixels (the 2D canvas handed to the compositor; with software WebGL, read
 * back), and a move with its flight takes several frames; the motion itself is tested by the
 * specs that play a few moves.
 */
export async function brisk(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await resize(page, size);
}

/**
 * A new size of the window, and the table laid out for it: the app sees the resize a frame later,
 * so `idle` alone could answer before the cards had moved, and a card's box be the old size's.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [size.width, size.height]);
  // The table is laid out again once the browser has laid out the page and told the table's
  // observer: the canvas then has the table's size. Not two animation frames: under
  // page.clock.install() they are the test's timers and may both pass before the browser's
  // slow frame (software WebGL), and the next drag was aimed at the old places.
  await page.waitForFunction(() => {
    const host = document.getElementById('table');
    const canvas = host?.querySelector('canvas');
    return host != null && canvas != null && canvas.clientWidth === host.clientWidth && canvas.clientHeight === host.clientHeight;
  });
  await idle(page);
}

/**
 * Follows Hint with a real drag for each move until the game is won (it fails after 250 hints
 * without a win); or, given `moves`, for that many moves only.
 */
export async function winByHints(page: Page, touch: boolean, afterEach: () => Promise<void> = async () => {}, moves = Infinity): Promise<void> {
  for (let step = 0; step < Math.min(250, moves); step++) {
    const before = await tableNow(page);
    const move = await askHint(page, touch);
    expect(await page.evaluate(() => window.yukon.verdict())).toBe('won');
    // The hint is a legal move of the game on the table, and the page shows it in words.
    expect(apply(before, { type: 'move', ...move }).ok).toBe(true);
    await expect(toast(page)).toContainText('Hint:');
    const to = await dropPoint(page, move);
    if (!touch) await mouseDrag(page, move.card, to, undefined, 1);
    else await touchDrag(page, move.card, to, 2);
    const after = await snapshot(page);
    expect(after.moves).toBe(before.moves + 1);
    if (after.won) return;
    await afterEach();
  }
  if (moves === Infinity) throw new Error('not won after 250 hints: a winning line is never that long');
}

/** Where the keyboard is; it must be on the table. */
export const focusNow = async (page: Page) => {
  const focus = await page.evaluate(() => window.yukon.focus());
  if (!focus) throw new Error('the keyboard is not on the table');
  return focus;
};
/** Places in the order Left and Right walk them: columns 0–6, then the 4 foundations. */
const order = (place: number | string) => (typeof place === 'number' ? place : 7 + Number(place.slice(11)));

/** Tabs from the top of the page until the keyboard is on the table. */
export async function tabToTable(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('[data-reader]'))) return;
  }
  throw new Error('Tab never reached the table');
}

/** Walks the focus with Left or Right to a place (the shorter way round). */
export async function walkTo(page: Page, place: number): Promise<void> {
  const from = order((await focusNow(page)).place);
  const right = (place - from + 11) % 11;
  const key = right <= 11 - right ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.min(right, 11 - right); i++) await page.keyboard.press(key);
}
