import { type ComponentType, createElement, lazy, type ReactElement, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/Spinner';

interface SplitPage {
  Lazy: ComponentType;
  loaded?: ComponentType;
}

function PageOf({ page }: { page: SplitPage }) {
  return page.loaded ? createElement(page.loaded) : <page.Lazy />;
}

/** How to fetch the page of a route element made by `lazyPage`. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();
const allLoaders: Array<() => Promise<unknown>> = [];

/**
 * A route element whose page is split into its own chunk (React.lazy), showing the shared spinner while
 * it loads, so the landing route's JavaScript stays small. `pick` names the module's page export.
 * Once the page has been fetched ahead (`preloadPage`), it renders at once: the server renders whole pages
 * without a streamed fallback, and the browser hydrates the server's markup in one pass.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const page: SplitPage = {
    Lazy: lazy(() => fetchPage()),
  };
  const fetchPage = () =>
    load().then((module) => {
      page.loaded = pick(module);
      return { default: page.loaded };
    });
  const element = (
    <Suspense fallback={<PageSpinner />}>
      <PageOf page={page} />
    </Suspense>
  );
  loaders.set(element, fetchPage);
  allLoaders.push(fetchPage);
  return element;
}

/** A route at `path` drawing the page `page` names in the module `load` fetches (see `lazyPage`). */
export const lazyRoute = <M extends Record<K, ComponentType>, K extends string>(
  path: string,
  load: () => Promise<M>,
  page: K,
): RouteObject => ({ path, element: lazyPage(load, (module) => module[page]) });

/** Fetches the pages of these route elements (those not made by `lazyPage` are skipped). */
export async function preloadPages(elements: Array<ReactElement | null | undefined>): Promise<void> {
  await Promise.all(elements.map((element) => (element ? loaders.get(element)?.() : undefined)));
}

/** Fetches every lazy page (the server does, once). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(allLoaders.map((fetchPage) => fetchPage()));
}
