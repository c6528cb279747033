import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useOnline } from '../useOnline';

// Its words and layout load only when a screen is opened offline.
const NeedsNetworkScreen = lazy(async () => ({
  default: (await import('./NeedsNetworkScreen')).NeedsNetworkScreen,
}));

/**
 * Screens that only work with the CRM (new clients and organizations, the deal wizard, the import, bulk changes)
 * say so before their first step when opened offline, instead of after the typing; they open by themselves when the
 * network is back. A screen opened online stays open if the network drops (its own sending says what failed).
 */
export function NeedsNetwork() {
  const online = useOnline();
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(online ? pathname : null);
  if (online && openedAt !== pathname) setOpenedAt(pathname);
  if (online || openedAt === pathname) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NeedsNetworkScreen />
    </Suspense>
  );
}
