import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { keyedLoader } from '../../graphql/loader';
import { isPublicProgram, type ProgramRow, programColumns } from './program-mapper';

/** Finds a public program's row (null when missing or not public). */
export type PublicProgramLookup = (id: number) => Promise<ProgramRow | null>;

/**
 * Per-request loaders of the program pages: the page asks for the program, its donations, its top
 * supporters and its totals at once, and each checks that the program is public. One select serves them.
 */
export function createProgramLoaders(db: Db) {
  return {
    publicProgramById: keyedLoader(
      (ids: readonly number[]) =>
        db
          .select(programColumns)
          .from(programs)
          .where(and(inArray(programs.id, [...ids]), isPublicProgram)),
      (row) => row.id,
    ),
  };
}

declare module '../../graphql/loaders' {
  interface Loaders extends ReturnType<typeof createProgramLoaders> {}
}
