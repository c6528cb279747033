import { type ReactNode, useEffect, useMemo } from 'react';
import { DeskSessionContext } from '../hooks/deskSession';

export interface DeskSessionProviderProps {
  /** The signed-in login (an e-mail on the real CRM). */
  login: string;
  /** The session's sign-out: the desk's choices are forgotten then. */
  onSignOut(listener: () => void): () => void;
  children: ReactNode;
}

/**
 * Tells the desk who is signed in. Deliberately tiny (it sits in the first screen's JavaScript); the desk's
 * screens, dialog and alerts load later.
 */
export function DeskSessionProvider({ login, onSignOut, children }: DeskSessionProviderProps) {
  useEffect(
    () =>
      onSignOut(() => {
        void import('../lib/deskStorage').then(({ forgetDeskData }) => forgetDeskData());
      }),
    [onSignOut],
  );
  const value = useMemo(() => ({ login }), [login]);
  return <DeskSessionContext.Provider value={value}>{children}</DeskSessionContext.Provider>;
}
