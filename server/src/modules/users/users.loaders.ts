import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { keyedLoader } from '../../graphql/loader';
import { type DonationSummary, donationSummaries } from './donation-summary';

/** Per-request loaders of members: their rows, and their donation summaries (one per member, however many fields ask). */
export function createUserLoaders(db: Db) {
  return {
    userById: keyedLoader(
      (ids: readonly number[]) =>
        db
          .select()
          .from(users)
          .where(inArray(users.id, [...ids])),
      (row) => row.id,
    ),
    donationSummaryByUserId: new DataLoader<number, DonationSummary>(async (ids) => {
      const summaries = await donationSummaries(db, ids);
      return ids.map((id) => summaries.get(id) as DonationSummary);
    }),
  };
}

declare module '../../graphql/loaders' {
  interface Loaders extends ReturnType<typeof createUserLoaders> {}
}
