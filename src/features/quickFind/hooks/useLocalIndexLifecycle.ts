import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { indexDatabaseName } from '@/localIndex/databases';
import { isIndexDemanded, onIndexDemand } from '@/localIndex/statusStore';
import { afterFirstScreen } from '@/shared/lib/firstScreen';
import { leadIndexQueries } from '../queries';

export interface LocalIndexSession {
  username: string;
  accessToken: string;
  getAccessToken(): string | null;
  refresh(rejectedAccessToken: string | null): Promise<boolean>;
}

/**
 * The worker starts once the first screen has settled (the list's rows come first, the index after), or at
 * once when a screen asks the index for an answer.
 */
function whenIdleOrDemanded(run: () => void): () => void {
  let done = false;
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (isIndexDemanded()) {
    once();
    return () => undefined;
  }
  const stopListening = onIndexDemand(once);
  // The idle start waits for the list's first rows: an idle moment while they are still on their way would
  // otherwise fetch the worker's connection ahead of them.
  void afterFirstScreen().then(() => {
    if (cancelled || done) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(once, { timeout: 3000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(once, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelled = true;
    stopListening();
    cancelIdle();
  };
}

/**
 * Keeps the local index running while someone is signed in: started (lazily) for this account and user, given
 * each renewed token. Signing out ends it elsewhere (the session's sign-out listener), not on unmount.
 */
export function useLocalIndexLifecycle(session: LocalIndexSession | null): void {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const username = session?.username ?? null;
  const accessToken = session?.accessToken ?? null;
  const getAccessToken = session?.getAccessToken;
  const refresh = session?.refresh;

  useEffect(() => {
    if (username === null || !getAccessToken || !refresh) return;
    // Without Web Workers (an old or locked-down browser) there is no index: the list reads the CRM as before.
    if (typeof Worker === 'undefined') return;
    const apiBaseUrl = new URL(config.apiBaseUrl, window.location.origin).href;
    let cancelled = false;
    const cancelIdle = whenIdleOrDemanded(() => {
      void import('@/localIndex/connection').then(({ connectLocalIndex }) => {
        if (cancelled) return;
        connectLocalIndex({
          databaseName: indexDatabaseName(apiBaseUrl, username),
          apiBaseUrl,
          getAccessToken,
          refreshToken: refresh,
          onAnswersChanged: () => void queryClient.invalidateQueries({ queryKey: leadIndexQueries.all() }),
          rereads: config.localIndex?.rereads,
          maxLeads: config.localIndex?.maxLeads,
          newLeadsSeconds: config.localIndex?.newLeadsSeconds,
        });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [username, getAccessToken, refresh, config, queryClient]);

  // A renewed token reaches a running index; the connection's code is not fetched ahead of the list's first rows
  // for it (an index started before then reads the token through getAccessToken).
  useEffect(() => {
    if (accessToken === null) return;
    let live = true;
    void afterFirstScreen()
      .then(() => import('@/localIndex/connection'))
      .then(({ shareAccessToken }) => live && shareAccessToken(accessToken));
    return () => {
      live = false;
    };
  }, [accessToken]);
}
