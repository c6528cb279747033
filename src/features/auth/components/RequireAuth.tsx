import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './SessionContext';

/** Signed-out visitors go to sign-in, and come back to the address they opened. */
export function RequireAuth() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
