import type { Db } from '../db/client';
import { createCourseLoaders } from '../modules/courses/courses.loaders';
import { createEnrollmentLoaders } from '../modules/enrollments/enrollments.loaders';
import { createLearningLoaders } from '../modules/learning/learning.loaders';
import { createProgramLoaders } from '../modules/programs/programs.loaders';
import { createUserLoaders } from '../modules/users/users.loaders';
import type { Viewer } from './viewer';

/** Fresh loaders for each request, so nothing is cached across viewers. */
export function createLoaders(db: Db, viewer: Viewer | null) {
  return {
    ...createUserLoaders(db),
    ...createCourseLoaders(db),
    ...createProgramLoaders(db),
    ...createEnrollmentLoaders(db, viewer),
    ...createLearningLoaders(db, viewer),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
