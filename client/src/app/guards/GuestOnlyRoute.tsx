import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/Spinner';
import { safeRedirectPath } from '../../features/auth/safeRedirect';
import { useSession } from '../session/useSession';

/**
 * Guests only (login, signup); a signed-in user goes to /profile, or to the page that sent the guest here
 * (`?redirect=`, when it is a safe path on this site). Signing in on these pages lands there too.
 */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const { isAuthenticated, loading } = useSession();
  const [params] = useSearchParams();
  if (loading) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to={safeRedirectPath(params.get('redirect'))} replace />;
  return children ?? <Outlet />;
}
