/**
 * The caches the app's service worker keeps: its precache (the build's files) and the last `/config.json`.
 * Neither holds personal data; anything else in Cache Storage (an API answer cached by an older or foreign
 * worker) might, so it goes.
 */
const APP_FILES = /^workbox-precache-/;
const CONFIG_CACHE = 'crm-config';
const API_PATH = /^\/api\//;

/** At sign-out: deletes every cached response that may hold personal data; keeps the app's own files. */
export async function forgetCachedResponses(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.map(async (name) => {
      if (!APP_FILES.test(name) && name !== CONFIG_CACHE) {
        await caches.delete(name);
        return;
      }
      // Belt and braces: the worker caches no API answer, and a kept cache never holds one.
      const cache = await caches.open(name);
      const requests = await cache.keys();
      await Promise.all(
        requests
          .filter((request) => {
            const url = new URL(request.url);
            return url.origin !== self.location.origin || API_PATH.test(url.pathname);
          })
          .map((request) => cache.delete(request)),
      );
    }),
  );
}
