import { useEffect, useState } from 'react';

/** Columns whose cards one task mounts: two columns' cards (about twenty) cost well under 50 ms. */
const COLUMNS_PER_STEP = 2;

/**
 * How many of the board's columns draw their cards yet: the first two at once, two more in each following task.
 * Mounting a hundred cards in one commit (rendering them, then the layout the virtual lists read) was the longest
 * task the board had (60–90 ms at 100,000 leads); in steps, each task mounts a few columns' cards, and a key or a
 * frame can come between them. The count only grows: a board that has drawn every column keeps drawing them all.
 */
export function useStagedReveal(columns: number): number {
  const [revealed, setRevealed] = useState(COLUMNS_PER_STEP);
  useEffect(() => {
    if (revealed >= columns) return;
    const next = setTimeout(() => setRevealed((count) => count + COLUMNS_PER_STEP), 0);
    return () => clearTimeout(next);
  }, [revealed, columns]);
  return revealed;
}
