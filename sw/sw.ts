import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SESSION_FILES_CACHE } from '../src/lib/files/session-files-cache.ts';
import { SHELL_ALLOWLIST, SHELL_DENYLIST } from './navigation.ts';
import { installOutbox } from './outbox.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces this exact expression with the list of built files.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first installed worker takes the open page at once, so a change made before any reload is kept too.
// A later version waits for the page's word (SKIP_WAITING below) before it activates.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Mutations made without a connection are kept and sent again (docs/outbox.md).
installOutbox();

// Every screen is the same app shell, so a route opened offline still starts; the API is never answered from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    allowlist: SHELL_ALLOWLIST,
    denylist: SHELL_DENYLIST,
  }),
);

// The public side's pages are their own light page, kept the same way: a form opened once opens again offline.
// Only the public app's own addresses (a form, its vote, "My submissions"): a project's landing pages
// (`/p/<company>/<project>/` and `/p/<company>/<project>/<slug>`) are the server's HTML, asked of the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('public.html'), { allowlist: [/^\/p\/[^/]+\/[^/]+\/(f|me)(\/|$)/] }));

// A file of a judging session kept on the device ("Make available offline"): the network first, so
// access is checked as always, and the kept copy when there is no network at all.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && /^\/api\/media\/[^/]+\/download$/.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await (await caches.open(SESSION_FILES_CACHE)).match(request.url);
      if (kept) return kept;
      throw error;
    }
  },
);

// The page decides when a new version takes over, so nothing reloads under an operator's hands.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
