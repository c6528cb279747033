import { useRuntimeConfig } from '@/config/ConfigContext';
import { useSession } from '@/features/auth';
import { latestLeadsLookup } from './duplicates/existingLeads';
import { ImportPage } from './ImportPage';
import { importDatabaseName } from './journal/importJournal';

/**
 * The import page wired to the session (whose journal it keeps) and to the lookup of existing leads. When the
 * local lead index is merged, pass its lookup here instead of `latestLeadsLookup`.
 */
export function ImportRoute() {
  const { apiBaseUrl } = useRuntimeConfig();
  const { session } = useSession();
  return (
    <ImportPage
      key={session?.username}
      journalName={importDatabaseName(apiBaseUrl, session?.username ?? '')}
      existingLeadsLookup={latestLeadsLookup}
    />
  );
}
