import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';
import { DashboardAdminResolver } from './dashboard-admin.resolver';

export const dashboardModule = defineModule({
  name: 'dashboard',
  services: ({ db }: Uses<'db'>) => ({ dashboard: new DashboardService(db) }),
  resolvers: ({ dashboard }) => [new DashboardAdminResolver(dashboard)],
  rest: dashboardRoutes,
});
