import type { AuditAction } from '@common/audit-labels';
import { USER_TYPES, type UserType } from '@common/enums';
import { adminUserCreateSchema, adminUserUpdateSchema } from '@common/validation/admin-user';
import { and, asc, count, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { DomainError, notFound } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import { hashPassword } from '../../security/passwords';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import { containsPattern, searchWords } from '../courses/course-search';
import type { SessionService } from '../sessions/sessions.service';
import { validated } from '../validated';
import { changeUserKeepingAnAdmin } from './admin-presence';
import { type FilesLeftBy, softDeleteUser } from './soft-delete';
import type { AdminUserFilterArgs, AdminUsersArgs } from './user-admin.inputs';
import { userAdminMessages as messages } from './user-admin.messages';
import type { UserTypeCounts } from './users.types';

const notDeleted = isNull(users.deletedAt);
const conflict = (message: string) => new DomainError('CONFLICT', message);
const missing = () => notFound(messages.notFound);

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
    private readonly filesLeftBy: FilesLeftBy,
    private readonly pictures: SitePictures,
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
    await this.pictures.assertShown('profileImageUrl', form.profileImageUrl);
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
    await this.pictures.assertShown('profileImageUrl', form.profileImageUrl);
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
    await changeUserKeepingAnAdmin(this.db, id, missing, async (tx, before) => {
      await softDeleteUser(tx, this.sessions, id);
      await this.audit.record(tx, admin, { action: 'delete', objectType: 'user', objectId: id, before });
    });
    await this.filesLeftBy(id);
    return true;
  }

  /**
   * One audited change of a user, under the admins' lock and a lock on the row: `changes` sees the row as it
   * is and answers the new values. Leaving no active admin is refused; a switch-off or a type change ends the
   * user's sessions.
   */
  private change(
    admin: Viewer,
    id: number,
    action: AuditAction,
    changes: (before: UserRow) => Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    return changeUserKeepingAnAdmin(this.db, id, missing, async (tx, before) => {
      const [after] = await tx.update(users).set(changes(before)).where(eq(users.id, id)).returning();
      if (before.userType !== after.userType || (before.isActive && !after.isActive)) {
        await this.sessions.revokeAll(id, undefined, tx);
      }
      await this.audit.record(tx, admin, { action, objectType: 'user', objectId: id, before, after });
      return after;
    });
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
