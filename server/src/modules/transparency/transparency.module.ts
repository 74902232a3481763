import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { AuditService } from '../audit/audit.service';
import { SpendingAdminResolver } from './spending-admin.resolver';
import { spendingAdminRoutes } from './spending-admin.routes';
import { SpendingAdminService } from './spending-admin.service';
import { TransparencyResolver } from './transparency.resolver';
import { transparencyRoutes } from './transparency.routes';
import { TransparencyService } from './transparency.service';

export const transparencyModule = defineModule({
  name: 'transparency',
  services: ({ db, audit }: Uses<'db'> & { audit: AuditService }) => ({
    spendingAdmin: new SpendingAdminService(db, audit),
    transparency: new TransparencyService(db),
  }),
  resolvers: (s) => [new SpendingAdminResolver(s.spendingAdmin), new TransparencyResolver(s.transparency)],
  rest: [...spendingAdminRoutes, ...transparencyRoutes],
});
