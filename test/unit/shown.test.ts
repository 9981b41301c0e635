import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealTable } from '../../src/engine';
import { startInteraction } from '../../src/interaction';
import { EMPTY_TABLE, layoutTable } from '../../src/view/layout';
import { Shown, revealed } from '../../src/view/shown';
import { DEFAULT_SETTINGS, STAGE_SETTINGS, pick } from '../../src/settings';
import type { FromStage, ToStage } from '../../src/view/stage-protocol';

const LOOKS = { ...pick(DEFAULT_SETTINGS, STAGE_SETTINGS), dark: false };

describe('what the table shows, and when it is laid out again (shown.ts)', () => {
  const table = dealTable(7);

  it('lays a table out as layoutTable does, with the interaction’s windows and the motion setting', () => {
    const shown = new Shown(834, 1120, () => false);
    const model = startInteraction(table);
    expect(shown.show(table, model)).toEqual(layoutTable(table, 834, 1120, { ...shown.looks, windows: {}, reveal: null, still: false }));
    shown.setLooks({ ...shown.looks, animation: 'off' });
    expect(shown.still).toBe(true);
    expect(new Shown(834, 1120, () => true).still).toBe(true);
  });

  it('says new looks lay the table out again only for new indices or a new side, and only once a table is shown', () => {
    const shown = new Shown(834, 1120, () => false);
    expect(shown.setLooks({ ...LOOKS, largeIndex: true })).toBe(false);
    shown.show(table);
    expect(shown.setLooks({ ...LOOKS, largeIndex: true })).toBe(false);
    expect(shown.setLooks({ ...LOOKS, largeIndex: true, deck: 'classic', fourColour: true })).toBe(false);
    expect(shown.setLooks({ ...LOOKS, largeIndex: true, deck: 'classic', leftHanded: true })).toBe(true);
  });

  it('resizes to at least a pixel, and says what is laid out again: nothing, the deck or the table', () => {
    const shown = new Shown(834, 1120, () => false);
    expect(shown.resize(0, -3)).toBeNull();
    expect([shown.width, shown.height]).toEqual([1, 1]);
    shown.resize(834, 1120);
    expect(shown.deck()).toEqual(layoutTable(EMPTY_TABLE, 834, 1120, LOOKS));
    expect(shown.resize(1194, 770)).toBe('deck');
    shown.show(table);
    expect(shown.resize(390, 760)).toBe('table');
  });

  it('lays the table out again for a fold opened, not for a model that only draws over it', () => {
    const shown = new Shown(834, 1120, () => false);
    const model = startInteraction(table);
    shown.show(table, model);
    const selected = { ...model, keyboard: true };
    expect(shown.relays(selected)).toBe(false);
    expect(shown.model).toBe(selected);
    expect(shown.relays({ ...selected, windows: { 3: 1 } })).toBe(true);
    // Not taken: the caller shows it.
    expect(shown.model).toBe(selected);
    expect(new Shown(834, 1120, () => false).relays(model)).toBe(false);
  });

  it('reveals the keyboard’s card, and none in a preview or without the keyboard', () => {
    const model = startInteraction(table);
    expect(revealed(model)).toBeNull();
    expect(revealed({ ...model, keyboard: true })).toBe(model.focus.card);
    expect(revealed({ ...model, keyboard: true, preview: table })).toBeNull();
  });
});

