import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../app/router';
import { SessionProvider } from '../app/session/SessionProvider';

/** Renders the full route table at `path` with the real session provider. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <MockedProvider mocks={[]}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MockedProvider>,
  );
  return { router, ...view };
}
