import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { useAppUpdateReady } from '@/features/offline';
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

// Shown only once a new deployment waits: its code is fetched then.
const UpdatePrompt = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/offline/components/UpdatePrompt'),
    loadLaterStyles(),
  ]);
  return { default: module.UpdatePrompt };
});

function AppUpdate() {
  return useAppUpdateReady() ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

export function App({ context }: { context: AppContext }) {
  return (
    <Providers context={context}>
      <RouterProvider router={router} />
      <Reauthentication />
      <AppUpdate />
    </Providers>
  );
}
