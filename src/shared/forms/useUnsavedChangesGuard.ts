import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** Blocked in-app navigation, for <UnsavedChangesDialog>. */
  blocker: Blocker;
  /** Lets the next navigation through without asking: call it after a successful save, before navigating. */
  allowNextNavigation(): void;
}

/**
 * Asks before leaving a form with unsaved changes: in-app links and Back through react-router's blocker
 * (needs a data router), reload and closing the tab through `beforeunload` (the browser shows its own prompt).
 * Moving within the same path (a query or hash change) is not leaving.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): UnsavedChangesGuard {
  const dirty = useRef(hasUnsavedChanges);
  const allowed = useRef(false);
  dirty.current = hasUnsavedChanges;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowNextNavigation };
}
