import { EDUCATION_LEVELS, STAFF_POSITIONS, USER_TYPES } from '@common/enums';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { normalisedSearchText } from './search-text';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const educationLevelEnum = pgEnum('education_level', EDUCATION_LEVELS);
export const staffPositionEnum = pgEnum('staff_position', STAFF_POSITIONS);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lower-cased; unique among accounts that have one. */
    email: text(),
    /** Normalised 09XXXXXXXXX. */
    phoneNumber: text().notNull(),
    /** A new number waiting for its PHONE_CHANGE code (confirmPhoneChange); phoneNumber stays until then. */
    pendingPhoneNumber: text(),
    /** When the pending number's last code was sent (a repeat within the cooldown keeps that code). */
    pendingPhoneRequestedAt: tstz(),
    passwordHash: text(),
    userType: userTypeEnum().notNull().default('STUDENT'),
    isActive: boolean().notNull().default(true),
    emailVerified: boolean().notNull().default(false),
    phoneVerified: boolean().notNull().default(false),
    organization: text(),
    staffPosition: staffPositionEnum(),
    studentId: text(),
    educationLevel: educationLevelEnum(),
    profileImageUrl: text(),
    notificationSettings: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    privacySettings: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    lastLoginAt: tstz(),
    deletedAt: tstz(),
    /** Names, e-mail and phone normalised for the admin's search (kept by the database itself). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(normalisedSearchText(['first_name', 'last_name', 'email', 'phone_number'])),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_email_key').on(t.email),
    index('users_user_type_created_at_idx').on(t.userType, t.createdAt),
    index('users_created_at_idx').on(t.createdAt),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A member's row as read; shared by the modules that read accounts (users, auth). */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text(),
    ipAddress: text(),
    expiresAt: tstz().notNull(),
    revokedAt: tstz(),
    lastSeenAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
