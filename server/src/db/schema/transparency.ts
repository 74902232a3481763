import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { courses, lessons } from './courses';
import { donations } from './payments';
import { programs } from './programs';
import { users } from './users';

/**
 * A completed donation's receipt. `number` is `{jalaliYear}-{sequence:6}` (Latin digits in storage), the
 * sequence counted per Jalali year of the completion by `receipt_counters`; `verificationCode` is the short code
 * printed beside the QR of the public verification page.
 */
export const donationReceipts = pgTable(
  'donation_receipts',
  {
    id: serial().primaryKey(),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: 'restrict' }),
    jalaliYear: integer().notNull(),
    sequence: integer().notNull(),
    number: text().notNull(),
    verificationCode: text().notNull(),
    issuedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donation_receipts_donation_key').on(t.donationId),
    uniqueIndex('donation_receipts_year_sequence_key').on(t.jalaliYear, t.sequence),
    uniqueIndex('donation_receipts_number_key').on(t.number),
    uniqueIndex('donation_receipts_code_key').on(t.verificationCode),
  ],
);

/** The last receipt sequence given out in each Jalali year (one atomic upsert per receipt). */
export const receiptCounters = pgTable('receipt_counters', {
  jalaliYear: integer().primaryKey(),
  lastSequence: integer().notNull().default(0),
});

/** Money a program spent, recorded by an admin: the 'money out' beside the donations' 'money in'. */
export const programSpendings = pgTable(
  'program_spendings',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    /** Calendar date (Gregorian) the money was spent. */
    spentOn: date({ mode: 'string' }).notNull(),
    /** Rial. */
    amount: bigint({ mode: 'number' }).notNull(),
    description: text().notNull(),
    receiptImageUrl: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('program_spendings_amount_positive', sql`${t.amount} > 0`),
    index('program_spendings_program_date_idx').on(t.programId, t.spentOn, t.id),
    index('program_spendings_date_idx').on(t.spentOn),
  ],
);

/** A lesson an enrolled student marked done. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_completions_user_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * A course certificate, issued once when a student completes every lesson of a course that provides one. The
 * student's name and the course title are kept as printed, so a later rename does not change an issued
 * certificate.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    studentName: text().notNull(),
    courseTitle: text().notNull(),
    verificationCode: text().notNull(),
    issuedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.verificationCode),
  ],
);
