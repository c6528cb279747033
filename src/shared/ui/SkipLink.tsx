import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The first stop for a keyboard: jumps past the header and navigation. Focus is moved by hand because a hash
 * link inside a client-side router does not reliably move it.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <Anchor
      href={`#${targetId}`}
      className="skip-link"
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView?.({ block: 'start' });
      }}
    >
      {children}
    </Anchor>
  );
}
