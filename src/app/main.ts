import './style.css';
import { randomCode } from '../engine';
import { codeErrorSentence } from '../ui/messages';
import { Page } from '../ui/page';
import { Stage } from '../view/stage';
import { chooseGame, readStorage, takeAddressCode } from './boot';
import { wireFrame } from './frame';
import { installHook } from './hook';
import { wireKeyboard } from './keyboard';
import { wireLifecycle } from './lifecycle';
import { wirePwa } from './pwa';
import { wireSaving } from './saving';
import { wireStats } from './stats';
import { Store } from './store';
import { wireTable } from './table';
import { random, wireWindows } from './windows';

/**
 * Start-up. index.html has already painted the frame. Storage is read while Pixi starts, then the
 * app is put together from modules with one job each, in the order a player meets them.
 */
async function main(): Promise<void> {
  const page = new Page();
  const address = takeAddressCode();
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const [stored, stage] = await Promise.all([readStorage(), Stage.create(page.tableHost, () => reducedMotion.matches)]);

  const { game, resumed } = chooseGame(address, stored.saved, () => randomCode('classic', random));
  const store = new Store({ game, settings: stored.settings, stats: stored.stats, seconds: resumed?.seconds }, navigator.languages ?? [navigator.language]);
  const windows = wireWindows(store, page);
  wireFrame(store, page);
  const gestures = wireTable(store, stage, page, windows, resumed ? 'instant' : 'deal');
  wireStats(store, stored.storage);
  const saver = wireSaving(store, stored.storage, page, windows, !resumed);
  wireLifecycle(store, page, stage);
  wireKeyboard(store, windows);
  installHook(store, stage, () => gestures.waiting);

  for (const notice of stored.notices) page.toast(page.say(notice), 6000);
  if (address && !address.ok) page.toast(page.say('badUrlCode', { reason: codeErrorSentence(address.error, store.state.lang) }), 6000);
  wirePwa(page, () => saver.saveNow());
}

void main();
