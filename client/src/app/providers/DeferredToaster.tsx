import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/useHydrated';

const AppToaster = lazy(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })));

/** The toaster (and react-hot-toast) arrive after the page is interactive; toasts raised before then wait. */
export function DeferredToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
