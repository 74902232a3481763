import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema';
import { keyedLoader } from '../../graphql/loader';
import type { Viewer } from '../../graphql/viewer';

/** Per-request loader of the signed-in viewer's enrolment in many courses (null for guests). */
export function createEnrollmentLoaders(db: Db, viewer: Viewer | null) {
  return {
    viewerEnrollmentByCourseId: keyedLoader(
      async (courseIds: readonly number[]) =>
        viewer === null
          ? []
          : db
              .select()
              .from(enrollments)
              .where(
                and(eq(enrollments.userId, viewer.userId), inArray(enrollments.courseId, [...courseIds])),
              ),
      (row) => row.courseId,
    ),
  };
}

declare module '../../graphql/loaders' {
  interface Loaders extends ReturnType<typeof createEnrollmentLoaders> {}
}
