import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../../app/session/sessionStore';
import { useSession } from '../../app/session/useSession';
import { LogoutDocument } from '../../gql/graphql';
import { notify } from '../../lib/notify';

export const LOGOUT_SUCCESS_MESSAGE = 'با موفقیت خارج شدید';

export interface LogoutOptions {
  /** Where to go afterwards; '/' by default (the admin layout uses '/login'). */
  redirectTo?: string;
}

/** Tells the server the session ends (the `logout` mutation); rejects when the call fails. */
export async function requestServerLogout(client: ApolloClient): Promise<void> {
  const { data } = await client.mutate({ mutation: LogoutDocument });
  if (!data?.logout.ok) throw new Error('logout refused');
}

/**
 * Returns `logout()`: calls the server, clears the local session and the Apollo cache, toasts
 * 'با موفقیت خارج شدید' and navigates. If the server call fails, the same happens without the toast.
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const { signOut } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(
    async ({ redirectTo = '/' }: LogoutOptions = {}) => {
      let serverOk = true;
      sessionStore.beginEnding();
      try {
        await requestServerLogout(client);
      } catch {
        serverOk = false;
      }
      // Signed out and on the next page in one commit: rendered apart, the signed-out state would first
      // reach the protected page, whose guard sends the guest to /login instead.
      flushSync(() => {
        signOut();
        navigate(redirectTo, { replace: true });
      });
      void client.clearStore();
      if (serverOk) notify.success(LOGOUT_SUCCESS_MESSAGE);
    },
    [client, signOut, navigate],
  );
}
