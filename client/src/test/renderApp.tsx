import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';
import { SessionProvider } from '../app/session/SessionProvider';

/** What a test reads of the router: where it is, how it got there, and a way to move on. */
export interface RouterProbe {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

function Probe({ into }: { into: RouterProbe }) {
  into.state = { location: useLocation(), historyAction: useNavigationType() };
  into.navigate = useNavigate();
  return null;
}

/** Renders the full route table at `path` with the real session provider, as the app does. */
export function renderApp(path: string) {
  const router = {} as RouterProbe;
  const view = render(
    <MockedProvider mocks={[]}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <Probe into={router} />
          <AppRoutes />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
  return { router, ...view };
}
