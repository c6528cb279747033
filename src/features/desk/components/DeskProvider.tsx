import { useQuery } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useRuntimeConfig } from '../../../config/ConfigContext';
import { employeeQueries } from '../../employees/queries';
import { DeskContext, type DeskContextValue, type Me } from '../hooks/useDesk';
import { useNewLeadAlerts } from '../hooks/useNewLeadAlerts';
import { useWaitingTitle } from '../hooks/useWaitingTitle';
import {
  type AlertPrefs,
  forgetDeskData,
  readChosenMe,
  readPrefs,
  subscribeDeskStorage,
  writeChosenMe,
  writePrefs,
} from '../lib/deskStorage';
import { matchEmployee, meStorageKey } from '../lib/whoAmI';
import { WhoAmIDialog } from './WhoAmIDialog';

export interface DeskProviderProps {
  /** The signed-in login (an e-mail on the real CRM). */
  login: string;
  /** The session's sign-out: the desk's choices are forgotten then. */
  onSignOut(listener: () => void): () => void;
  children: ReactNode;
}

/**
 * The sales desk around the signed-in screens: who "me" is, the alert settings, new-lead alerts and the waiting
 * count in the tab title.
 */
export function DeskProvider({ login, onSignOut, children }: DeskProviderProps) {
  const config = useRuntimeConfig();
  const staff = useQuery(employeeQueries.list());
  const accountAddress = useMemo(
    () => new URL(config.apiBaseUrl, globalThis.location?.origin ?? 'http://localhost').href,
    [config.apiBaseUrl],
  );
  const key = meStorageKey(accountAddress, login);
  const chosen = useSyncExternalStore(subscribeDeskStorage, () => readChosenMe(key));
  const prefs = useSyncExternalStore(subscribeDeskStorage, readPrefs);
  useEffect(() => onSignOut(forgetDeskData), [onSignOut]);

  const me = useMemo<Me | null>(() => {
    const names = staff.data ?? [];
    if (chosen !== null) {
      return { id: chosen, name: names.find((member) => member.id === chosen)?.name ?? null, how: 'chosen' };
    }
    const matched = matchEmployee(names, login);
    return matched ? { id: matched.id, name: matched.name, how: 'matched' } : null;
  }, [chosen, staff.data, login]);

  const [asking, setAsking] = useState(false);
  const waiters = useRef<Array<(id: number | null) => void>>([]);
  const settle = useCallback((id: number | null) => {
    setAsking(false);
    const pending = waiters.current;
    waiters.current = [];
    for (const resolve of pending) resolve(id);
  }, []);
  const staffReady = staff.isSuccess || staff.isError;
  const meRef = useRef(me);
  meRef.current = me;
  const staffRef = useRef(staff.refetch);
  staffRef.current = staff.refetch;

  const requireMe = useCallback(async (): Promise<number | null> => {
    if (meRef.current) return meRef.current.id;
    // The staff list may still be on its way: it decides whether to ask at all.
    if (!staffReady) {
      const result = await staffRef.current();
      const matched = matchEmployee(result.data ?? [], login);
      if (matched) return matched.id;
    }
    return new Promise((resolve) => {
      waiters.current.push(resolve);
      setAsking(true);
    });
  }, [staffReady, login]);

  const firstStageId = config.catalogs.funnelStages[0]?.id ?? null;
  const meId = me?.id ?? null;
  const waitingRule = useCallback(
    (everyone: boolean) => ({ firstStageId, meId, everyone }),
    [firstStageId, meId],
  );
  const value = useMemo<DeskContextValue>(
    () => ({
      me,
      requireMe,
      changeMe: () => setAsking(true),
      prefs,
      setPrefs: (next: AlertPrefs) => writePrefs(next),
      firstStageId,
      waitingRule,
    }),
    [me, requireMe, prefs, firstStageId, waitingRule],
  );

  useWaitingTitle(waitingRule(false));
  useNewLeadAlerts(prefs);

  return (
    <DeskContext.Provider value={value}>
      {children}
      {asking && (
        <WhoAmIDialog
          opened
          current={me?.id ?? null}
          onChoose={(id) => {
            writeChosenMe(key, id);
            settle(id);
          }}
          onCancel={() => settle(null)}
        />
      )}
    </DeskContext.Provider>
  );
}
