import { rowsTagged } from '../../rest/route';

export const dashboardRoutes = [rowsTagged('admin')('GET', '/admin/stats', 'adminDashboardStats')];
