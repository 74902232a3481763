import { insertCourses } from '../../modules/courses/course-writer';
import { insertPrograms } from '../../modules/programs/program-writer';
import type { Db } from '../client';
import { chapters, courses, landingContents, lessons, paymentMethods, programs, slides } from '../schema';
import { seedCourses } from './courses';
import { seedLandingContents } from './landing';
import { insertSeedPageLayouts } from './page-layouts';
import { seedPaymentMethods } from './payment-methods';
import { seedPrograms } from './programs';
import { seedSlides } from './slides';
import { seedDemoUsers } from './users';

/** Inserts the demo content in one transaction (development only; the caller checks NODE_ENV). */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(slides).values(seedSlides);
    await tx.insert(landingContents).values(seedLandingContents);
    await insertPrograms(tx as unknown as Db, seedPrograms);
    await tx.insert(paymentMethods).values(seedPaymentMethods);
    await insertSeedPageLayouts(tx as unknown as Db);
    for (const { course, chapters: parts } of seedCourses) {
      const [courseId] = await insertCourses(tx as unknown as Db, [course]);
      for (const part of parts) {
        const [{ id: chapterId }] = await tx
          .insert(chapters)
          .values({ ...part.chapter, courseId })
          .returning({ id: chapters.id });
        await tx.insert(lessons).values(part.lessons.map((lesson) => ({ ...lesson, chapterId })));
      }
    }
    await seedDemoUsers(tx as unknown as Db);
  });
}

/** Seeds only a database with no content yet; answers whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all([db.$count(slides), db.$count(programs), db.$count(courses)]);
  if (counts.some((n) => n > 0)) return false;
  await seed(db);
  return true;
}
