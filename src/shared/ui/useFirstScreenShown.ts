import { startTransition, useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/firstScreen';

/** False until the first screen is up (see afterFirstScreen): for parts that must not load ahead of the rows. */
export function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    // What comes after the rows renders in slices (a transition), not as one long task behind them.
    void afterFirstScreen().then(() => live && startTransition(() => setShown(true)));
    return () => {
      live = false;
    };
  }, []);
  return shown;
}
