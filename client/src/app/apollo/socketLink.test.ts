import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { NotificationEventsDocument, UnreadNotificationCountDocument } from '../../gql/graphql';
import { sessionStore } from '../session/sessionStore';
import { installSubscriptionLink } from './socketLink';

describe('installSubscriptionLink', () => {
  it('keeps queries on the client’s own link, once however often it is called', async () => {
    const http = vi.fn(() => of({ data: { unreadNotificationCount: 3 } }));
    const client = new ApolloClient({ link: new ApolloLink(http), cache: new InMemoryCache() });
    installSubscriptionLink(client);
    installSubscriptionLink(client);
    const { data } = await client.query({ query: UnreadNotificationCountDocument });
    expect(data?.unreadNotificationCount).toBe(3);
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('sends subscriptions to the socket, never to the HTTP link', async () => {
    const http = vi.fn(() => of({ data: {} }));
    const client = new ApolloClient({ link: new ApolloLink(http), cache: new InMemoryCache() });
    installSubscriptionLink(client);
    // No server listens here: the socket fails, and the HTTP link is still never asked.
    const outcome = await new Promise<string>((resolve) => {
      const subscription = client.subscribe({ query: NotificationEventsDocument }).subscribe({
        next: (result) => resolve(result.error ? 'error' : 'data'),
        error: () => resolve('error'),
        complete: () => resolve('complete'),
      });
      setTimeout(() => {
        subscription.unsubscribe();
        resolve('pending');
      }, 500);
    });
    expect(['error', 'pending', 'complete']).toContain(outcome);
    expect(http).not.toHaveBeenCalled();
  });

  it('signing out while the socket is still connecting leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      sessionStore.set('token-a', { id: 1, fullName: 'الف', userType: 'STUDENT' } as never);
      const client = new ApolloClient({
        link: new ApolloLink(() => of({ data: {} })),
        cache: new InMemoryCache(),
      });
      installSubscriptionLink(client);
      // No server listens here: the socket is connecting when the session ends and the client is disposed.
      const subscription = client
        .subscribe({ query: NotificationEventsDocument })
        .subscribe({ error: () => {} });
      sessionStore.clear();
      await new Promise((resolve) => setTimeout(resolve, 300));
      subscription.unsubscribe();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
