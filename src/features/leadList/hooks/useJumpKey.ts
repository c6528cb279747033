import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A one-key jump on the list (`/` to the date filter, `j` to the table's current row), as in many list screens,
 * unless the user is typing or a dialog is open. `code` is the physical key, so `j` works in the Russian layout.
 */
export function useJumpKey(key: { key: string } | { code: string }, target: () => HTMLElement | null): void {
  const latestTarget = useRef(target);
  latestTarget.current = target;
  const keyName = 'key' in key ? key.key : undefined;
  const code = 'code' in key ? key.code : undefined;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const matches = keyName !== undefined ? event.key === keyName : event.code === code;
      if (!matches || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // A dialog over the list keeps the focus: jumping behind it would lose the user.
      if (event.defaultPrevented || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const element = latestTarget.current();
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [keyName, code]);
}
