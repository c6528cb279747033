import { type ComponentType, useEffect, useState } from 'react';
import type { LocalIndexSession } from '../hooks/useLocalIndexLifecycle';
import { localIndexWanted } from '../queries';

type Lifecycle = ComponentType<{ session: LocalIndexSession | null }>;

/**
 * Loads the local index's lifecycle with the list's first rows or the first demand for the index, not before them.
 * Loaded by hand, not through `lazy`: React holds back a Suspense boundary's content until 300 ms after its fallback
 * was shown (its reveal throttle), and the index's start, which a filtered view waits on after a reload, waited
 * for it too.
 */
export function LocalIndexLifecycleLoader({ session }: { session: LocalIndexSession | null }) {
  const [Loaded, setLoaded] = useState<Lifecycle | null>(null);
  useEffect(() => {
    let live = true;
    void localIndexWanted()
      .then(() => import('./LocalIndexLifecycle'))
      .then((module) => {
        if (live) setLoaded(() => module.LocalIndexLifecycle);
      });
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded session={session} /> : null;
}
