import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';
import { createCache } from '../app/apollo/cache';
import { SessionProvider } from '../app/session/SessionProvider';
import { sessionStore } from '../app/session/sessionStore';
import type { SessionUser } from '../app/session/types';
import { ConfirmProvider } from '../components/ui/useConfirm';

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

export interface RenderPageOptions {
  /** The address the page opens at (default '/'). */
  path?: string;
  /** The Apollo answers the page may ask for. */
  mocks?: readonly MockLink.MockedResponse[];
  /** Links every request passes before the mocks (e.g. `holdAnswer`'s, to keep an answer back). */
  links?: readonly ApolloLink[];
  /** The signed-in member (given a session token); a guest, or whatever the test stored, when left out. */
  session?: SessionUser;
  /** What to draw instead of the app's whole route table: the component under test. */
  element?: ReactNode;
  /** The route pattern `element` answers (for pages that read their params); other paths draw nothing. */
  route?: string;
}

/**
 * The one way a client test draws something: inside the app's providers (Apollo with `mocks`, the session,
 * a memory router at `path`), either the full route table, as the app does, or one `element`. Answers the
 * router (`state.location`, `navigate`) and a user-event driver beside Testing Library's view.
 */
export function renderPage({
  path = '/',
  mocks = [],
  links = [],
  session,
  element,
  route = '*',
}: RenderPageOptions = {}) {
  if (session) sessionStore.set('test-token', session);
  const router = {} as RouterProbe;
  const user = userEvent.setup();
  const view = render(
    <MockedProvider link={ApolloLink.from([...links, new MockLink(mocks)])} cache={createCache()}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]} useTransitions={false}>
          <Probe into={router} />
          {element === undefined ? (
            <AppRoutes />
          ) : (
            <Routes>
              {/* A screen drawn alone gets the confirmation its layout would lend it. */}
              <Route path={route} element={<ConfirmProvider>{element}</ConfirmProvider>} />
              {route !== '*' && <Route path="*" element={null} />}
            </Routes>
          )}
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
  return { router, user, ...view };
}
