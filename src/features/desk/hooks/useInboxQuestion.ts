import { useMemo } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import type { InboxQuestion, UrgencyBounds } from '../queries';
import { useDesk } from './useDesk';
import { useNowSeconds } from './useNowSeconds';

/** The groups are drawn against one clock per half minute: every window of rows asked with it agrees. */
const CLOCK_STEP_SECONDS = 30;

export interface InboxChoice {
  everyone: boolean;
  backlogOpen: boolean;
  backlogNewestFirst: boolean;
}

/** Where Answer now ends (the first response target) and the backlog starts (a day, configurable). */
export function useUrgencyBounds(): UrgencyBounds {
  const config = useRuntimeConfig();
  const [target] = config.responseTargetsMinutes;
  const backlogHours = config.inboxBacklogHours;
  return useMemo(
    () => ({ targetSeconds: target * 60, backlogSeconds: backlogHours * 3600 }),
    [target, backlogHours],
  );
}

/** The inbox's question to the index, as the page, the badge and the title ask it. */
export function useInboxQuestion({ everyone, backlogOpen, backlogNewestFirst }: InboxChoice): InboxQuestion {
  const desk = useDesk();
  const bounds = useUrgencyBounds();
  const { firstStageId, meId } = desk.waitingRule(everyone);
  const nowSeconds = Math.floor(useNowSeconds() / CLOCK_STEP_SECONDS) * CLOCK_STEP_SECONDS;
  return useMemo(
    () => ({ rule: { firstStageId, meId, everyone }, bounds, backlogOpen, backlogNewestFirst, nowSeconds }),
    [firstStageId, meId, everyone, bounds, backlogOpen, backlogNewestFirst, nowSeconds],
  );
}
