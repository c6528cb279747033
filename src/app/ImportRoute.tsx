import { useRuntimeConfig } from '../config/ConfigContext';
import { useSession } from '../features/auth/SessionContext';
import { importDatabaseName } from '../features/import/journal/importJournal';
import { ImportPage } from '../features/import/ui/ImportPage';

/** The import page wired to the session, whose journal it keeps. */
export function ImportRoute() {
  const { apiBaseUrl } = useRuntimeConfig();
  const { session } = useSession();
  return (
    <ImportPage
      key={session?.username}
      journalName={importDatabaseName(apiBaseUrl, session?.username ?? '')}
    />
  );
}
