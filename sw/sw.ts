/// <reference lib="webworker" />
/**
 * The service worker: precaches every file of the build (the list is injected at build time),
 * answers every navigation, deep links with `?code=` included, with the cached app shell, and
 * waits for the player's go-ahead before a new version takes over.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

// A new version waits until the page asks for it (after saving the game).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The very first install takes the open page at once, so it works offline without a reload.
clientsClaim();
