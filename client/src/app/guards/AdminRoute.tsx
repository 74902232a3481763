import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/Spinner';
import { AccessRestrictedPage } from '../../features/errors/AccessRestrictedPage';
import { useSession } from '../session/useSession';

/** ADMIN only: guests go to /login, other signed-in users see the access-restricted page. */
export function AdminRoute({ children }: { children?: ReactNode }) {
  const { isAuthenticated, user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace />;
  if (user.userType !== 'ADMIN') return <AccessRestrictedPage />;
  return children ?? <Outlet />;
}
