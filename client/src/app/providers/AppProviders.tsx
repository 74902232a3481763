import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from '../apollo/client';
import { SessionProvider } from '../session/SessionProvider';
import { AppToaster } from './AppToaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <SessionProvider>
        {children}
        <AppToaster />
      </SessionProvider>
    </ApolloProvider>
  );
}
