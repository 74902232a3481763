import { Args, Authorized, Query, Resolver } from 'type-graphql';
import type { AuditService } from './audit.service';
import { AuditEntryPage, AuditLogArgs } from './audit.types';

@Authorized('ADMIN')
@Resolver()
export class AuditAdminResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditEntryPage, {
    description: 'Admin: the log of admin writes, newest first, by admin, object type and Tehran days.',
  })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs) {
    return this.audit.list(args);
  }
}
