import { type ComponentType, lazy, Suspense } from 'react';
import { PageSpinner } from '../components/ui/Spinner';

/**
 * A route element whose page is split into its own chunk (React.lazy), showing the shared spinner while
 * it loads, so the landing route's JavaScript stays small. `pick` names the module's page export.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
