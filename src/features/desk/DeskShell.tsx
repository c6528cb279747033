import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useDesk } from './hooks/useDesk';
import { useNewLeadAlerts } from './hooks/useNewLeadAlerts';
import { useWaitingTitle } from './hooks/useWaitingTitle';
import { noteLocation } from './lib/leadView';
import { isAskingWhoAmI, settleWhoAmI, subscribeWhoAmI } from './lib/whoAmIRequests';

const WhoAmIDialog = lazy(async () => ({
  default: (await import('./components/WhoAmIDialog')).WhoAmIDialog,
}));

/**
 * The desk's part of the shell, loaded after the first screen: new-lead alerts, the count in the tab title, and
 * the "Which employee are you?" dialog when a screen needs to know.
 */
export function DeskShell() {
  const desk = useDesk();
  const asking = useSyncExternalStore(subscribeWhoAmI, isAskingWhoAmI);
  const { pathname, search } = useLocation();
  useEffect(() => noteLocation(`${pathname}${search}`), [pathname, search]);
  useWaitingTitle();
  useNewLeadAlerts(desk.prefs);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <WhoAmIDialog
        opened
        current={desk.me?.id ?? null}
        onChoose={(id) => {
          desk.chooseMe(id);
          settleWhoAmI(id);
        }}
        onCancel={() => settleWhoAmI(null)}
      />
    </Suspense>
  );
}
