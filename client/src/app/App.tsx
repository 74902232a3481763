import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { ViewerDataRefresh } from './apollo/ViewerDataRefresh';
import { AppProviders } from './providers/AppProviders';

/**
 * Navigations are plain updates, not transitions, so a navigation and a session change made together (logout)
 * render in one commit: a transition would let the signed-out state reach the protected page first.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <ViewerDataRefresh />
    </AppProviders>
  );
}
