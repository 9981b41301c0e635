import './style.css';
import { DEFAULT_RULE, randomCode } from '../engine';
import { Stage } from '../view/stage';
import { chooseGame, random, readStorage, takeAddressIntent } from './boot';
import { holdEarlyInput } from './early';
import { looksOf } from './looks';
import { Store } from './store';

/** Awaits a promise; if it is not settled yet, runs `meanwhile` first. Says which happened. */
async function awaitOr<T>(promise: Promise<T>, meanwhile: () => void): Promise<{ value: T; waited: boolean }> {
  let settled = false;
  void promise.then(() => (settled = true), () => (settled = true));
  await Promise.resolve();
  // Read before awaiting: once the promise settles, `settled` is true whatever happened before.
  const waited = !settled;
  if (waited) meanwhile();
  return { value: await promise, waited };
}

/**
 * Start-up. index.html has already painted the frame. First the table: storage is read while Pixi
 * starts (on a first visit the database takes a while to create, so the deck is put on the table
 * meanwhile), and the game's first frame is drawn. Then the rest of the app is loaded and put
 * together from modules with one job each, in the order a player meets them.
 */
async function main(): Promise<void> {
  const launchedAt = location.href;
  const intent = takeAddressIntent();
  const address = intent?.kind === 'code' ? intent.code : null;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const storage = readStorage();
  // The rest of the app is asked for now (index.html fetches it ahead, modulepreload), not once the
  // first frame is drawn: it is ready sooner after that frame (with software WebGL, a frame at 2×
  // holds the main thread for the best part of a second while it is read back).
  const wiring = import('./wiring');
  wiring.catch(() => {});
  const stage = await Stage.create(document.getElementById('table') as HTMLElement, () => reducedMotion.matches);
  const { value: stored, waited } = await awaitOr(storage, () => stage.showDeck());
  const { game, resumed } = chooseGame(address, stored.saved, () => randomCode(DEFAULT_RULE, random));
  const store = new Store({ game, settings: stored.settings, stats: stored.stats, spent: resumed ?? undefined }, navigator.languages ?? [navigator.language]);
  stage.setLooks(looksOf(stored.settings));
  // A resumed game lies out at once. A new one is dealt from the deck, and a resumed one that the
  // deck stood in for (storage was slow) comes from it in one quick move, both once play is wired:
  // the deck is the first frame, and the motion's frames do not hold back the rest of the app
  // (on this machine's software WebGL at 2×, 0.4-0.9 s a frame: a first visit was wired only
  // after four frames of the deal), so the cards can be played as they land.
  const motion = resumed && !waited ? 'instant' : resumed ? 'move' : 'deal';
  if (motion === 'instant') stage.show(game.table, 'instant');
  else if (!waited) stage.showDeck();
  const lay = () => motion !== 'instant' && stage.show(game.table, motion);
  // The rest loads once that frame is drawn; a page opened in the background draws none, so not
  // longer than a moment.
  await Promise.race([stage.drawn(), new Promise((resolve) => setTimeout(resolve, 250))]);
  // From here the table can be touched: input waits for play to be wired, then is played.
  const early = holdEarlyInput(stage.canvas, document.querySelector('.bar'));

  const app = await wiring.catch((error: unknown) => {
    lay();
    document.querySelector('[data-load-failed]')?.removeAttribute('hidden');
    throw error;
  });
  const page = new app.Page();
  const keys = new app.KeyMap();
  const life = new app.PageLife();
  // The table's interaction first: it settles on each change of the game before anyone else hears it.
  const interaction = new app.TableInteraction(store);
  const solver = new app.SolverClient();
  const oracle = new app.Oracle((position, budgetMs, maxNodes, signal) => solver.ask(position, budgetMs, maxNodes, signal));
  const stats = app.wireStats(store, oracle);
  const windows = app.wireWindows(store, interaction, page, app.makeDeals(oracle), stats, () => review.open());
  app.wireFrame(store, page);
  app.wireLooks(store, stage);
  app.wireTable(store, interaction, stage, page, windows);
  const gestures = app.wirePointer(store, interaction, stage, page);
  const help = app.wireHelp(store, interaction, stage, page, oracle, () => review.open());
  const review = app.wireReview(store, interaction, stage, page, oracle, keys);
  page.on('review', () => review.toggle());
  app.wireAccess(store, interaction, page, keys);
  app.wireFinish(store, interaction, stage, page, oracle);
  app.wireBadge(store, page, oracle, help);
  const writer = app.wireSaving(store, stored.storage, page, windows, !resumed, life);
  app.wireLifecycle(store, page, stage, life);
  app.wireKeyboard(store, interaction, windows, help, page, review, keys);
  app.installHook(store, interaction, stage, () => gestures.waiting, solver, help, review);

  performance.mark('yukon:wired');
  lay();
  void early.release();
  for (const notice of stored.notices) page.toast(page.say(notice), 6000);
  if (address && !address.ok) page.toast(page.say('badUrlCode', { reason: app.codeErrorSentence(address.error, store.state.lang) }), 6000);
  if (intent && intent.kind !== 'code') windows.follow(intent);
  app.wirePwa(page, () => writer.saveNow(), launchedAt, (search) => {
    const asked = app.readIntent(search);
    if (asked) windows.follow(asked);
  }, life);
}

void main();
