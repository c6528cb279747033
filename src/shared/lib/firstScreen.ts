let shown = false;
let release: (() => void) | null = null;
const whenShown = new Promise<void>((resolve) => {
  release = resolve;
});

/**
 * The first screen is up (the list's first rows painted, or a screen that is not the list): what the first
 * screen does not need (the header's index status and quick find, toasts, the later stylesheets) may load now.
 * Told by what happened, not by a timer, so a slow machine never pulls them in ahead of the rows.
 */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  release?.();
}

/** Resolves once the first screen is up. */
export function afterFirstScreen(): Promise<void> {
  return whenShown;
}
