import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page marks where its work starts (the lead list: its table's current row); the skip link lands there. */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

/** The element a page marked as where its work starts, inside `container`, if it shows one now. */
export function skipTargetIn(container: ParentNode): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[${SKIP_TARGET_ATTRIBUTE}]`);
}

/**
 * The first stop for a keyboard: jumps past the header and navigation, to where the page's work starts when it
 * marks one, else to the main region. Focus is moved by hand because a hash link inside a client-side router
 * does not reliably move it.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <Anchor
      href={`#${targetId}`}
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById(targetId);
        if (!main) return;
        event.preventDefault();
        const work = skipTargetIn(main);
        if (work) {
          work.focus();
          return;
        }
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
    >
      {children}
    </Anchor>
  );
}
