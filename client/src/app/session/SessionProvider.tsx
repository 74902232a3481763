import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { SessionContext, type SessionContextValue } from './SessionContext';
import { sessionStore } from './sessionStore';

const actions = {
  signIn: sessionStore.set,
  signOut: sessionStore.clear,
  updateUser: sessionStore.setUser,
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const { token, user } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );

  const value = useMemo<SessionContextValue>(
    () => ({ token, user, isAuthenticated: Boolean(token && user), loading: false, ...actions }),
    [token, user],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
