import { useState } from 'react';

/**
 * True from the first time `opened` is true: a lazily loaded dialog mounts when first wanted and then stays,
 * so it can play its closing transition and open again at once.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
