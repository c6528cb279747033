import { useQuery } from '@tanstack/react-query';
import { useIndexStatus } from '@/features/quickFind';
import { deskQueries, type WaitingRule } from '../queries';

/**
 * How many leads wait for me (the badge, the title); null until the index answers. Asked only once the index
 * runs, so the count never starts the worker ahead of the first screen.
 */
export function useWaitingCount(rule: WaitingRule): number | null {
  const started = useIndexStatus() !== null;
  const answer = useQuery({
    ...deskQueries.waiting(rule, 0),
    select: (page) => page.total,
    enabled: started,
  });
  return answer.data ?? null;
}
