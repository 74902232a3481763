import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createCourseLoaders } from '../modules/courses/courses.loaders';
import { createEnrollmentLoaders } from '../modules/enrollments/enrollments.loaders';
import { createProgramLoaders } from '../modules/programs/programs.loaders';
import type { Viewer } from './context';
import { keyedLoader } from './loader';

/** Fresh loaders for each request, so nothing is cached across viewers. */
export function createLoaders(db: Db, viewer: Viewer | null) {
  return {
    userById: keyedLoader(
      (ids: readonly number[]) =>
        db
          .select()
          .from(users)
          .where(inArray(users.id, [...ids])),
      (row) => row.id,
    ),
    ...createCourseLoaders(db),
    ...createProgramLoaders(db),
    ...createEnrollmentLoaders(db, viewer),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
