import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { leadMutations, leadQueries } from '@/features/leads';
import type { BoardCard } from '@/features/quickFind';
import type { ShownMove } from '../lib/boardLayout';

/** A card the user moved: where it is shown, how its save is going, and why it failed if it did. */
export interface CardMove extends ShownMove {
  status: 'saving' | 'saved' | 'failed';
  /** The stage the user asked for last (what "Retry" sends again). */
  wantedStageId: number | null;
  failure?: MoveFailure;
}

/** Told in the user's language where it is shown (`useErrorText`), the CRM's 422 text included. */
export interface MoveFailure {
  error: unknown;
}

/** The lead changed in the CRM after the board read it: the user decides before we overwrite. */
export interface StaleQuestion {
  known: BoardCard;
  current: BoardCard;
  targetStageId: number | null;
  answer(overwrite: boolean): void;
}

/**
 * Moves cards between stages: shown at once, saved with `PUT /lead/{id}` carrying `funnelStageId` only, one
 * request at a time per lead and in the order asked (so two quick moves end where the last one put the card).
 * Before each save the lead is re-read: if its `dtUpdate` moved since we knew it, the user is asked first.
 * A failed save puts the card back where the CRM has it, with the reason.
 */
export function useStageMoves() {
  const queryClient = useQueryClient();
  const update = useMutation(leadMutations.update(queryClient));
  const [moves, setMoves] = useState<ReadonlyMap<number, CardMove>>(new Map());
  const [question, setQuestion] = useState<StaleQuestion | null>(null);
  /** The version of each lead we last had from the CRM (the board's read, then our own saves' answers). */
  const known = useRef(new Map<number, BoardCard>());
  const queues = useRef(new Map<number, Promise<void>>());
  const pending = useRef(new Map<number, number>());

  const patch = useCallback((id: number, change: (move: CardMove | undefined) => CardMove | undefined) => {
    setMoves((current) => {
      const next = new Map(current);
      const changed = change(current.get(id));
      if (changed) next.set(id, changed);
      else next.delete(id);
      return next;
    });
  }, []);

  const ask = useCallback(
    (knownLead: BoardCard, current: BoardCard, targetStageId: number | null) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          known: knownLead,
          current,
          targetStageId,
          answer: (overwrite) => {
            setQuestion(null);
            resolve(overwrite);
          },
        });
      }),
    [],
  );

  const send = useCallback(
    async (id: number, targetStageId: number | null) => {
      const base = known.current.get(id);
      if (!base) return;
      const settle = (change: (move: CardMove) => CardMove | undefined) => {
        const left = (pending.current.get(id) ?? 1) - 1;
        pending.current.set(id, left);
        patch(id, (move) => (move && left === 0 ? change(move) : move));
      };
      try {
        // Offline there is nothing newer to read: the outbox checks for a newer version before it sends.
        const current = onlineManager.isOnline()
          ? await queryClient.fetchQuery({ ...leadQueries.detail(id), staleTime: 0 })
          : base;
        if (current.dtUpdate !== base.dtUpdate && !(await ask(base, current, targetStageId))) {
          known.current.set(id, current);
          settle(() => ({
            lead: current,
            stageId: current.funnelStageId,
            wantedStageId: current.funnelStageId,
            status: 'saved',
          }));
          return;
        }
        const saved = await update.mutateAsync({ id, changes: { funnelStageId: targetStageId } });
        known.current.set(id, saved);
        settle((move) => ({ ...move, lead: saved, stageId: saved.funnelStageId, status: 'saved' }));
      } catch (error) {
        const failure: MoveFailure = { error };
        const last = known.current.get(id) ?? base;
        settle((move) => ({ ...move, lead: last, stageId: last.funnelStageId, status: 'failed', failure }));
      }
    },
    [ask, patch, queryClient, update],
  );

  const move = useCallback(
    (lead: BoardCard, targetStageId: number | null) => {
      if (!known.current.has(lead.id)) known.current.set(lead.id, lead);
      pending.current.set(lead.id, (pending.current.get(lead.id) ?? 0) + 1);
      patch(lead.id, (current) => ({
        lead: current?.lead ?? lead,
        stageId: targetStageId,
        wantedStageId: targetStageId,
        status: 'saving',
      }));
      const previous = queues.current.get(lead.id) ?? Promise.resolve();
      const next = previous.then(() => send(lead.id, targetStageId));
      queues.current.set(lead.id, next);
    },
    [patch, send],
  );

  const dismiss = useCallback(
    (id: number) => patch(id, (current) => (current ? { ...current, failure: undefined } : current)),
    [patch],
  );

  return { moves, move, dismiss, question };
}
