import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';
import { AuditAdminResolver } from './audit-admin.resolver';

/** The admin's audit log: every module that writes on an admin's behalf records here. */
export const auditModule = defineModule({
  name: 'audit',
  services: ({ db }: Uses<'db'>) => ({ audit: new AuditService(db) }),
  resolvers: ({ audit }) => [new AuditAdminResolver(audit)],
  rest: auditRoutes,
});
