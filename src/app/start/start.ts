import { DEFAULT_RULE, randomCode } from '../../engine';
import { readStats, statsRecord } from '../../persist/stats';
import type { KeyValueStore } from '../../persist/store';
import { loadLang } from '../../ui/i18n';
import { chooseDrawing } from '../../view/drawing';
import { RemoteStage } from '../../view/remote-stage';
import { canDrawInWorker, takeEarly } from '../../view/worker-choice';
import type { TableStage } from '../../view/table-stage';
import type { StartFacts } from '../core/start-facts';
import { Store } from '../core/app-store';
import { looksOf } from '../look/looks';
import { random } from '../../services/deals';
import { takeAddressIntent } from '../core/address';
import { chooseGame, readSettings, readStorage } from './boot';
import { holdEarlyInput } from './early';
import { breathe } from '../core/breathe';

/** The table up, and what the rest of the app needs to know of how it started. */
export interface Started extends StartFacts {
  readonly store: Store;
  readonly stage: TableStage;
  readonly storage: KeyValueStore | null;
  /** The rest of the app, asked for at once and loaded while the first frame is drawn. */
  readonly wiring: Promise<typeof import('./wiring')>;
}

/**
 * Start-up. index.html has already painted the frame, and first-paint.js has read storage or is
 * reading it. Then the table: Pixi starts once storage is read, and the game's first frame is
 * drawn. The rest of the app is asked for at once
 * (index.html fetches it ahead, modulepreload), not once the first frame is drawn: it is ready
 * sooner after that frame (a frame's commit holds the main thread: 45-60 ms for a new 2× canvas
 * here, and up to a second with software WebGL, which the table no longer uses: drawing.ts).
 */
export async function startTable(): Promise<Started> {
  const launchedAt = location.href;
  const intent = takeAddressIntent();
  const address = intent?.kind === 'code' ? intent.code : null;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const storage = readStorage();
  const host = document.getElementById('table') as HTMLElement;
  // Input is held from the first moment, not only once the table is drawn: a toolbar button or a
  // key pressed before storage was read was lost (the frame is painted, and a press can come
  // then: a browser test clicked Rules right after the page loaded, 2 runs in 6). A drag or a tap
  // on the table is held once its canvas is there. Played once play is wired.
  const early = holdEarlyInput(host, document.querySelector('.bar'));
  const still = () => reducedMotion.matches;
  // The table is drawn in a worker where the browser can hand it a canvas: Pixi is fetched and
  // started there while storage is read, and its frames never hold this thread (remote-stage.ts).
  // Elsewhere on this thread, the renderer chosen and its code fetched while storage is read.
  const remote = canDrawInWorker() ? new RemoteStage(host, still, chooseDrawing) : null;
  // A worker first-paint.js started for a table that is drawn on the page after all is ended.
  if (!remote) takeEarly()?.worker.terminate();
  const local = remote ? null : Promise.all([import('../../view/stage'), import('../../view/pixi-app')]).then(([{ Stage }, { chooseRenderer }]) => ({ Stage, chosen: chooseRenderer() }));
  const wiring = import('./wiring');
  // Marks the rejection handled while the first frame is drawn; `loaded` below says it to the player.
  wiring.catch(() => {});
  // On this thread, storage first, then Pixi: read while Pixi started, the read (asked for by
  // first-paint.js while the page was parsed) waited behind the GPU's first frame and came about
  // a second late; alone it takes 40-100 ms, less than Pixi's start, and the game is laid out in
  // the first frame.
  const stored = await storage;
  const stage: TableStage = remote ?? (await local!.then(({ Stage, chosen }) => Stage.create({ host }, still, chosen)));
  const { game, resumed } = chooseGame(address, stored.saved, () => randomCode(DEFAULT_RULE, random));
  const store = new Store({ game, settings: stored.settings, stats: stored.stats, spent: resumed ?? undefined }, navigator.languages ?? [navigator.language]);
  stage.setLooks(looksOf(stored.settings, store.state.lang));
  // The player's language (English is here already) comes with the rest of the app.
  const words = loadLang(store.state.lang);
  // Marked handled like `wiring` above: `loaded` below says a failure to the player.
  words.catch(() => {});
  // A resumed game lies out at once. A new one is dealt from the deck once play is wired: the
  // deck is the first frame, and the deal's frames do not hold back the rest of the app (with
  // software WebGL at 2×, 0.4-0.9 s a frame, a first visit was wired only after four frames of
  // the deal), so the cards can be played as they land.
  if (resumed) stage.show(game.table, 'instant');
  else stage.showDeck();
  const lay = () => !resumed && stage.show(game.table, 'deal');
  // Drawn on this thread, the rest is wired once that frame is on the screen, in tasks of its own:
  // wired in the task that drew the frame, it held the frame back (a task of 160 ms at iPad 2×). A
  // page opened in the background draws no frame, so not longer than a moment. Drawn in a worker,
  // play is wired while the worker draws that frame: once its stage is made (Pixi fetched and
  // compiled, the renderer started), the rest of the frame is the worker's own work, beside the
  // wiring's on the other core. Wired after the frame, play waited about 20 ms for its report;
  // wired before the stage was made, the wiring's work held Pixi's loading back on these two
  // cores (the first frame 1.11-1.18× the floor's, not 1.01-1.09×).
  const framed = Promise.race([stage.drawn(), new Promise<void>((resolve) => setTimeout(resolve, 250))]);
  await (stage.thread === 'main' ? framed : Promise.race([stage.made(), framed]));
  await breathe();
  const loaded = Promise.all([wiring, words]).then(([app]) => app).catch((error: unknown) => {
    lay();
    document.querySelector('[data-load-failed]')?.removeAttribute('hidden');
    throw error;
  });
  return {
    store,
    stage,
    storage: stored.storage,
    resumed: resumed !== null,
    intent,
    address,
    launchedAt,
    notices: stored.notices,
    wiring: loaded,
    readers: { settings: readSettings, stats: readStats, statsRecord },
    framed,
    wired() {
      performance.mark('yukon:wired');
      lay();
      void early.release();
    },
  };
}