/** A worker that keeps what it is told and answers as the test says. */
class FakeWorker {
  static last: FakeWorker;
  readonly told: ToStage[] = [];
  onmessage: ((e: { data: FromStage }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: ToStage) {
    this.told.push(message);
  }
  terminate() {}
  say(data: FromStage) {
    this.onmessage?.({ data });
  }
}

describe('the page’s side of the table drawn in a worker (remote-stage.ts)', () => {
  beforeEach(() => {
    const canvas = { style: {} as Record<string, string>, transferControlToOffscreen: () => ({ offscreen: true }) };
    vi.stubGlobal('document', { createElement: () => canvas });
    vi.stubGlobal('window', { devicePixelRatio: 3 });
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('localStorage', { setItem: vi.fn(), getItem: () => null });
    vi.stubGlobal('navigator', { userAgent: 'a test' });
  });
  afterEach(() => vi.unstubAllGlobals());

  const made = async () => {
    const { RemoteStage } = await import('../../src/view/remote-stage');
    const host = { clientWidth: 834, clientHeight: 1120, appendChild: vi.fn() };
    const stage = new RemoteStage(host as unknown as HTMLElement, () => false, () => 'webgl');
    return { stage, worker: FakeWorker.last, host };
  };
  const state = (seq: number, busy = false): FromStage => ({ type: 'state', seq, busy, redrawing: false, frames: 1, scene: { lifted: [], glows: [], ring: null, mark: null, shadow: null }, atlasBytes: 4 });

  it('hands the canvas over first, at the host’s size and at most 2× device pixels, then numbers every message', async () => {
    const { stage, worker, host } = await made();
    expect(host.appendChild).toHaveBeenCalledWith(stage.canvas);
    expect(stage.canvas.style).toMatchObject({ width: '834px', height: '1120px' });
    expect(worker.told[0]).toMatchObject({ type: 'init', seq: 1, width: 834, height: 1120, resolution: 2, drawing: 'webgl', reduced: false });
    stage.showDeck();
    stage.show(dealTable(7), 'deal', startInteraction(dealTable(7)));
    expect(worker.told.map((m) => [m.type, m.seq])).toEqual([['init', 1], ['deck', 2], ['show', 3]]);
  });

  it('knows the layout at once, the one the worker lays out from the same calls', async () => {
    const { stage } = await made();
    const table = dealTable(7);
    stage.show(table, 'instant', startInteraction(table));
    expect(stage.layout).toEqual(layoutTable(table, 834, 1120, { ...LOOKS, windows: {}, reveal: null, still: false }));
    stage.resize(390, 760);
    expect(stage.layout?.cardWidth).toBe(layoutTable(table, 390, 760).cardWidth);
    expect(stage.canvas.style).toMatchObject({ width: '390px', height: '760px' });
  });

  it('is busy until the worker has handled the last message and drawn it', async () => {
    const { stage, worker } = await made();
    stage.showDeck();
    expect(stage.animating).toBe(true);
    worker.say(state(2, true));
    expect(stage.animating).toBe(true);
    worker.say(state(2, false));
    expect(stage.animating).toBe(false);
    stage.draw(startInteraction(dealTable(7)));
    expect(stage.animating).toBe(true);
    expect(worker.told.at(-1)?.type).toBe('draw');
  });

  it('is made once the worker says its stage is ready (play is wired then, while it draws the first frame)', async () => {
    const { stage, worker } = await made();
    let isMade = false;
    void stage.made().then(() => (isMade = true));
    stage.showDeck();
    worker.say(state(2));
    await Promise.resolve();
    expect(isMade).toBe(false);
    worker.say({ type: 'ready', drawing: 'webgl' });
    await Promise.resolve();
    expect(isMade).toBe(true);
  });

  it('answers drawn() and a cascade’s end when the worker says so, and remembers a WebGL the worker could not have', async () => {
    const { stage, worker } = await made();
    let drawn = false;
    void stage.drawn().then(() => (drawn = true));
    const asked = worker.told.at(-1) as Extract<ToStage, { type: 'drawn' }>;
    worker.say({ type: 'drawn', id: asked.id });
    await Promise.resolve();
    expect(drawn).toBe(true);
    const done = vi.fn();
    stage.show(dealTable(7), 'instant');
    stage.celebrate(done);
    const cascade = worker.told.at(-1) as Extract<ToStage, { type: 'celebrate' }>;
    expect(done).not.toHaveBeenCalled();
    worker.say({ type: 'celebrated', id: cascade.id });
    expect(done).toHaveBeenCalledOnce();
    worker.say({ type: 'ready', drawing: 'canvas' });
    expect(stage.drawing).toBe('canvas');
    expect(localStorage.setItem).toHaveBeenCalledWith('yukon:drawing', expect.stringContaining('canvas'));
  });

  it('tells the worker when reduced motion changes before it shows, and ends a cascade at once without motion', async () => {
    const { RemoteStage } = await import('../../src/view/remote-stage');
    let reduced = false;
    const stage = new RemoteStage({ clientWidth: 800, clientHeight: 600, appendChild: vi.fn() } as unknown as HTMLElement, () => reduced, () => 'canvas');
    const worker = FakeWorker.last;
    reduced = true;
    stage.show(dealTable(7), 'deal');
    expect(worker.told.slice(-2).map((m) => m.type)).toEqual(['motion', 'show']);
    const done = vi.fn();
    stage.celebrate(done);
    expect(done).toHaveBeenCalledOnce();
    expect(worker.told.at(-1)?.type).toBe('show');
  });
});

describe('where the table is drawn (worker-choice.ts)', () => {
  const SAFARI = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  let stored: string | null = null;
  beforeEach(() => {
    stored = null;
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('HTMLCanvasElement', { prototype: { transferControlToOffscreen() {} } });
    vi.stubGlobal('localStorage', { getItem: () => stored, setItem: (_: string, value: string) => (stored = value) });
    vi.stubGlobal('navigator', { userAgent: CHROME });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws in a worker in Blink and Gecko, on the page in WebKit (its worker stops after the first frame)', async () => {
    const { canDrawInWorker } = await import('../../src/view/worker-choice');
    expect(canDrawInWorker(CHROME)).toBe(true);
    expect(canDrawInWorker(FIREFOX)).toBe(true);
    expect(canDrawInWorker(SAFARI)).toBe(false);
  });

  it('draws on the page where a canvas cannot be handed over, and in a browser whose worker failed before, until it is updated', async () => {
    const { canDrawInWorker, rememberWorkerFailed } = await import('../../src/view/worker-choice');
    rememberWorkerFailed();
    expect(canDrawInWorker(CHROME)).toBe(false);
    expect(canDrawInWorker(CHROME.replace('156', '157'))).toBe(true);
    vi.stubGlobal('HTMLCanvasElement', { prototype: {} });
    expect(canDrawInWorker(FIREFOX)).toBe(false);
  });

  it('tries the worker when storage cannot be read', async () => {
    const { canDrawInWorker } = await import('../../src/view/worker-choice');
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); } });
    expect(canDrawInWorker(CHROME)).toBe(true);
  });
});

