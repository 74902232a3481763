import { clearMemberStorage } from './memberStorage';
import type { SessionSnapshot, SessionUser } from './types';

export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function readStorage(): SessionSnapshot {
  const store = storage();
  return {
    token: store?.getItem(TOKEN_STORAGE_KEY) || null,
    user: parseUser(store?.getItem(USER_STORAGE_KEY) ?? null),
  };
}

let snapshot: SessionSnapshot = readStorage();
/** The token this tab is signing out itself; refusals of it while the logout runs are expected. */
let endingToken: string | null = null;
const listeners = new Set<Listener>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * The session kept in localStorage ('token' and 'user'), usable outside React
 * (the Apollo client reads the token and clears the session on 401).
 */
export const sessionStore = {
  getSnapshot: (): SessionSnapshot => snapshot,
  getToken: (): string | null => snapshot.token,
  getUser: (): SessionUser | null => snapshot.user,

  /** Signs `user` in; another member's data kept in this browser goes first. */
  set(token: string, user: SessionUser): void {
    const store = storage();
    if (store && String(snapshot.user?.id) !== String(user.id)) clearMemberStorage(store);
    store?.setItem(TOKEN_STORAGE_KEY, token);
    store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    publish({ token, user });
  },

  setUser(user: SessionUser): void {
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    publish({ ...snapshot, user });
  },

  /** Marks the current session as being ended by this tab (logout): see `isEnding`. */
  beginEnding(): void {
    endingToken = snapshot.token;
  },

  /** True while this tab's own logout of the current session runs. */
  isEnding(): boolean {
    return endingToken !== null && endingToken === snapshot.token;
  },

  /** Ends the session here, with the member's own data kept in this browser (see memberStorage). */
  clear(): void {
    const store = storage();
    store?.removeItem(TOKEN_STORAGE_KEY);
    store?.removeItem(USER_STORAGE_KEY);
    if (store) clearMemberStorage(store);
    publish({ token: null, user: null });
  },

  /** Re-reads localStorage (another tab changed it, or tests reset it). */
  reload(): void {
    publish(readStorage());
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      sessionStore.reload();
    }
  });
}
