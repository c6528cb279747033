import { useDndContext } from '@dnd-kit/core';
import { useEffect } from 'react';
import { boardSettled } from '../lib/holdKeysAtPickUp';

/**
 * Tells the keys held at a pick-up (lib/holdKeysAtPickUp) when the board can act on them: the picked-up card is
 * over a column (the columns are measured), or nothing is picked up any more.
 */
export function KeysWaitForPickUp(): null {
  const { active, over } = useDndContext();
  const settled = active === null || over !== null;
  useEffect(() => {
    if (settled) boardSettled();
  });
  return null;
}
