import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../apollo/client';
import { SessionProvider } from '../session/SessionProvider';
import { DeferredToaster } from './DeferredToaster';

/** The providers around every screen; the server passes its own per-request Apollo client. */
export function AppProviders({
  children,
  client = apolloClient,
}: {
  children: ReactNode;
  client?: ApolloClient;
}) {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        {children}
        <DeferredToaster />
      </SessionProvider>
    </ApolloProvider>
  );
}
