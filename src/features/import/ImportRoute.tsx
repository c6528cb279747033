import { useRuntimeConfig } from '@/config/ConfigContext';
import { useSession } from '@/features/auth';
import { ImportPage } from './ImportPage';
import { importDatabaseName } from './journal/importJournal';

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
