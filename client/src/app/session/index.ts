export { SessionContext, type SessionContextValue } from './SessionContext';
export { SessionProvider } from './SessionProvider';
export { sessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './sessionStore';
export type { SessionSnapshot, SessionUser, UserType } from './types';
export { useSession } from './useSession';
