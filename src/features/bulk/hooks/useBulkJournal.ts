import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useBulkUsername } from '../BulkIdentity';
import { BulkJournal, bulkDatabaseName } from '../lib/bulkJournal';

/** This account's and user's journal of bulk changes, open while the page is; and who is signed in. */
export function useBulkJournal(): { journal: BulkJournal | null; who: string } {
  const { apiBaseUrl } = useRuntimeConfig();
  const who = useBulkUsername();
  const [journal, setJournal] = useState<BulkJournal | null>(null);
  useEffect(() => {
    const opened = new BulkJournal(bulkDatabaseName(apiBaseUrl, who));
    setJournal(opened);
    return () => opened.close();
  }, [apiBaseUrl, who]);
  return { journal, who };
}
