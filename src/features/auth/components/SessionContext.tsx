import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionManager, SessionState } from '../lib/sessionManager';

const SessionContext = createContext<SessionManager | null>(null);

export function SessionProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

export function useSessionManager(): SessionManager {
  const manager = useContext(SessionContext);
  if (!manager) throw new Error('useSessionManager must be used inside <SessionProvider>');
  return manager;
}

export function useSession(): SessionState {
  const manager = useSessionManager();
  return useSyncExternalStore(manager.subscribe, manager.getState);
}
