import { CONTACT_STATUSES, type ContactStatus } from '@common/enums';
import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { type BulkLog, type BulkResult, eachOf } from '../../graphql/bulk';
import { pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { containsPattern, searchWords } from '../courses/course-search';
import type { AdminContactsArgs } from './contact.inputs';
import type { ContactCounts, ContactMessage, ContactMessagePage } from './contact.types';

export const contactAdminMessages = {
  statusUpdated: 'وضعیت پیام به‌روزرسانی شد',
  notFound: 'پیام مورد نظر یافت نشد',
} as const;

const fields = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
};

/** The admin's contact messages (spec doc 3 §2.6, §7.1): the newest first, a status set freely and audited. */
export class ContactAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  /** The list's filters as one condition: the status and each search word (the CSV export reads the same rows). */
  where(args: Pick<AdminContactsArgs, 'status' | 'q'>): SQL | undefined {
    return and(
      args.status ? eq(contactMessages.status, args.status) : undefined,
      ...searchWords(args.q).map((word) => like(contactMessages.searchText, containsPattern(word))),
    );
  }

  async list(args: AdminContactsArgs): Promise<ContactMessagePage> {
    const { offset, limit } = pageWindow(args);
    const where = this.where(args);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(fields)
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(contactMessages).where(where),
    ]);
    const page = pageOf(rows, total, args);
    return {
      ...page,
      currentPage: page.page,
      hasNext: page.page + 1 < page.totalPages,
      hasPrevious: page.page > 0,
    };
  }

  async counts(): Promise<ContactCounts> {
    const rows = await this.db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    const byStatus = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as Record<ContactStatus, number>;
    for (const { status, n } of rows) byStatus[status] = n;
    return { total: rows.reduce((sum, row) => sum + row.n, 0), ...byStatus };
  }

  async setStatus(admin: Viewer, id: number, status: ContactStatus): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select(fields)
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .for('update');
      if (!before) throw notFound(contactAdminMessages.notFound);
      const [after] = await tx
        .update(contactMessages)
        .set({ status })
        .where(eq(contactMessages.id, id))
        .returning(fields);
      await this.audit.record(tx, admin, {
        action: 'status',
        objectType: 'contactMessage',
        objectId: id,
        before: { status: before.status },
        after: { status: after.status },
      });
      return after;
    });
  }

  /** The same status for each selected message, one by one through `setStatus`. */
  setStatuses(
    admin: Viewer,
    ids: readonly number[],
    status: ContactStatus,
    log: BulkLog,
  ): Promise<BulkResult> {
    return eachOf(ids, (id) => this.setStatus(admin, id, status), log);
  }
}
