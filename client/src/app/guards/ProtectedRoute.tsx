import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/Spinner';
import { useSession } from '../session/useSession';

/** Signed-in users only; anyone else goes to /login (history replaced). */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { isAuthenticated, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}
