import { type LocalIndexSession, useLocalIndexLifecycle } from '../hooks/useLocalIndexLifecycle';

/** The local index's lifecycle as a component, so that the shell can load its code after the first screen. */
export function LocalIndexLifecycle({ session }: { session: LocalIndexSession | null }) {
  useLocalIndexLifecycle(session);
  return null;
}
