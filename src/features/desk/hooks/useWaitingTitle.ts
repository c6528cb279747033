import { useEffect } from 'react';
import { useWaitingCount } from './useWaitingCount';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * "(3) CRM": the leads to answer now or late lead the tab's title, whatever title the screen set (the backlog is
 * on the badge and the inbox, not in the title).
 */
export function useWaitingTitle(): void {
  const count = useWaitingCount()?.due ?? 0;
  useEffect(() => {
    const apply = () => {
      const bare = document.title.replace(COUNT_PREFIX, '');
      const next = count ? `(${count}) ${bare}` : bare;
      if (document.title !== next) document.title = next;
    };
    apply();
    // A screen that sets its own title afterwards gets the count put back in front.
    const titleElement = document.querySelector('title');
    if (!titleElement) return;
    const observer = new MutationObserver(apply);
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
