import type { Page } from '../../ui/page';
import { readIntent } from '../core/address';
import type { Ctx } from '../core/context';
import type { Windows } from '../core/apis';

/**
 * The service worker (production builds only), registered once the table's first frame is drawn:
 * workbox-window is loaded then, not with the start-up code. When a new version is waiting the player is asked; on
 * "Update" the game is saved first, then the new worker takes over and the page reloads into the
 * same game. Nothing reloads without the player asking. Then the Install offer, and the launches
 * of the installed app (its shortcuts) that land in the window already open (`focus-existing`):
 * `launched` gets the address's query.
 */
export function wirePwa({ page, records, life, windows, start }: Ctx<'page' | 'records' | 'life' | 'start'> & { windows: Pick<Windows, 'follow'> }): void {
  const { launchedAt, framed } = start;
  const saveFirst = () => records.saveNow();
  const launched = (search: string) => {
    const asked = readIntent(search);
    if (asked) windows.follow(asked);
  };
  offerInstall(page);
  // The launch that opened this page was read from its address at start-up already.
  let first = true;
  const queue = (window as { launchQueue?: { setConsumer(consumer: (params: { targetURL?: string }) => void): void } }).launchQueue;
  queue?.setConsumer((params) => {
    const again = !first || params.targetURL !== launchedAt;
    first = false;
    if (params.targetURL && again) launched(new URL(params.targetURL).search);
  });
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  void framed.then(() => import('workbox-window')).then(({ Workbox }) => {
    const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
    wb.addEventListener('waiting', (event) => {
      // Only a new version of an app that already runs this page is an update. On a first visit
      // the page left before the worker was installed (a reload, a link) could see that first
      // worker "waiting" for a moment (Firefox 153 did, and offered an update of nothing).
      const running = navigator.serviceWorker.controller;
      if (!running || running === event.sw) return;
      page.notice(page.say('updateReady'), page.say('updateNow'), () => {
        void saveFirst().then(() => {
          wb.addEventListener('controlling', () => location.reload());
          wb.messageSkipWaiting();
        });
      });
    });
    // Not registered (private mode, a blocked worker): the app plays on as a page and offline
    // play is not offered; no record is at stake, and the next start tries again. Said in the
    // console, for whoever wonders why the app is not kept offline.
    void wb.register().catch((error: unknown) => console.warn('The app is not kept for offline play: its service worker was not registered.', error));
    // Look for a new version whenever the player comes back to the app.
    // An update check that fails (offline) is simply made again the next time the app is shown.
    life.onVisibility((hidden) => !hidden && void wb.update().catch(() => undefined));
  }, () => undefined);
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** An Install button where the browser offers one; on iPhone and iPad, a short how-to instead. */
function offerInstall(page: Page): void {
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (standalone) return;
  let install = (): void => void page.toast(page.say('iosInstall'), 8000);
  page.on('install', () => install());
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    install = () => void (event as InstallPrompt).prompt().finally(() => page.showControl('install', false));
    page.showControl('install', true);
  });
  addEventListener('appinstalled', () => page.showControl('install', false));
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (ios) page.showControl('install', true);
}
