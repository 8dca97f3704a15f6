import { useUpdateStore } from './update-store.ts';

// A long-open tab still learns of a new version: hourly, and whenever the operator comes back to it.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker in production builds. A new version waits until the
 * operator accepts it (registerType "prompt"), so a form being filled is never reloaded
 * from under them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(async ({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        useUpdateStore.setState({ applyUpdate: () => workbox.messageSkipWaiting() });
      });
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      await workbox.register();
      const check = () => {
        if (navigator.onLine) void workbox.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
