import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { adminAreaRoutes } from '../../app/AdminArea';

/** The admin area's table where the app mounts it (`/admin/*` loads it as a chunk of its own). */
const appRoutes: RouteObject[] = [{ path: '/admin', children: adminAreaRoutes }];

/** Each route's full pattern ('/admin/users/:id/edit'), for the routes under /admin that draw a page. */
function adminPatterns(routes: RouteObject[], base = '', into = new Map<RouteObject, string>()) {
  for (const route of routes) {
    const pattern = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    if ((route.index || route.path) && pattern.startsWith('/admin')) into.set(route, pattern || '/');
    if (route.children) adminPatterns(route.children, pattern, into);
  }
  return into;
}

type Builder = (...args: string[]) => string;

/** Every builder of every admin feature's urls.ts, called with '7' for each id it takes. */
function builtAddresses(): Array<[name: string, address: string]> {
  const modules = import.meta.glob<Record<string, unknown>>('./*/urls.ts', { eager: true });
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => name.endsWith('Urls'))
      .flatMap(([name, builders]) =>
        Object.entries(builders as Record<string, Builder>).map(([key, build]): [string, string] => [
          `${file} ${name}.${key}`,
          build(...Array.from({ length: build.length }, () => '7')),
        ]),
      ),
  );
}

describe('admin addresses', () => {
  const patterns = adminPatterns(appRoutes);
  const addresses = builtAddresses();
  const landing = (address: string) => {
    const matches = matchRoutes(appRoutes, new URL(address, 'http://site').pathname) ?? [];
    return patterns.get(matches.at(-1)?.route as RouteObject);
  };

  it('finds the admin routes and the urls builders', () => {
    expect(patterns.size).toBeGreaterThan(10);
    expect(addresses.length).toBeGreaterThan(10);
  });

  it('lands every builder on an admin route', () => {
    const lost = addresses.filter(([, address]) => !landing(address));
    expect(lost).toEqual([]);
  });

  it('reaches every admin route through a urls.ts builder', () => {
    const reached = new Set(addresses.map(([, address]) => landing(address)));
    expect([...patterns.values()].filter((pattern) => !reached.has(pattern))).toEqual([]);
  });
});
