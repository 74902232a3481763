import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while React adopts the server's markup; true from then on (and in client-only renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
