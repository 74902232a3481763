import {
  DONATION_STATUSES,
  ENROLLMENT_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PAYMENT_USAGE_SCOPES,
} from '@common/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { courses } from './courses';
import { programs } from './programs';
import { normalisedSearchText } from './search-text';
import { users } from './users';

export const donationStatusEnum = pgEnum('donation_status', DONATION_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentUsageScopeEnum = pgEnum('payment_usage_scope', PAYMENT_USAGE_SCOPES);
export const enrollmentStatusEnum = pgEnum('enrollment_status', ENROLLMENT_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    displayNameFa: text().notNull(),
    displayNameEn: text(),
    description: text(),
    icon: text(),
    usageScope: paymentUsageScopeEnum().notNull().default('BOTH'),
    provider: paymentProviderEnum().notNull().default('ZARINPAL'),
    /** Provider settings: merchantId; cardNumber/accountName; iban/accountName/bankName. */
    config: jsonb().$type<Record<string, string>>().notNull().default({}),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_methods_code_key').on(t.code),
    index('payment_methods_active_idx').on(t.isActive),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Rial. */
    amount: bigint({ mode: 'number' }).notNull(),
    donorName: text(),
    donorEmail: text(),
    message: text(),
    isAnonymous: boolean().notNull().default(false),
    paymentMethod: text().notNull(),
    status: donationStatusEnum().notNull().default('PENDING'),
    paymentReference: text(),
    donationDate: tstz().notNull().defaultNow(),
    completedAt: tstz(),
    /** Donor name, e-mail and payment reference normalised for the admin's search (kept by the database). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(normalisedSearchText(['donor_name', 'donor_email', 'payment_reference'])),
    ...timestamps,
  },
  (t) => [
    check('donations_amount_positive', sql`${t.amount} > 0`),
    index('donations_program_status_date_idx').on(t.programId, t.status, t.donationDate),
    index('donations_user_status_idx').on(t.userId, t.status),
    // The admin list's orders (newest first, id breaking ties), with or without a status or program filter.
    index('donations_status_date_idx').on(t.status, t.donationDate, t.id),
    index('donations_date_idx').on(t.donationDate, t.id),
    index('donations_program_date_idx').on(t.programId, t.donationDate, t.id),
    index('donations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: enrollmentStatusEnum().notNull().default('ACTIVE'),
    /** Rial paid; 0 for free courses. */
    amountPaid: bigint({ mode: 'number' }).notNull().default(0),
    /** The payment method code chosen for a paid course (null for free ones). */
    paymentMethod: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrollments_course_user_key').on(t.courseId, t.userId),
    index('enrollments_user_idx').on(t.userId),
  ],
);

/** One gateway attempt, for a donation or a course purchase (exactly one of the two). */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    donationId: integer().references(() => donations.id, { onDelete: 'cascade' }),
    enrollmentId: integer().references(() => enrollments.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    /** Rial, copied from the donation or course price when the attempt starts; verify uses this. */
    amount: bigint({ mode: 'number' }).notNull(),
    status: paymentStatusEnum().notNull().default('PENDING'),
    authority: text(),
    refId: text(),
    cardPan: text(),
    cardHash: text(),
    fee: bigint({ mode: 'number' }),
    verifiedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_authority_key').on(t.authority),
    uniqueIndex('payments_ref_id_key').on(t.refId),
    index('payments_donation_idx').on(t.donationId),
    index('payments_enrollment_idx').on(t.enrollmentId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    // One open attempt per donation or course purchase: a new request cancels the open one first.
    uniqueIndex('payments_open_donation_key')
      .on(t.donationId)
      .where(sql`${t.status} = 'PENDING' and ${t.donationId} is not null`),
    uniqueIndex('payments_open_enrollment_key')
      .on(t.enrollmentId)
      .where(sql`${t.status} = 'PENDING' and ${t.enrollmentId} is not null`),
    check('payments_one_subject', sql`(${t.donationId} is null) <> (${t.enrollmentId} is null)`),
  ],
);

/**
 * How many donations each program has in each status, kept by a trigger on donations (drizzle/0005) in the
 * same transaction as every insert, status change and delete, so the admin list counts a filter without
 * reading every matching donation.
 */
export const donationTallies = pgTable(
  'donation_tallies',
  {
    programId: integer().notNull(),
    status: donationStatusEnum().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.status] })],
);
