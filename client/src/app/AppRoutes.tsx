import { useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { appRoutes } from './router';

/**
 * The route table rendered with react-router's declarative API (not its data router, whose loaders and
 * actions the app does not use and which would add ~17 KB to the landing page). A render error shows the
 * error page until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
