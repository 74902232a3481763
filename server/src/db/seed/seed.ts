import { insertCourses } from '../../modules/courses/course-writer';
import { insertPrograms } from '../../modules/programs/program-writer';
import type { Db } from '../client';
import {
  chapters,
  courses,
  landingContents,
  lessons,
  paymentMethods,
  programs,
  slides,
  users,
} from '../schema';
import { seedCourses } from './courses';
import { insertSeedDonations } from './donations';
import { seedLandingContents } from './landing';
import { enrolDemoStudent } from './learning';
import { insertSeedPageLayouts } from './page-layouts';
import { seedPaymentMethods } from './payment-methods';
import { seedPrograms } from './programs';
import { seedSlides } from './slides';
import { insertSeedSpendings } from './spendings';
import { DEMO_ACCOUNTS, seedDemoUsers } from './users';

/**
 * Inserts the demo content in one transaction (development only; the caller checks NODE_ENV). Donations,
 * spending entries and lesson progress are dated back from `now`, so the demo always shows recent activity.
 */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(slides).values(seedSlides);
    await tx.insert(landingContents).values(seedLandingContents);
    const programIds = await insertPrograms(tx as unknown as Db, seedPrograms);
    await tx.insert(paymentMethods).values(seedPaymentMethods);
    await insertSeedPageLayouts(tx as unknown as Db);
    const courseIds: number[] = [];
    for (const { course, chapters: parts } of seedCourses) {
      const [courseId] = await insertCourses(tx as unknown as Db, [course]);
      courseIds.push(courseId);
      for (const part of parts) {
        const [{ id: chapterId }] = await tx
          .insert(chapters)
          .values({ ...part.chapter, courseId })
          .returning({ id: chapters.id });
        await tx.insert(lessons).values(part.lessons.map((lesson) => ({ ...lesson, chapterId })));
      }
    }
    await seedDemoUsers(tx as unknown as Db);
    const demo = await demoUserIds(tx as unknown as Db);
    await insertSeedDonations(tx as unknown as Db, programIds, demo.DONOR, now);
    await insertSeedSpendings(tx as unknown as Db, programIds, demo.ADMIN, now);
    const freeCourse = seedCourses.findIndex(
      ({ course }) => course.price === 0 && course.status === 'PUBLISHED',
    );
    await enrolDemoStudent(tx as unknown as Db, courseIds[freeCourse], demo.STUDENT, now);
  });
}

/** The demo accounts' ids by user type. */
async function demoUserIds(db: Db): Promise<Record<'STUDENT' | 'DONOR' | 'ADMIN', number>> {
  const byPhone = new Map(
    (await db.select({ id: users.id, phoneNumber: users.phoneNumber }).from(users)).map((u) => [
      u.phoneNumber,
      u.id,
    ]),
  );
  const idOf = (type: 'STUDENT' | 'DONOR' | 'ADMIN') => {
    const account = DEMO_ACCOUNTS.find((a) => a.userType === type);
    const id = account && byPhone.get(account.phoneNumber);
    if (id === undefined) throw new Error(`demo ${type} account missing`);
    return id;
  };
  return { STUDENT: idOf('STUDENT'), DONOR: idOf('DONOR'), ADMIN: idOf('ADMIN') };
}

/** Seeds only a database with no content yet; answers whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all([db.$count(slides), db.$count(programs), db.$count(courses)]);
  if (counts.some((n) => n > 0)) return false;
  await seed(db);
  return true;
}
