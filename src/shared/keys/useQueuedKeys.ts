import { useEffect, useRef } from 'react';
import { type KeyBinding, KeyQueue } from './keyQueue';

export const keyQueue = new KeyQueue();

let listening = false;

/** Shortcuts never fire while typing in a field, in a dialog, or with a modifier (those are the browser's). */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.isComposing) return false;
  const target = event.target;
  if (!(target instanceof Element)) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return false;
  return true;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') keyQueue.clear();
  if (event.defaultPrevented || !isShortcut(event)) return;
  if (keyQueue.press(event)) event.preventDefault();
}

/**
 * A screen's shortcut keys, through the app's one key queue. `run` is read at the moment the key's turn comes
 * (the latest render's), so it sees the screen as it is then; returning 'notYet' keeps the key until the next
 * render of a screen with keys.
 */
export function useQueuedKeys(bindings: readonly KeyBinding[]): void {
  const latest = useRef(bindings);
  latest.current = bindings;
  const codes = bindings.map((binding) => binding.code).join(' ');

  useEffect(() => {
    if (!listening) {
      listening = true;
      document.addEventListener('keydown', onKeyDown);
      // A click means the person chose something else: keys typed ahead before it no longer apply.
      document.addEventListener('pointerdown', () => keyQueue.clear(), true);
    }
    const proxies: KeyBinding[] = codes.split(' ').map((code, index) => ({
      code,
      when: (event) => latest.current[index]?.when?.(event) ?? true,
      run: () => latest.current[index]?.run() ?? 'notYet',
    }));
    return keyQueue.register(proxies);
  }, [codes]);

  // Every render may be the state a waiting key needs (the next lead's place known, the request answered).
  useEffect(() => {
    keyQueue.drain();
  });
}
