import { lazy, Suspense } from 'react';
import { useOnline } from '../useOnline';

// Its code (and the index status it reads) loads only when the network goes.
const OfflineBanner = lazy(async () => ({ default: (await import('./OfflineBanner')).OfflineBanner }));

/** The offline banner, where the shell puts it; nothing at all while online. */
export function OfflineNotice() {
  return useOnline() ? null : (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
