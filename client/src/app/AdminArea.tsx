import { type RouteObject, useRoutes } from 'react-router-dom';
import { adminRoutes } from '../features/admin/adminRoutes';
import { AdminLayout } from './layouts/AdminLayout';

/** Everything under /admin: the admin layout around the features' routes (relative to /admin). */
export const adminAreaRoutes: RouteObject[] = [{ element: <AdminLayout />, children: adminRoutes }];

/**
 * The admin area, a chunk of its own: its route table, and the preload list of every admin page, load with
 * the first admin page instead of riding in every visitor's landing chunk.
 */
export function AdminArea() {
  return useRoutes(adminAreaRoutes);
}
