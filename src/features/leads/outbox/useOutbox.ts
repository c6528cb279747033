import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getLead } from '@/api/leads';
import { getRateLimitState } from '@/api/rateLimit';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useSession } from '@/features/auth';
import { BatchJournal, batchDatabaseName } from '@/shared/batch';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { findCreatedLead } from '../lib/findCreatedLead';
import { leadMutations } from '../queries';
import { closeOutbox, openOutbox, outboxItems, sendWhenOnline, subscribeOutbox } from './outbox';
import { outboxMessages } from './outboxMessages';
import type { OutboxItem, OutboxJob } from './outboxTypes';

/**
 * Opens this user's outbox for the shell's lifetime and sends what waits; a new access token (after signing in
 * again over a 401) sends again. Returns the changes not yet sent.
 */
export function useOutbox(): readonly OutboxItem[] {
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const { session } = useSession();
  const username = session?.username ?? '';
  const describe = useErrorText();
  const t = useMessages(outboxMessages);
  const texts = useRef({ describe, changedElsewhere: t('changedElsewhere') });
  texts.current = { describe, changedElsewhere: t('changedElsewhere') };

  useEffect(() => {
    if (!username) return;
    const journal = new BatchJournal<OutboxJob, OutboxItem>(
      batchDatabaseName('outbox', config.apiBaseUrl, username),
    );
    void openOutbox(journal, {
      getLead,
      // Through the same mutation as online: the lead page, the lists and the local copy take the answer.
      updateLead: (id, changes) =>
        new MutationObserver(queryClient, leadMutations.update(queryClient)).mutate({
          id,
          changes,
          direct: true,
        }),
      createLead: (values) =>
        new MutationObserver(queryClient, leadMutations.create(queryClient)).mutate(values),
      findCreatedLead: (sent, options) => findCreatedLead(sent, options),
      rateLimit: getRateLimitState,
      describeFailure: (error) => texts.current.describe(error),
      changedElsewhere: texts.current.changedElsewhere,
    });
    return closeOutbox;
  }, [config.apiBaseUrl, username, queryClient]);

  const accessToken = session?.accessToken;
  useEffect(() => {
    if (accessToken) sendWhenOnline();
  }, [accessToken]);

  return useSyncExternalStore(subscribeOutbox, outboxItems);
}
