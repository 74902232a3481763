import type { AuditAction, AuditObjectType } from '@common/audit-labels';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { dayRangeConditions } from '../../graphql/day-range';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { AuditEntry, AuditLogArgs } from './audit.types';
import { auditChanges } from './audit-changes';

type Fields = Record<string, unknown> | null | undefined;

/**
 * One admin write to record: the action on an object and the object before and after it. Actions and object
 * types are those `common/audit-labels.ts` names in Persian (so a new one cannot reach the log unnamed).
 */
export interface AuditedWrite {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: number | string | null;
  before?: Fields;
  after?: Fields;
}

/** The log of admin writes: recorded inside each write's transaction, listed for /admin/audit. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** Records a write in the caller's transaction, so the entry exists exactly when the change does. */
  async record(tx: Db, actor: Viewer, write: AuditedWrite): Promise<void> {
    const changes = auditChanges(write.objectType, write.before, write.after);
    if (write.before && write.after && Object.keys(changes).length === 0) return;
    const [who] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, actor.userId));
    const actorName = who ? `${who.firstName} ${who.lastName}`.trim() || who.phoneNumber : '';
    await tx.insert(auditLog).values({
      actorId: actor.userId,
      actorName,
      action: write.action,
      objectType: write.objectType,
      objectId: write.objectId === null ? null : String(write.objectId),
      changes,
    });
  }

  async list(args: AuditLogArgs): Promise<Page<AuditEntry>> {
    const { offset, limit } = pageWindow(args);
    const where = and(...this.filters(args));
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
      this.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return pageOf(
      rows.map((row) => ({
        ...row,
        changes: Object.entries(row.changes).map(([field, change]) => ({
          field,
          before: 'before' in change ? JSON.stringify(change.before) : null,
          after: 'after' in change ? JSON.stringify(change.after) : null,
        })),
      })),
      total,
      args,
    );
  }

  private filters(args: AuditLogArgs): SQL[] {
    const conditions: SQL[] = [];
    if (args.actorId != null) conditions.push(eq(auditLog.actorId, args.actorId));
    if (args.objectType) conditions.push(eq(auditLog.objectType, args.objectType));
    conditions.push(...dayRangeConditions(auditLog.createdAt, args));
    return conditions;
  }
}
