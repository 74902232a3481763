import { USER_TYPES, type UserType } from '@common/enums';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/validation/admin-user';
import { and, asc, count, desc, eq, isNull, like, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, notFound } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import type { SessionService } from '../auth/sessions.service';
import { containsPattern, searchWords } from '../courses/course-search';
import { validated } from '../validated';
import { softDeleteUser } from './soft-delete';
import type { AdminUserFilterArgs, AdminUsersArgs } from './user-admin.inputs';
import { userAdminMessages as messages } from './user-admin.messages';
import type { UserRow } from './users.service';
import type { UserTypeCounts } from './users.types';

const notDeleted = isNull(users.deletedAt);
const conflict = (message: string) => new DomainError('CONFLICT', message);

/**
 * The admin's user management (spec doc 3 §2.4, §2.5, §7.1). Every write is audited in its transaction;
 * deactivation, a type change and deletion end the user's sessions at once. An admin cannot switch off,
 * demote or delete their own account, nor the last active admin.
 */
export class UserAdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  /** The list's filters as one condition (the CSV export reads the same rows). */
  where(args: Pick<AdminUsersArgs, 'q' | 'type' | 'active'>): SQL | undefined {
    return and(
      notDeleted,
      ...this.search(args),
      args.type ? eq(users.userType, args.type) : undefined,
      args.active != null ? eq(users.isActive, args.active) : undefined,
    );
  }

  async list(args: AdminUsersArgs): Promise<Page<UserRow>> {
    const { offset, limit } = pageWindow(args);
    const where = this.where(args);
    const direction = args.sortDir === 'ASC' ? asc : desc;
    const order =
      args.sortBy === 'NAME'
        ? [direction(users.lastName), direction(users.firstName), direction(users.id)]
        : args.sortBy === 'CREATED_AT'
          ? [direction(users.createdAt), direction(users.id)]
          : [direction(users.id)];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return pageOf(rows, total, args);
  }

  /** The counts by type of the users the search words find (all users without words). */
  async counts(args: AdminUserFilterArgs): Promise<UserTypeCounts> {
    const rows = await this.db
      .select({ userType: users.userType, n: count() })
      .from(users)
      .where(and(notDeleted, ...this.search(args)))
      .groupBy(users.userType);
    const byType = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as Record<UserType, number>;
    for (const { userType, n } of rows) byType[userType] = n;
    return { total: rows.reduce((sum, row) => sum + row.n, 0), ...byType };
  }

  async get(id: number): Promise<UserRow> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), notDeleted));
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  async create(admin: Viewer, input: unknown): Promise<UserRow> {
    const { password, ...form } = validated(adminUserCreateSchema, input);
    const fields = { ...form, email: form.email.toLowerCase() };
    const passwordHash = await hashPassword(password);
    return this.unique(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, passwordHash, phoneVerified: false })
          .returning();
        await this.audit.record(tx, admin, {
          action: 'create',
          objectType: 'user',
          objectId: row.id,
          after: row,
        });
        return row;
      }),
    );
  }

  async update(admin: Viewer, id: number, input: unknown): Promise<UserRow> {
    const form = validated(adminUserUpdateSchema, input);
    const fields = { ...form, email: form.email.toLowerCase() };
    return this.unique(() =>
      this.change(admin, id, 'update', (before) => {
        if (id === admin.userId && !fields.isActive) throw conflict(messages.selfDeactivate);
        if (id === admin.userId && fields.userType !== before.userType) throw conflict(messages.selfDemote);
        return fields;
      }),
    );
  }

  toggleStatus(admin: Viewer, id: number): Promise<UserRow> {
    if (id === admin.userId) throw conflict(messages.selfDeactivate);
    return this.change(admin, id, 'status', (before) => ({ isActive: !before.isActive }));
  }

  toggleVerification(admin: Viewer, id: number): Promise<UserRow> {
    return this.change(admin, id, 'verification', (before) => ({ emailVerified: !before.emailVerified }));
  }

  async delete(admin: Viewer, id: number): Promise<boolean> {
    if (id === admin.userId) throw conflict(messages.selfDelete);
    await this.db.transaction(async (tx) => {
      const before = await this.lockUser(tx, id);
      if (before.userType === 'ADMIN') await this.keepAnActiveAdmin(tx, id);
      await softDeleteUser(tx, this.sessions, id);
      await this.audit.record(tx, admin, { action: 'delete', objectType: 'user', objectId: id, before });
    });
    return true;
  }

  /**
   * One audited change of a user, under a lock on the row: `changes` sees the row as it is and answers the
   * new values. Leaving no active admin is refused; a switch-off or a type change ends the user's sessions.
   */
  private change(
    admin: Viewer,
    id: number,
    action: string,
    changes: (before: UserRow) => Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockUser(tx, id);
      const values = changes(before);
      const [after] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      const stillAdmin = after.userType === 'ADMIN' && after.isActive;
      if (before.userType === 'ADMIN' && before.isActive && !stillAdmin) await this.keepAnActiveAdmin(tx, id);
      if (before.userType !== after.userType || (before.isActive && !after.isActive)) {
        await this.sessions.revokeAll(id, undefined, tx);
      }
      await this.audit.record(tx, admin, { action, objectType: 'user', objectId: id, before, after });
      return after;
    });
  }

  /**
   * Locks the user's row for the write. Admin rows are locked first, all of them in id order, so two admins
   * acting on each other at once wait in turn instead of deadlocking, and the second sees the first's change.
   */
  private async lockUser(tx: Db, id: number): Promise<UserRow> {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'ADMIN'), notDeleted))
      .orderBy(users.id)
      .for('update');
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), notDeleted))
      .for('update');
    if (!row) throw notFound(messages.notFound);
    return row;
  }

  /** Refuses a write that would leave no active admin besides `leaving` (their rows are locked already). */
  private async keepAnActiveAdmin(tx: Db, leaving: number): Promise<void> {
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'ADMIN'), eq(users.isActive, true), notDeleted, ne(users.id, leaving)));
    if (others.length === 0) throw conflict(messages.lastAdmin);
  }

  /** Each search word must occur in the user's normalised names, e-mail or phone. */
  private search({ q }: AdminUserFilterArgs): SQL[] {
    return searchWords(q).map((word) => like(users.searchText, containsPattern(word)));
  }

  /** Runs a write; a duplicate phone or e-mail is a 409 on that field. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_phone_number_key') {
        throw new DomainError('CONFLICT', messages.phoneTaken, { phoneNumber: messages.phoneTaken });
      }
      if (constraint === 'users_email_key') {
        throw new DomainError('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
      }
      throw error;
    }
  }
}
