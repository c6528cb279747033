import { useEffect } from 'react';
import type { WaitingRule } from '../queries';
import { useWaitingCount } from './useWaitingCount';

const COUNT_PREFIX = /^\(\d+\) /;

/** "(3) CRM": the count of waiting leads leads the tab's title, whatever title the screen set. */
export function useWaitingTitle(rule: WaitingRule): void {
  const count = useWaitingCount(rule);
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
