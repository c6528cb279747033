import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ValidationError } from '@/api/errors';
import type { Lead, LeadWrite } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { employeeQueries } from '@/features/employees';
import { leadMutations, leadQueries } from '@/features/leads';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { translateValidationMessage } from '@/shared/i18n/validationMessages';
import { requestToastHost } from '@/shared/ui/toastHost';
import { UndoToast } from '../components/UndoToast';
import { nextStageId } from '../lib/nextStage';
import { deskMessages } from '../messages';
import { putIntoIndex } from '../queries';
import { useDesk } from './useDesk';

/** Undo stays on offer this long. */
export const UNDO_MS = 10_000;

export type LeadAction = 'take' | 'nextStage' | { stageId: number };

export interface LeadActions {
  run(lead: Lead, action: LeadAction): Promise<Lead | null>;
  /** Ids with a change on its way (their buttons wait). */
  pending: ReadonlySet<number>;
  /** The last failure, in the user's language, for the screen's alert. */
  problem: string | null;
  clearProblem(): void;
}

/**
 * Take, next stage, a chosen stage: each one `PUT /lead/{id}` with only the changed field, through the lead
 * mutation the forms use (so 401 asks to sign in and goes on, 429 waits, the index hears of the save), with
 * Undo for ten seconds. A take the CRM refuses is re-read: if someone else has the lead, the screen says who.
 */
export interface LeadActionsOptions {
  /** A change was saved (`touched`), or taken back by Undo (not touched any more). */
  onSaved?(lead: Lead, touched: boolean): void;
}

export function useLeadActions({ onSaved }: LeadActionsOptions = {}): LeadActions {
  const t = useMessages(deskMessages);
  const toText = useErrorText(translateValidationMessage);
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const desk = useDesk();
  const mutation = useMutation(leadMutations.update(queryClient));
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const stageIds = config.catalogs.funnelStages.map((stage) => stage.id);
  const stageName = (id: number | null) =>
    config.catalogs.funnelStages.find((stage) => stage.id === id)?.name ?? String(id);

  const mark = useCallback((id: number, on: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const send = (id: number, changes: LeadWrite) => mutation.mutateAsync({ id, changes });

  const run = async (lead: Lead, action: LeadAction): Promise<Lead | null> => {
    const name = lead.name ?? t('noName', { id: lead.id });
    let changes: LeadWrite;
    let undo: LeadWrite;
    let done: string;
    if (action === 'take') {
      const me = await desk.requireMe();
      if (me === null) return null;
      changes = { userIdOwner: me };
      undo = { userIdOwner: lead.userIdOwner };
      done = t('taken', { name });
    } else {
      const target = action === 'nextStage' ? nextStageId(stageIds, lead.funnelStageId) : action.stageId;
      if (target === null) {
        setProblem(t('noNextStage', { name }));
        return null;
      }
      changes = { funnelStageId: target };
      undo = { funnelStageId: lead.funnelStageId };
      done = t('moved', { name, stage: stageName(target) });
    }
    setProblem(null);
    mark(lead.id, true);
    try {
      const saved = await send(lead.id, changes);
      onSaved?.(saved, true);
      offerUndo(done, async () => {
        // Sent first, then told: `onSaved?.(await send(…))` would skip the send itself where no one listens.
        const restored = await send(lead.id, undo);
        onSaved?.(restored, false);
        return t('undone', { name });
      });
      return saved;
    } catch (error) {
      if (action === 'take' && error instanceof ValidationError) {
        const now = await queryClient
          .fetchQuery({ ...leadQueries.detail(lead.id), staleTime: 0 })
          .catch(() => null);
        if (now) void putIntoIndex([now]);
        if (now && now.userIdOwner !== null && now.userIdOwner !== changes.userIdOwner) {
          // The staff list as it is now (it may have arrived while the take was on its way).
          const staff = queryClient.getQueryData(employeeQueries.list().queryKey) ?? [];
          const owner =
            staff.find((member) => member.id === now.userIdOwner)?.name ??
            t('employeeId', { id: now.userIdOwner });
          setProblem(t('takenByOther', { name, owner }));
          return null;
        }
      }
      setProblem(t('actionFailed', { name, reason: toText(error) }));
      return null;
    } finally {
      mark(lead.id, false);
    }
  };

  const offerUndo = (text: string, undo: () => Promise<string>) => {
    requestToastHost();
    const id = notifications.show({
      role: 'status',
      color: 'green',
      withBorder: true,
      autoClose: UNDO_MS,
      message: (
        <UndoToast
          text={text}
          undoLabel={t('undo')}
          onUndo={() => {
            notifications.hide(id);
            undo().then(
              (message) => notifications.show({ role: 'status', color: 'green', message, autoClose: 4000 }),
              (error: unknown) => setProblem(toText(error)),
            );
          }}
        />
      ),
    });
  };

  // One function for the screen's lifetime, so memoised rows that get it do not re-render.
  const latestRun = useRef(run);
  latestRun.current = run;
  const stableRun = useCallback((target: Lead, action: LeadAction) => latestRun.current(target, action), []);
  return { run: stableRun, pending, problem, clearProblem: () => setProblem(null) };
}
