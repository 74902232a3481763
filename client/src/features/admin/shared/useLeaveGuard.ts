import { useEffect } from 'react';

/**
 * Asks before a dirty form is left by reloading or closing the tab (the browser's own prompt). In-app
 * links of the form's page ask through their own confirmation (the app uses the declarative router, which
 * cannot block navigation).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
