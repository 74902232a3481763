import { gregorianToJalali, tehranDateParts } from '@common/date';
import { CONTACT_STATUSES, DONATION_STATUSES, USER_TYPES } from '@common/enums';
import { invalidFieldMessage } from '@common/field-labels';
import {
  adminRoleLabels,
  contactStatusLabels,
  contactSubjectLabels,
  donationStatusLabels,
} from '@common/labels';
import { rialToToman } from '@common/money';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactMessages, donations, users } from '../../db/schema';
import { DomainError, invalid } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { ContactAdminService } from '../contact/contact-admin.service';
import type { DonationAdminService } from '../donations/donation-admin.service';
import { selectDonations, toDonation } from '../donations/donation-view';
import type { UserAdminService } from '../users/user-admin.service';
import { csvLine, UTF8_BOM } from './csv';

export const EXPORT_KINDS = ['users', 'donations', 'contacts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Rows read per statement: memory stays the same however many rows the file has. */
const BATCH = 1000;
/** Characters per piece of a CSV answer (one socket write each). */
const PIECE_CHARS = 64 * 1024;

const badValue = (name: string) => invalid({ [name]: invalidFieldMessage(name) });
const yesNo = (value: boolean) => (value ? 'بله' : 'خیر');

/** A Jalali date and Tehran time with Latin digits, so a spreadsheet can sort and filter it. */
export function jalaliCell(date: Date | null): string {
  if (!date) return '';
  const { year, month, day, hour, minute } = tehranDateParts(date);
  const { jy, jm, jd } = gregorianToJalali(year, month, day);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${jy}/${two(jm)}/${two(jd)} ${two(hour)}:${two(minute)}`;
}

function pick<T extends string>(
  query: Record<string, string | undefined>,
  name: string,
  values: readonly T[],
) {
  const text = query[name]?.trim();
  if (!text) return undefined;
  const value = values.find((v) => v === text.toUpperCase());
  if (!value) throw badValue(name);
  return value;
}

function flag(query: Record<string, string | undefined>, name: string): boolean | undefined {
  const text = query[name]?.trim();
  if (!text) return undefined;
  if (text !== 'true' && text !== 'false') throw badValue(name);
  return text === 'true';
}

function integer(query: Record<string, string | undefined>, name: string): number | undefined {
  const text = query[name]?.trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw badValue(name);
  return n;
}

/**
 * The admin's CSV exports of the filtered users, donations and contact messages: UTF-8 with a BOM,
 * Jalali dates, toman amounts, formula-looking cells neutralised, read in batches by id so that 100,000 rows
 * stream in constant memory. The filters are the lists' own (each service's `where`).
 */
export class ExportService {
  constructor(
    private readonly db: Db,
    private readonly users: UserAdminService,
    private readonly donations: DonationAdminService,
    private readonly contacts: ContactAdminService,
  ) {}

  /** Checks the viewer and the filters before a byte is sent; answers the file's lines. */
  open(
    viewer: Viewer | null,
    kind: ExportKind,
    query: Record<string, string | undefined>,
  ): AsyncIterable<string> {
    if (!viewer) throw new DomainError('UNAUTHENTICATED');
    if (viewer.userType !== 'ADMIN') throw new DomainError('FORBIDDEN');
    if (kind === 'users') {
      const where = this.users.where({
        q: query.q,
        type: pick(query, 'type', USER_TYPES),
        active: flag(query, 'active'),
      });
      return this.file(this.userLines(where));
    }
    if (kind === 'donations') {
      const where = this.donations.where({
        q: query.q,
        status: pick(query, 'status', DONATION_STATUSES),
        programId: integer(query, 'programId'),
        from: query.from,
        to: query.to,
      });
      return this.file(this.donationLines(where));
    }
    return this.file(
      this.contactLines(this.contacts.where({ q: query.q, status: pick(query, 'status', CONTACT_STATUSES) })),
    );
  }

  /** The BOM and the lines, sent in pieces of about 64 KB rather than one socket write per row. */
  private async *file(lines: AsyncIterable<string>): AsyncIterable<string> {
    let piece = UTF8_BOM;
    for await (const line of lines) {
      piece += line;
      if (piece.length >= PIECE_CHARS) {
        yield piece;
        piece = '';
      }
    }
    if (piece) yield piece;
  }

  private async *userLines(where: SQL | undefined): AsyncIterable<string> {
    yield csvLine([
      'شناسه',
      'نام',
      'نام خانوادگی',
      'ایمیل',
      'موبایل',
      'نوع',
      'فعال',
      'ایمیل تأییدشده',
      'تاریخ عضویت',
    ]);
    for await (const rows of this.batches(users.id, (before) =>
      this.db.select().from(users).where(and(where, before)).orderBy(desc(users.id)).limit(BATCH),
    )) {
      for (const u of rows) {
        yield csvLine([
          u.id,
          u.firstName,
          u.lastName,
          u.email,
          u.phoneNumber,
          adminRoleLabels[u.userType],
          yesNo(u.isActive),
          yesNo(u.emailVerified),
          jalaliCell(u.createdAt),
        ]);
      }
    }
  }

  private async *donationLines(where: SQL | undefined): AsyncIterable<string> {
    yield csvLine([
      'شناسه',
      'اهداکننده',
      'ایمیل',
      'برنامه',
      'مبلغ (تومان)',
      'وضعیت',
      'تاریخ',
      'شناسه پرداخت',
    ]);
    for await (const rows of this.batches(donations.id, (before) =>
      selectDonations(this.db).where(and(where, before)).orderBy(desc(donations.id)).limit(BATCH),
    )) {
      for (const row of rows) {
        const d = toDonation(row, 'private');
        yield csvLine([
          d.id,
          d.isAnonymous ? `ناشناس (${d.donorName ?? ''})` : d.donorName,
          d.donorEmail,
          d.programName,
          rialToToman(d.amount),
          donationStatusLabels[d.status],
          jalaliCell(d.donationDate),
          d.paymentReference,
        ]);
      }
    }
  }

  private async *contactLines(where: SQL | undefined): AsyncIterable<string> {
    yield csvLine(['شناسه', 'نام', 'ایمیل', 'تلفن', 'موضوع', 'وضعیت', 'پیام', 'تاریخ']);
    for await (const rows of this.batches(contactMessages.id, (before) =>
      this.db
        .select()
        .from(contactMessages)
        .where(and(where, before))
        .orderBy(desc(contactMessages.id))
        .limit(BATCH),
    )) {
      for (const m of rows) {
        yield csvLine([
          m.id,
          m.name,
          m.email,
          m.phone,
          contactSubjectLabels[m.subject],
          contactStatusLabels[m.status],
          m.message,
          jalaliCell(m.createdAt),
        ]);
      }
    }
  }

  /** Reads newest first in batches, each starting below the last id read (no OFFSET, no growing scan). */
  private async *batches<T extends { id: number }>(
    id: PgColumn,
    read: (before: SQL | undefined) => Promise<T[]>,
  ): AsyncIterable<T[]> {
    let last: number | undefined;
    for (;;) {
      const rows = await read(last === undefined ? undefined : lt(id, last));
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < BATCH) return;
      last = rows[rows.length - 1].id;
    }
  }
}
