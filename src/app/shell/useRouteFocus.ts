import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page may take to show its heading (a lazy screen, a lead still loading) before we give up. */
const HEADING_WAIT_MS = 15_000;

/**
 * After every route change, focus goes to the new page's heading, so a screen reader announces where the user is
 * and the next Tab starts from the page, not from the top of the document. One mechanism for every route.
 * A page that placed focus itself after the change (the list returning to the row one left) keeps it; a fresh
 * page load keeps the browser's own start.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  navigation.current = navigationType;
  const handled = useRef<string | null>(null);
  const lastFocusAt = useRef(0);
  // Stamped while rendering the new route, before the page's own effects can place focus.
  const renderedPath = useRef<string | null>(null);
  const changedAt = useRef(0);
  if (renderedPath.current !== pathname) {
    renderedPath.current = pathname;
    changedAt.current = performance.now();
  }

  useEffect(() => {
    const onFocusIn = () => {
      lastFocusAt.current = performance.now();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const initial = handled.current === null;
    if (handled.current === pathname) return;
    handled.current = pathname;
    if (initial && navigation.current === 'POP') return;
    const main = document.getElementById(mainId);
    if (!main) return;
    const since = changedAt.current;
    const placedByPage = () => {
      const active = document.activeElement;
      return (
        lastFocusAt.current >= since && active !== null && active !== document.body && main.contains(active)
      );
    };
    const tryFocus = (): boolean => {
      if (placedByPage()) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, mainId]);
}
