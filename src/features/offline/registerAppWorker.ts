/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './appUpdate';

/** How often an open tab asks whether a new version was deployed (and whenever it comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/**
 * The worker keeps the last `/config.json` it passed on (network first), for starts with no network. The page
 * read it before the worker was there: read once more through the worker whenever one takes the page over.
 */
function keepConfigForOffline(): void {
  const readThroughWorker = () => void fetch('/config.json', { cache: 'no-store' }).catch(() => undefined);
  if (navigator.serviceWorker.controller) readThroughWorker();
  navigator.serviceWorker.addEventListener('controllerchange', readThroughWorker);
}

/**
 * Registers the app's service worker (vite.config.ts, installableApp): loaded lazily once the first rows are up,
 * so neither its code nor its precache download competes with them. A new version installs in the background
 * and waits; the prompt asks the person to reload, and only the tab that asked reloads by itself once the new
 * worker has taken over. Another tab keeps its prompt (its lazy files may be gone: it must reload too).
 */
export function registerAppWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  keepConfigForOffline();
  let asked = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      announceUpdate(async () => {
        asked = true;
        await updateServiceWorker();
      }),
    onNeedReload: () => {
      if (asked) window.location.reload();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    onRegisterError: (error: unknown) =>
      console.warn('The offline copy of the app could not be set up', error),
  });
}