describe('the table’s worker started while the page is parsed (worker-choice.ts)', () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  beforeEach(() => {
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('HTMLCanvasElement', { prototype: { transferControlToOffscreen() {} } });
    vi.stubGlobal('navigator', { userAgent: CHROME });
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'yukon:drawing' ? JSON.stringify([CHROME, 'webgl']) : null), setItem() {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks it to fetch the stage and the renderer last drawn with, and is taken over once', async () => {
    const { startEarly, takeEarly } = await import('../../src/view/worker-choice');
    startEarly('/assets/stage-worker.js');
    const worker = FakeWorker.last;
    expect(worker.told).toEqual([{ type: 'prefetch', seq: 0, drawing: 'webgl' }]);
    expect(takeEarly()?.worker).toBe(worker);
    expect(takeEarly()).toBeNull();
  });

  it('on a first visit asks how to draw at once (no WebGL here: the canvas) and remembers it for the page', async () => {
    const { startEarly, takeEarly } = await import('../../src/view/worker-choice');
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => kept.set(key, value) });
    startEarly('/assets/stage-worker.js');
    expect(FakeWorker.last.told).toEqual([{ type: 'prefetch', seq: 0, drawing: 'canvas' }]);
    expect(kept.get('yukon:drawing')).toBe(JSON.stringify([CHROME, 'canvas']));
    takeEarly();
  });

  it('keeps a failure to start for the page to hear, and starts nothing where the table is drawn on the page', async () => {
    const { startEarly, takeEarly } = await import('../../src/view/worker-choice');
    startEarly('/assets/stage-worker.js');
    FakeWorker.last.onerror?.({ message: '', preventDefault() {} });
    expect(takeEarly()?.failed).toBe('its script could not be had');
    vi.stubGlobal('HTMLCanvasElement', { prototype: {} });
    startEarly('/assets/stage-worker.js');
    expect(takeEarly()).toBeNull();
  });

  it('is the worker the page’s stage hands its canvas to, rather than a second one', async () => {
    const { startEarly } = await import('../../src/view/worker-choice');
    const { RemoteStage } = await import('../../src/view/remote-stage');
    vi.stubGlobal('document', { createElement: () => ({ style: {}, transferControlToOffscreen: () => ({}) }) });
    vi.stubGlobal('window', { devicePixelRatio: 1 });
    startEarly('/assets/stage-worker.js');
    const early = FakeWorker.last;
    const stage = new RemoteStage({ clientWidth: 800, clientHeight: 600, appendChild: vi.fn() } as unknown as HTMLElement, () => false, () => 'webgl');
    expect(FakeWorker.last).toBe(early);
    expect(early.told.map((m) => m.type)).toEqual(['prefetch', 'init']);
    expect(stage.thread).toBe('worker');
  });
});
