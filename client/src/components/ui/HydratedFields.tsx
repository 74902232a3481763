import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated';

/**
 * A server-rendered form's fields, disabled until the page is hydrated: before that the bare HTML form would
 * submit itself as a GET, with what was typed (a password) in the address.
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
