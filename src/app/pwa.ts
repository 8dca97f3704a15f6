import { useUpdateStore } from './update-store.ts';

/**
 * Registers the service worker in production builds. A new version waits until the
 * operator accepts it (registerType "prompt"), so a form being filled is never reloaded
 * from under them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        useUpdateStore.setState({ applyUpdate: () => workbox.messageSkipWaiting() });
      });
      workbox.addEventListener('controlling', (event) => {
        if (event.isUpdate) window.location.reload();
      });
      return workbox.register();
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}
