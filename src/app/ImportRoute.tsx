import { useRuntimeConfig } from '../config/ConfigContext';
import { useSession } from '../features/auth/SessionContext';
import { latestLeadsLookup } from '../features/import/duplicates/existingLeads';
import { importDatabaseName } from '../features/import/journal/importJournal';
import { ImportPage } from '../features/import/ui/ImportPage';

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
