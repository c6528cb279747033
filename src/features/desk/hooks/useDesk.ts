import { createContext, useContext } from 'react';
import type { AlertPrefs } from '../lib/deskStorage';
import type { WaitingRule } from '../queries';

export interface Me {
  id: number;
  /** From the staff list; null while it loads or when the id is not in it. */
  name: string | null;
  /** Matched by e-mail, or chosen by the person. */
  how: 'matched' | 'chosen';
}

export interface DeskContextValue {
  me: Me | null;
  /** "Me" now, asking once in a dialog when the staff list does not tell; null when the person declines. */
  requireMe(): Promise<number | null>;
  /** Opens the "Which employee are you?" dialog again. */
  changeMe(): void;
  prefs: AlertPrefs;
  setPrefs(prefs: AlertPrefs): void;
  /** The account's first funnel stage (the inbox's), from the catalogs. */
  firstStageId: number | null;
  /** The inbox's rule for me; `everyone` for a manager's view. */
  waitingRule(everyone: boolean): WaitingRule;
}

export const DeskContext = createContext<DeskContextValue | null>(null);

export function useDesk(): DeskContextValue {
  const value = useContext(DeskContext);
  if (!value) throw new Error('useDesk must be used inside <DeskProvider>');
  return value;
}
