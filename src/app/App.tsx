import { RouterProvider } from 'react-router-dom';
import { ReauthDialog } from '../features/auth/ReauthDialog';
import { type AppContext, Providers } from './Providers';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App({ context }: { context: AppContext }) {
  return (
    <Providers context={context}>
      <RouterProvider router={router} />
      <ReauthDialog />
    </Providers>
  );
}
