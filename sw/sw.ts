import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces this exact expression with the list of built files.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every screen is the same app shell, so a route opened offline still starts; the API is never answered from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: [/^\/app(\/|$)/],
    denylist: [/^\/api\//],
  }),
);

// The page decides when a new version takes over, so nothing reloads under an operator's hands.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
