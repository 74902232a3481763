import { notificationCreateSchema } from '@common/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { validated } from '../validated';
import { notificationMessages } from './notifications.messages';
import type { NotificationRow, NotificationService } from './notifications.service';

/** The admin's side of notifications: one audited message to one member, heard live by their bell. */
export class NotificationAdminService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly audit: AuditService,
  ) {}

  /** Sends a notification to one member; the write and its audit row commit together. */
  async create(admin: Viewer, input: unknown): Promise<NotificationRow> {
    const value = validated(notificationCreateSchema, input);
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, value.userId), isNull(users.deletedAt)));
      if (!user) {
        throw new DomainError('NOT_FOUND', notificationMessages.userNotFound, {
          userId: notificationMessages.userNotFound,
        });
      }
      const row = await this.notifications.notify(value.userId, value, tx);
      await this.audit.record(tx, admin, {
        action: 'create',
        objectType: 'notification',
        objectId: row.id,
        after: row,
      });
      return row;
    });
  }
}
