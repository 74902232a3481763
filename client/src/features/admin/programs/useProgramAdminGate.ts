import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../../app/session/useSession';
import { useLogout } from '../../auth/useLogout';
import { adminToast } from '../shared/adminToast';
import { PROGRAM_TEXTS } from './programTexts';

/** Spec doc 3 §6: a refusal — an HTTP 403, a FORBIDDEN GraphQL error, or a failure message naming 403. */
export function isForbiddenError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 403;
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => e.extensions?.code === 'FORBIDDEN' || e.message.includes('403'));
  return error instanceof Error && error.message.includes('403');
}

/**
 * The program list's and edit page's own admin check (spec doc 3 §6): a signed-in user who is not an admin,
 * or an answer refused with 403, is told 'شما به این بخش دسترسی ندارید', signed out and sent to /login.
 * Answers whether the page may show (and load), and `refuse` for a 403 answer.
 */
export function useProgramAdminGate() {
  const { user, loading } = useSession();
  const logout = useLogout();
  const done = useRef(false);
  const allowed = !loading && user?.userType === 'ADMIN';

  const refuse = useCallback(() => {
    if (done.current) return;
    done.current = true;
    adminToast.error(PROGRAM_TEXTS.noAccess);
    void logout({ redirectTo: '/login' });
  }, [logout]);

  // While the stored session is read there is no verdict yet.
  useEffect(() => {
    if (!loading && !allowed) refuse();
  }, [loading, allowed, refuse]);

  /** Handles a failed load: a refusal signs out (answers true), anything else is the page's to show. */
  const checkError = useCallback(
    (error: unknown) => {
      if (!isForbiddenError(error)) return false;
      refuse();
      return true;
    },
    [refuse],
  );
  return { allowed, checkError };
}
