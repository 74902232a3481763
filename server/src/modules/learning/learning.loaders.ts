import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { keyedLoader } from '../../graphql/loader';
import type { Viewer } from '../../graphql/viewer';
import { progressOf } from './course-progress';

/** Per-request loaders of the signed-in viewer's progress and certificates in many courses (none for guests). */
export function createLearningLoaders(db: Db, viewer: Viewer | null) {
  return {
    viewerProgressByCourseId: keyedLoader(
      async (courseIds: readonly number[]) =>
        viewer === null ? [] : progressOf(db, viewer.userId, courseIds),
      (row) => row.courseId,
    ),
    viewerCertificateByCourseId: keyedLoader(
      async (courseIds: readonly number[]) =>
        viewer === null
          ? []
          : db
              .select()
              .from(certificates)
              .where(
                and(eq(certificates.userId, viewer.userId), inArray(certificates.courseId, [...courseIds])),
              ),
      (row) => row.courseId,
    ),
  };
}

declare module '../../graphql/loaders' {
  interface Loaders extends ReturnType<typeof createLearningLoaders> {}
}
