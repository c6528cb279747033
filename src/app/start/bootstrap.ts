import { onlineManager } from '@tanstack/react-query';
import { forgetEarlyApiBase, takeEarlyConfig } from '@/api/earlyFirstPage';
import { configureHttp } from '@/api/http';
import { loadRuntimeConfig } from '@/config/runtimeConfig';
import { SessionManager } from '@/features/auth';
import { putSavedLeadsIntoIndex } from '@/features/quickFind';
import type { AppContext } from './Providers';
import { createQueryClient } from './queryClient';

/** Reads the runtime configuration and wires the API client to the session, once, before the first render. */
export async function bootstrap(): Promise<AppContext> {
  // On the list, the early module has config.json already: read from its answer, or ask if it had none.
  const config = await loadRuntimeConfig(
    (input, init) => takeEarlyConfig()?.catch(() => fetch(input, init)) ?? fetch(input, init),
  );
  // The query layer assumes a network until told otherwise: an app opened offline says so from the start.
  onlineManager.setOnline(navigator.onLine);
  const session = new SessionManager();
  const queryClient = createQueryClient();
  putSavedLeadsIntoIndex(queryClient);
  configureHttp({ baseUrl: config.apiBaseUrl, auth: session });
  session.onSignOut(() => {
    queryClient.clear();
    forgetEarlyApiBase();
    // Sign-out's clean-ups load when it happens, not with the first screen.
    void import('@/shared/batch/forgetBatchJournals').then((module) => module.forgetBatchJournals());
    // The service worker keeps the app's files (no personal data) and nothing else; it stays registered.
    void import('@/features/offline/forgetCachedResponses').then((module) => module.forgetCachedResponses());
  });
  // The local lead index holds personal data: it ends with the session (docs/local-index.md).
  session.onSignOut(() => void import('@/localIndex/session').then((module) => module.endLocalIndex()));
  if (!session.getState().session)
    void import('@/localIndex/session').then((module) => module.purgeLeftoverIndexes());
  return { config, session, queryClient };
}
