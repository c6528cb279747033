import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { leadIndexQueries, useIndexStatusOf } from '@/features/quickFind';
import { importQueries } from '../queries';
import type { ExistingLeads } from './existingLeads';

export type CrmCheck =
  | { phase: 'running' }
  | { phase: 'done'; existing: ExistingLeads }
  | { phase: 'failed'; error: unknown };

/** Stands for a set of keys in a cache key: their count and an FNV-1a hash of them, in order. */
export function keysFingerprint(keys: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const key of keys) {
    for (let at = 0; at < key.length; at += 1) {
      hash ^= key.charCodeAt(at);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x1f;
    hash = Math.imul(hash, 0x01000193);
  }
  return `${keys.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * Which rows' contacts already belong to leads, asked of the local index: every lead of the account, and asked
 * again as the index fills (its answers are refreshed with it), so a partial answer says how far it covers. Where
 * there is no index (no Web Workers, the local copy cleared or paused half-filled, the worker failed) the latest
 * leads are read from
 * the CRM instead. `keys` is null until the rows are ready.
 */
export function useExistingLeads(keys: readonly string[] | null): CrmCheck {
  const keysId = useMemo(() => (keys === null ? '' : keysFingerprint(keys)), [keys]);
  // A copy the user cleared, or paused before it held every lead, will not fill: the CRM is asked instead.
  const stalled = useIndexStatusOf(
    (status) => status?.phase === 'cleared' || (status?.phase === 'paused' && !status.complete),
  );
  const canUseIndex = typeof Worker !== 'undefined' && !stalled;
  const fromIndex = useQuery({
    ...leadIndexQueries.contacts(keys ?? [], keysId),
    enabled: canUseIndex && keys !== null,
  });
  const useApi = !canUseIndex || fromIndex.isError;
  const fromApi = useQuery({ ...importQueries.latestLeads(), enabled: useApi });

  return useMemo<CrmCheck>(() => {
    if (useApi) {
      if (fromApi.data) return { phase: 'done', existing: fromApi.data };
      return fromApi.isError ? { phase: 'failed', error: fromApi.error } : { phase: 'running' };
    }
    const answer = fromIndex.data;
    if (!answer) return { phase: 'running' };
    const byKey = new Map(answer.matches);
    const { coverage } = answer;
    return {
      phase: 'done',
      existing: {
        coverage: coverage.complete
          ? { kind: 'all', count: coverage.indexed }
          : { kind: 'partial', indexed: coverage.indexed, expected: coverage.expected },
        leadWith: (key) => byKey.get(key) ?? null,
      },
    };
  }, [useApi, fromApi.data, fromApi.isError, fromApi.error, fromIndex.data]);
}
