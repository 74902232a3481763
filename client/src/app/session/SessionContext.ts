import { createContext } from 'react';
import type { SessionUser } from './types';

export interface SessionContextValue {
  token: string | null;
  user: SessionUser | null;
  /** True only when both a token and a user are stored. */
  isAuthenticated: boolean;
  /** True while the stored session is being read. */
  loading: boolean;
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
  updateUser: (user: SessionUser) => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
