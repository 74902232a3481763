import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { SessionContext, type SessionContextValue } from './SessionContext';
import { sessionStore } from './sessionStore';
import type { SessionSnapshot } from './types';

/** What the server renders with (it never sees the browser's stored session), and so what hydration starts from. */
const GUEST: SessionSnapshot = { token: null, user: null };
const guestSnapshot = () => GUEST;

const actions = {
  signIn: sessionStore.set,
  signOut: sessionStore.clear,
  updateUser: sessionStore.setUser,
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const { token, user } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    guestSnapshot,
  );

  const value = useMemo<SessionContextValue>(
    () => ({ token, user, isAuthenticated: Boolean(token && user), loading: false, ...actions }),
    [token, user],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
