import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIndexStatusOf } from '@/features/quickFind';
import { deskQueries, type InboxCounts } from '../queries';
import { useInboxQuestion } from './useInboxQuestion';

/** What the badge and the title say: Answer now and Late together, and the backlog's own number beside. */
export interface WaitingCount {
  due: number;
  backlog: number;
}

export function dueOf(counts: InboxCounts): WaitingCount {
  return { due: counts.answerNow + counts.late, backlog: counts.backlog };
}

/**
 * How many of my leads wait (the badge, the title); null until the index answers. Asked only once the index
 * runs, so the count never starts the worker ahead of the first screen.
 */
export function useWaitingCount(everyone = false): WaitingCount | null {
  const started = useIndexStatusOf((status) => status !== null);
  const question = useInboxQuestion({ everyone, backlogOpen: false, backlogNewestFirst: false });
  const answer = useQuery({
    ...deskQueries.inbox(question, 0, 0),
    select: (window) => dueOf(window.counts),
    enabled: started,
    placeholderData: keepPreviousData,
  });
  return answer.data ?? null;
}
