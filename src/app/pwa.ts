import { whenIdle, within } from '../lib/timing.ts';
import { useUpdateStore } from './update-store.ts';

// A long-open tab still learns of a new version: hourly, and whenever the operator comes back to it.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// The service worker's install fetches and stores every screen's files (about 300), so it waits
// for the first screen: started at the page's load event, it shared the link and the two cores of
// a small device with that screen's scripts, texts and reads. It still starts this soon on a page
// that never goes idle, and this long after the start in a browser without idle callbacks.
const REGISTER_IDLE_TIMEOUT_MS = 5000;
const REGISTER_FALLBACK_MS = 1000;
// A start that never settles (a request left hanging) still gets its offline copy after this.
const START_WAIT_CAP_MS = 10_000;

/**
 * Runs `task` once, after `started` has settled (or `START_WAIT_CAP_MS` passed) and the page is
 * idle: React renders the first screen in slices that keep the page busy, so an idle callback
 * comes after that screen, not between its slices.
 */
export function afterFirstScreen(started: Promise<unknown>, task: () => void): void {
  const settled = started.then(
    () => undefined,
    () => undefined,
  );
  void within(settled, START_WAIT_CAP_MS).then(() => whenIdle(task, REGISTER_IDLE_TIMEOUT_MS, REGISTER_FALLBACK_MS));
}

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
