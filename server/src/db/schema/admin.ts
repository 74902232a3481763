import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/** One changed field of an audited write: its value before and after (absent on create or delete). */
export interface AuditChange {
  before?: unknown;
  after?: unknown;
}

/** Every admin write: who, what, which object, the changed fields, when (written in the write's transaction). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name at the time, so the entry reads the same after they change or leave. */
    actorName: text().notNull(),
    /** create, update, delete, status, type, … */
    action: text().notNull(),
    /** user, contactMessage, donation, paymentMethod, settings, … */
    objectType: text().notNull(),
    objectId: text(),
    changes: jsonb().$type<Record<string, AuditChange>>().notNull().default({}),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt),
    index('audit_log_object_created_idx').on(t.objectType, t.createdAt),
  ],
);
