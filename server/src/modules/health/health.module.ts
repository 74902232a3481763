import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { HealthResolver } from './health.resolver';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export const healthModule = defineModule({
  name: 'health',
  services: ({ db, database, version }: Uses<'db' | 'database' | 'version'>) => ({
    health: new HealthService(db, database.driver, version),
  }),
  resolvers: ({ health }) => [new HealthResolver(health)],
  rest: healthRoutes,
});
