import { OTP_CODE_PURPOSES } from '@common/enums';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** A signup waiting for its one-time code: the user row is created only when the code is verified. */
export interface PendingSignup {
  userType: 'STUDENT' | 'DONOR' | 'STAFF';
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
  studentId: string | null;
  educationLevel: string | null;
  organization: string | null;
  staffPosition: string | null;
  /** When and from which client address the form was sent (absent on forms stored before issue 9). */
  submittedAt?: string;
  submittedFrom?: string;
}

export const otpPurposeEnum = pgEnum('otp_purpose', OTP_CODE_PURPOSES);

/** One-time codes: only a hash is stored; attempts are counted with an atomic UPDATE. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial().primaryKey(),
    phoneNumber: text().notNull(),
    purpose: otpPurposeEnum().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: tstz().notNull(),
    consumedAt: tstz(),
    ipAddress: text(),
    /** SIGNUP codes carry the pending signup they confirm. */
    payload: jsonb().$type<PendingSignup>(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_phone_purpose_created_idx').on(t.phoneNumber, t.purpose, t.createdAt),
    index('otp_codes_created_at_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters for rate limits that must hold across processes (per phone, per address). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: tstz().notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
