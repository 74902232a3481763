import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { DashboardResolver } from './dashboard.resolver';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

export const dashboardModule = defineModule({
  name: 'dashboard',
  services: ({ db }: Uses<'db'>) => ({ dashboard: new DashboardService(db) }),
  resolvers: ({ dashboard }) => [new DashboardResolver(dashboard)],
  rest: dashboardRoutes,
});
