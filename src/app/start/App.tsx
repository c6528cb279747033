import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { useOpenedOnce } from '@/shared/ui/useOpenedOnce';
import { type AppContext, Providers } from './Providers';
import { createAppRouter } from './router';

const router = createAppRouter();

// Needed only when a session ends under the user: fetched then, over the screen that stays mounted.
const ReauthDialog = lazy(async () => {
  const [module] = await Promise.all([import('@/features/auth/components/ReauthDialog'), loadLaterStyles()]);
  return { default: module.ReauthDialog };
});

function Reauthentication() {
  const { reauthRequired } = useSession();
  const mounted = useOpenedOnce(reauthRequired);
  return mounted ? (
    <Suspense fallback={null}>
      <ReauthDialog />
    </Suspense>
  ) : null;
}

export function App({ context }: { context: AppContext }) {
  return (
    <Providers context={context}>
      <RouterProvider router={router} />
      <Reauthentication />
    </Providers>
  );
}
