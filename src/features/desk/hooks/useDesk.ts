import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { employeeQueries } from '@/features/employees';
import {
  type AlertPrefs,
  readChosenMe,
  readPrefs,
  subscribeDeskStorage,
  writeChosenMe,
  writePrefs,
} from '../lib/deskStorage';
import { matchEmployee, meStorageKey } from '../lib/whoAmI';
import { askWhoAmI, openWhoAmI } from '../lib/whoAmIRequests';
import type { WaitingRule } from '../queries';
import { DeskSessionContext } from './deskSession';

export interface Me {
  id: number;
  /** From the staff list; null while it loads or when the id is not in it. */
  name: string | null;
  /** Matched by e-mail, or chosen by the person. */
  how: 'matched' | 'chosen';
}

export interface DeskState {
  me: Me | null;
  /** "Me" now, asking once in a dialog when the staff list does not tell; null when the person declines. */
  requireMe(): Promise<number | null>;
  /** Opens the "Which employee are you?" dialog again. */
  changeMe(): void;
  /** Keeps the person's own answer for this account and login. */
  chooseMe(employeeId: number): void;
  prefs: AlertPrefs;
  setPrefs(prefs: AlertPrefs): void;
  /** The account's first funnel stage (the inbox's), from the catalogs. */
  firstStageId: number | null;
  /** The inbox's rule for me; `everyone` for a manager's view. */
  waitingRule(everyone: boolean): WaitingRule;
}

/** Who "me" is (the person's own choice first, else the staff entry with the login's e-mail) and the desk's settings. */
export function useDesk(): DeskState {
  // Outside the signed-in shell (a screen's own tests) nobody is matched, and "me" is asked for.
  const login = useContext(DeskSessionContext)?.login ?? '';
  const config = useRuntimeConfig();
  const staff = useQuery(employeeQueries.list());
  const key = meStorageKey(
    new URL(config.apiBaseUrl, globalThis.location?.href ?? 'http://localhost/').href,
    login,
  );
  const chosen = useSyncExternalStore(subscribeDeskStorage, () => readChosenMe(key));
  const prefs = useSyncExternalStore(subscribeDeskStorage, readPrefs);

  const me = useMemo<Me | null>(() => {
    const names = staff.data ?? [];
    if (chosen !== null) {
      return { id: chosen, name: names.find((member) => member.id === chosen)?.name ?? null, how: 'chosen' };
    }
    const matched = matchEmployee(names, login);
    return matched ? { id: matched.id, name: matched.name, how: 'matched' } : null;
  }, [chosen, staff.data, login]);

  const { refetch } = staff;
  const meId = me?.id ?? null;
  const staffSettled = staff.isSuccess || staff.isError;
  const requireMe = useCallback(async (): Promise<number | null> => {
    if (meId !== null) return meId;
    // The staff list may still be on its way: it decides whether to ask at all.
    if (!staffSettled) {
      const matched = matchEmployee((await refetch()).data ?? [], login);
      if (matched) return matched.id;
    }
    return askWhoAmI();
  }, [meId, staffSettled, refetch, login]);

  const firstStageId = config.catalogs.funnelStages[0]?.id ?? null;
  const waitingRule = useCallback(
    (everyone: boolean) => ({ firstStageId, meId, everyone }),
    [firstStageId, meId],
  );
  return useMemo(
    () => ({
      me,
      requireMe,
      changeMe: openWhoAmI,
      chooseMe: (employeeId: number) => writeChosenMe(key, employeeId),
      prefs,
      setPrefs: writePrefs,
      firstStageId,
      waitingRule,
    }),
    [me, requireMe, key, prefs, firstStageId, waitingRule],
  );
}
