import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session/useSession';
import type { AuthPayloadFieldsFragment } from '../../gql/graphql';
import { safeRedirectPath } from './safeRedirect';
import { toSessionUser } from './toSessionUser';

/**
 * Returns `complete(payload, fallbackMessage)`: with a token and a user it starts the session, toasts the
 * server's message and goes to the `?redirect=` path (if safe) or /profile, answering true; otherwise false.
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  return useCallback(
    (payload: AuthPayloadFieldsFragment, fallbackMessage: string): boolean => {
      if (!payload.token || !payload.user) return false;
      // Nothing cached for the guest may leak into the member's screens.
      void client.clearStore();
      signIn(payload.token, toSessionUser(payload.user));
      toast.success(payload.message || fallbackMessage);
      navigate(safeRedirectPath(params.get('redirect')), { replace: true });
      return true;
    },
    [client, signIn, navigate, params],
  );
}
