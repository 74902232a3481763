import { timestamp } from 'drizzle-orm/pg-core';

/** Every table's audit columns: timestamps with time zone, set by the database. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tstz = () => timestamp({ withTimezone: true, mode: 'date' });
