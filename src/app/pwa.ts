import { Workbox } from 'workbox-window';
import type { Page } from '../ui/page';

/**
 * Registers the service worker (production builds only). When a new version is waiting, the
 * player is asked; on "Update" the game is saved first, then the new worker takes over and the
 * page reloads into the same game. Nothing reloads without the player asking.
 */
export function registerServiceWorker(page: Page, saveFirst: () => Promise<void>): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`);
  wb.addEventListener('waiting', () => {
    page.notice(page.say('updateReady'), page.say('updateNow'), () => {
      void saveFirst().then(() => {
        wb.addEventListener('controlling', () => location.reload());
        wb.messageSkipWaiting();
      });
    });
  });
  void wb.register().catch(() => undefined);
  // Look for a new version whenever the player comes back to the app.
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void wb.update().catch(() => undefined);
  });
}

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** An Install button where the browser offers one; on iPhone and iPad, a short how-to instead. */
export function offerInstall(page: Page): void {
  const standalone = window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (standalone) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    page.offerInstall(() => {
      void (event as InstallPrompt).prompt().finally(() => page.hideInstall());
    });
  });
  window.addEventListener('appinstalled', () => page.hideInstall());
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (ios) page.offerInstall(() => page.toast(page.say('iosInstall'), 8000));
}
