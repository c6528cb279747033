import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait on what the user sees; their one-second default fails on a loaded machine, not a slow app.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store that outlives the tree; one test's toast must not show in the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these; Mantine's components ask for them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
