import { adminRow } from '../../rest/route';

export const dashboardRoutes = [adminRow('GET', '/admin/stats', 'adminDashboardStats')];
