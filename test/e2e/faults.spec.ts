import { expect, test } from './fixtures';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { dropPoint, idb, idle, mouseDrag, open, savedMoves, snapshot, tap, toast } from './helpers';

const CODE = 'YU1-C-AAAAAAD';

test.describe('faults are survived, explained, and lose nothing', () => {
  for (const [name, record] of [
    ['a corrupt game record', { v: 1, save: { format: 'yukon-game', version: 1, code: 'YU1-C-AAAAAAD', line: 'ZZ9 ??', at: 2, undoable: 2, moves: 2 }, seconds: 3 }],
    ['a foreign record', { hello: 'this is another app', list: [1, 2, 3] }],
    ['a game of illegal moves', { v: 1, save: { format: 'yukon-game', version: 1, code: 'YU1-C-AAAAAAD', line: 'KS1 KH1', at: 2, undoable: 2, moves: 2 }, seconds: 3 }],
  ] as const) {
    test(`${name}: the app starts cleanly, says so, and keeps the record aside`, async ({ page }) => {
      await open(page, CODE);
      await savedMoves(page, 0);
      // The record is planted while no page of the app is open: the app writes its game when it is
      // left, so a record planted under a running app is (rightly) overwritten on the way out.
      await page.goto('/icons/icon-192.png');
      await idb(page, 'put', 'game', record);
      await page.goto('/');
      await idle(page);
      await expect(toast(page)).toContainText('could not be read');
      const s = await snapshot(page);
      expect(s.moves).toBe(0);
      expect(s.columns.flat()).toHaveLength(52);
      const keys = (await idb(page, 'keys')) as string[];
      const backup = keys.find((k) => k.startsWith('backup:game:'));
      expect(backup).toBeDefined();
      expect(await idb(page, 'get', backup)).toEqual(record);
      // The app saves its new game in place of the bad one.
      await expect.poll(async () => ((await idb(page, 'get', 'game')) as { save?: { code?: string } }).save?.code).toBe(s.code);
    });
  }

  test('settings with bad fields are repaired field by field and the bad record kept aside', async ({ page }) => {
    await open(page, CODE);
    await idb(page, 'put', 'settings', { v: 1, value: { doubleClick: 'yes', placementHelp: false, lang: 'es', autoPlacement: true } });
    await page.reload();
    await idle(page);
    expect((await snapshot(page)).settings).toEqual({ ...DEFAULT_SETTINGS, placementHelp: false, autoPlacement: true });
    await expect(toast(page)).toContainText('settings');
    expect(((await idb(page, 'keys')) as string[]).some((k) => k.startsWith('backup:settings:'))).toBe(true);
  });

  test('IndexedDB unavailable: the game plays on in memory with a quiet notice', async ({ page }, info) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { get: () => undefined });
    });
    await open(page, CODE);
    await expect(toast(page)).toContainText('Saving is not available');
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
  });

  test('IndexedDB throwing on every write: the game plays on and the player is told', async ({ page }, info) => {
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('injected failure', 'UnknownError');
      };
    });
    await open(page, CODE);
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    await expect(toast(page)).toContainText(/could not be saved|not available/);
    await idle(page);
    await tap(page, 'AC', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).moves).toBe(2);
  });

  test('storage quota exceeded: the game is kept in memory, then saved when there is room', async ({ page }, info) => {
    // IndexedDB refuses writes with QuotaExceededError while the test says the disk is full.
    // (Chromium's DevTools quota override does not reach IndexedDB writes here, so the fault is
    // injected at the IndexedDB API; trimming to fit is covered by the RecordWriter unit tests.)
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if ((window as unknown as { diskFull?: boolean }).diskFull) throw new DOMException('injected: the disk is full', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await open(page, CODE);
    await savedMoves(page, 0);
    await page.evaluate(() => ((window as unknown as { diskFull?: boolean }).diskFull = true));
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    await expect(toast(page)).toContainText('storage is full');
    await savedMoves(page, 0);
    await page.evaluate(() => ((window as unknown as { diskFull?: boolean }).diskFull = false));
    await idle(page);
    await tap(page, 'AC', !!info.project.use.hasTouch);
    await savedMoves(page, 2);
  });

  test('a statistics write on a full disk and on failing storage: said, kept in memory, and written once it can be', async ({ page }) => {
    // IndexedDB refuses the statistics record while the test says so: first a full disk, then a
    // failure of any other kind. A game left with a move for a new deal changes the statistics.
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        const fault = (window as unknown as { statsFault?: string }).statsFault;
        if (fault && args[1] === 'stats') throw new DOMException('injected: the statistics cannot be written', fault);
        return put.apply(this, args);
      };
    });
    const leaveForNewDeal = async () => {
      await tap(page, 'AH', false);
      await expect.poll(async () => (await snapshot(page)).moves).toBeGreaterThan(0);
      await idle(page);
      await page.locator('nav [data-action=new-game]').click();
      await page.locator('dialog[data-dialog=new-game] [data-action=new-deal]').click();
      await idle(page);
    };
    const played = async () => ((await idb(page, 'get', 'stats')) as { value?: { classic?: { played?: number } } } | undefined)?.value?.classic?.played ?? 0;
    for (const [fault, said] of [['QuotaExceededError', 'your statistics are kept in memory'], ['UnknownError', 'Your statistics could not be saved']] as const) {
      await open(page, CODE);
      const before = await played();
      await page.evaluate((f) => ((window as unknown as { statsFault?: string }).statsFault = f), fault);
      await leaveForNewDeal();
      await expect(toast(page)).toContainText(said);
      expect(await played()).toBe(before);
      // Room again: the next write (the game of another new deal) takes the statistics with it.
      await page.evaluate(() => ((window as unknown as { statsFault?: string }).statsFault = undefined));
      await page.locator('nav [data-action=new-game]').click();
      await page.locator('dialog[data-dialog=new-game] [data-action=new-deal]').click();
      await expect.poll(played).toBe(before + 1);
    }
  });

  test('a second tab says the game is open elsewhere, and can take over without overwriting; the tab left plays on by itself once the other is closed', async ({ page, context }) => {
    await open(page, CODE);
    await tap(page, 'AH', false);
    await savedMoves(page, 1);
    const second = await context.newPage();
    await second.goto('/');
    await idle(second);
    const elsewhere = second.locator('dialog[data-dialog=elsewhere]');
    await expect(elsewhere).toBeVisible();
    // The first tab plays on and saves; the second writes nothing.
    await tap(page, 'AC', false);
    await savedMoves(page, 2);
    await second.locator('[data-action=take-over]').click();
    await expect(elsewhere).not.toBeVisible();
    await expect(page.locator('dialog[data-dialog=elsewhere]')).toBeVisible();
    // The second tab took over with the latest game, and its moves are the ones saved now.
    expect((await snapshot(second)).moves).toBe(2);
    await idle(second);
    await tap(second, '2C', false);
    await savedMoves(second, 3);
    // The first tab no longer writes: an undo there (by key and by its button, under the window)
    // changes nothing, and leaving it (pagehide, which saves a writing tab) writes nothing.
    await page.keyboard.press('Control+z');
    await page.locator('nav [data-action=undo]').click({ force: true });
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    expect((await snapshot(page)).moves).toBe(2);
    await savedMoves(second, 3);
    // The second tab is closed: the first plays on by itself, from the game the second saved.
    await second.close();
    await expect(page.locator('dialog[data-dialog=elsewhere]')).not.toBeVisible();
    expect((await snapshot(page)).moves).toBe(3);
    await idle(page);
    await mouseDrag(page, 'JS', await dropPoint(page, { card: 'JS', to: 5 }));
    await savedMoves(page, 4);
  });

  // Where the table is drawn by WebGL: in its worker, and on the page of a browser that cannot
  // hand a canvas over.
  for (const [where, offscreen] of [['in its worker', true], ['on the page', false]] as const) {
    test.describe(where, () => {
      test.use({ offscreen });
      test(`a lost WebGL context comes back with the table and the game intact, ${where} @webgl-only`, async ({ page }, info) => {
        await open(page, CODE);
        await tap(page, 'AH', !!info.project.use.hasTouch);
        await expect.poll(async () => (await snapshot(page)).moves).toBe(1);
        await idle(page);
        const before = await snapshot(page);
        // The context is lost where the table is drawn: in its worker, or on the page.
        const loseAndRestore = async () => {
          const canvas = ((self as { yukonTable?: OffscreenCanvas }).yukonTable ?? document.querySelector('canvas')) as HTMLCanvasElement;
          const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
          const lose = gl.getExtension('WEBGL_lose_context');
          if (!lose) throw new Error('no WEBGL_lose_context');
          lose.loseContext();
          const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
          await wait(300);
          const wasLost = gl.isContextLost();
          lose.restoreContext();
          for (let i = 0; i < 50 && gl.isContextLost(); i++) await wait(100);
          return wasLost && !gl.isContextLost();
        };
        const worker = page.workers().find((w) => w.url().includes('stage-worker'));
        const lost = (await page.evaluate(() => window.yukon.thread())) === 'worker' ? await worker!.evaluate(loseAndRestore) : await page.evaluate(loseAndRestore);
        expect(lost).toBe(true);
        await expect(toast(page)).toContainText('display was reset');
        await idle(page);
        expect({ ...(await snapshot(page)), seconds: 0 }).toEqual({ ...before, seconds: 0 });
        const shot = await page.locator('canvas').screenshot({ path: info.outputPath('after-context-loss.png') });
        expect(shot.length).toBeGreaterThan(10_000);
        await tap(page, 'AC', !!info.project.use.hasTouch);
        await expect.poll(async () => (await snapshot(page)).foundations[3]).toEqual(['AC']);
      });
    });
  }

  test('the table is drawn by WebGL where a GPU draws it, by the 2D canvas where WebGL is drawn by the CPU (SwiftShader here), and only that renderer is fetched @webgl', async ({ page, gpu }, info) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, CODE);
    expect(await page.evaluate(() => window.yukon.drawing())).toBe(gpu ? 'webgl' : 'canvas');
    const renderers = fetched.filter((path) => /(webgl|canvas)-renderer-[\w-]+\.js$/.test(path)).map((path) => (path.includes('webgl') ? 'webgl' : 'canvas'));
    expect(renderers).toEqual([gpu ? 'webgl' : 'canvas']);
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
  });

  test('the table’s worker failing to start, or failing later: the table is drawn on the page, the game intact, nothing said @webgl-only', async ({ page }, info) => {
    info.annotations.push({ type: 'drawn-on', description: 'main' });
    const touch = !!info.project.use.hasTouch;
    const drawnOnPage = () => expect.poll(() => page.evaluate(() => window.yukon.thread())).toBe('main');
    // Its script cannot be had: the page draws the table from the start.
    await page.route(/\/assets\/stage-worker-[^/]*\.js$/, (route) => route.abort());
    await open(page, CODE);
    await drawnOnPage();
    await tap(page, 'AH', touch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    // Started, then failing in the middle of a game: the page takes over what was shown.
    await page.unroute(/\/assets\/stage-worker-[^/]*\.js$/);
    await page.reload();
    await idle(page);
    expect(await page.evaluate(() => window.yukon.thread())).toBe('worker');
    const before = await snapshot(page);
    const worker = page.workers().find((w) => w.url().includes('stage-worker'));
    await worker!.evaluate(() => void setTimeout(() => {
      throw new Error('the table’s worker fails (a test)');
    }));
    await drawnOnPage();
    await idle(page);
    expect({ ...(await snapshot(page)), seconds: 0 }).toEqual({ ...before, seconds: 0 });
    const shot = await page.locator('#table').screenshot({ path: info.outputPath('drawn-on-page.png') });
    expect(shot.length).toBeGreaterThan(10_000);
    await tap(page, 'AC', touch);
    await expect.poll(async () => (await snapshot(page)).foundations[3]).toEqual(['AC']);
    await expect(toast(page)).toBeHidden();
  });

  test.describe('on the main thread', () => {
    // The page's WebGL taken away: the worker's cannot be from here, so the table is drawn on the page.
    test.use({ offscreen: false });
    test('WebGL remembered from the last start and gone since: the table is drawn by the canvas, and the next start knows', async ({ page }, info) => {
    await page.addInitScript(() => {
      localStorage.setItem('yukon:drawing', JSON.stringify([navigator.userAgent, 'webgl']));
      const proto = HTMLCanvasElement.prototype as unknown as { getContext(type: string, ...rest: unknown[]): unknown };
      const getContext = proto.getContext;
      proto.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type.includes('webgl') ? null : getContext.call(this, type, ...rest);
      };
    });
    await open(page, CODE);
    expect(await page.evaluate(() => window.yukon.drawing())).toBe('canvas');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('yukon:drawing') ?? '[]')[1])).toBe('canvas');
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
    });
  });

  test('without WebGL the table is drawn by the canvas renderer, fetched only then, and plays', async ({ page }, info) => {
    await page.addInitScript(() => {
      const proto = HTMLCanvasElement.prototype as unknown as { getContext(type: string, ...rest: unknown[]): unknown };
      const getContext = proto.getContext;
      proto.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type.includes('webgl') ? null : getContext.call(this, type, ...rest);
      };
    });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, CODE);
    expect(fetched.some((path) => /canvas-renderer-[\w-]+\.js$/.test(path))).toBe(true);
    expect(fetched.some((path) => /webgl-renderer-[\w-]+\.js$/.test(path))).toBe(false);
    const shot = await page.locator('canvas').screenshot({ path: info.outputPath('without-webgl.png') });
    expect(shot.length).toBeGreaterThan(10_000);
    await tap(page, 'AH', !!info.project.use.hasTouch);
    await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
  });
});
