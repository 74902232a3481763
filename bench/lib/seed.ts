import { COURSE_CATEGORIES, COURSE_LEVELS, PROGRAM_TYPES, type ProgramStatus } from '@common/enums';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../server/src/db/client';
import { chapters, donations, lessons, users } from '../../server/src/db/schema';
import { seed } from '../../server/src/db/seed/seed';
import { insertCourses } from '../../server/src/modules/courses/course-writer';
import { insertPrograms } from '../../server/src/modules/programs/program-writer';
import { hashPassword } from '../../server/src/security/passwords';

export const SIZES = { programs: 200, donations: 20_000, courses: 300, users: 5_000 } as const;
export const CHAPTERS_PER_COURSE = 4;
export const LESSONS_PER_CHAPTER = 5;
export const BENCH_PASSWORD = 'bench-pass-1234';
const BATCH = 1000;

/** The n-th bench user's phone number (09130000000 + n). */
export const benchPhone = (n: number): string => `0913${String(n).padStart(7, '0')}`;

function* batches<T>(rows: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** A tiny deterministic PRNG so every run seeds the same data. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

export interface SeedReport {
  seconds: number;
  counts: Record<string, number>;
}

/**
 * Migrates and fills a fresh database with the realistic data set: multi-row inserts in batches of
 * 1,000, one transaction per table, users sharing one precomputed password hash. Each program's raised
 * amount equals the sum of its completed donations.
 */
export async function seedBenchData(databaseUrl: string): Promise<SeedReport> {
  const started = performance.now();
  const database: Database = openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    const { db } = database;
    const rnd = random(42);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(rnd() * values.length)];

    // The product's own demo content (slides, landing texts, payment methods, layouts, a few demo rows).
    await seed(db);

    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const userRows = Array.from({ length: SIZES.users }, (_, i) => ({
      firstName: `کاربر${i}`,
      lastName: 'آزمایشی',
      email: `user${i}@bench.example`,
      phoneNumber: benchPhone(i),
      passwordHash,
      userType: i === 0 ? ('ADMIN' as const) : i % 3 === 0 ? ('DONOR' as const) : ('STUDENT' as const),
      phoneVerified: true,
    }));
    await db.transaction(async (tx) => {
      for (const batch of batches(userRows)) await tx.insert(users).values(batch);
    });

    const today = new Date();
    const statusFor = (i: number): ProgramStatus =>
      i < 150 ? 'ACTIVE' : i < 180 ? 'COMPLETED' : i < 190 ? 'SUSPENDED' : 'DRAFT';
    const programRows = Array.from({ length: SIZES.programs }, (_, i) => {
      const name = `برنامه‌ی آموزشی شماره ${i + 1}`;
      const description = `توضیح برنامه‌ی ${i + 1}: کمک به آموزش دانش‌آموزان نیازمند در سراسر کشور.`;
      return {
        name,
        description,
        programType: PROGRAM_TYPES[i % PROGRAM_TYPES.length],
        status: statusFor(i),
        startDate: isoDate(new Date(today.getTime() + (30 + (i % 60)) * 86_400_000)),
        endDate: isoDate(new Date(today.getTime() + (200 + (i % 60)) * 86_400_000)),
        applicationDeadline: isoDate(new Date(today.getTime() + (10 + (i % 20)) * 86_400_000)),
        location: 'تهران',
        duration: '۶ ماه',
        targetBudget: 1_000_000_000 + i * 10_000_000,
        maxParticipants: 50 + (i % 50),
        currentParticipants: i % 40,
        eligibilityCriteria: 'دانش‌آموزان مقطع متوسطه',
        benefits: 'کمک‌هزینه‌ی تحصیلی',
        timeline: [{ date: isoDate(today), event: 'آغاز ثبت‌نام', status: 'DONE' }],
        coordinatorName: 'هماهنگ‌کننده',
        createdAt: new Date(today.getTime() - i * 3_600_000),
      };
    });
    const programIds: number[] = [];
    await db.transaction(async (tx) => {
      for (const batch of batches(programRows)) {
        programIds.push(...(await insertPrograms(tx as unknown as Db, batch)));
      }
    });
    const publicProgramIds = programIds.slice(0, 190);

    const donationRows = Array.from({ length: SIZES.donations }, (_, i) => {
      const roll = rnd();
      const status =
        roll < 0.8 ? ('COMPLETED' as const) : roll < 0.9 ? ('PENDING' as const) : ('FAILED' as const);
      const date = new Date(today.getTime() - Math.floor(rnd() * 365) * 86_400_000);
      return {
        programId: pick(publicProgramIds),
        userId: i % 4 === 0 ? null : 1 + Math.floor(rnd() * SIZES.users),
        amount: (1 + Math.floor(rnd() * 100)) * 100_000,
        donorName: i % 4 === 0 ? 'نیکوکار' : null,
        donorEmail: i % 4 === 0 ? `guest${i}@bench.example` : null,
        isAnonymous: i % 10 === 0,
        paymentMethod: 'ZARINPAL',
        status,
        paymentReference: status === 'COMPLETED' ? `BENCH-${i}` : null,
        donationDate: date,
        completedAt: status === 'COMPLETED' ? date : null,
      };
    });
    await db.transaction(async (tx) => {
      for (const batch of batches(donationRows)) await tx.insert(donations).values(batch);
      await tx.execute(sql`update programs p set raised_amount = coalesce(
        (select sum(d.amount) from donations d where d.program_id = p.id and d.status = 'COMPLETED'), 0)`);
    });

    const courseRows = Array.from({ length: SIZES.courses }, (_, i) => {
      const title = `دوره‌ی آموزشی ${i + 1}`;
      return {
        title,
        shortDescription: 'یک دوره‌ی کاربردی',
        description: `شرح کامل دوره‌ی ${i + 1}`,
        category: COURSE_CATEGORIES[i % COURSE_CATEGORIES.length],
        level: COURSE_LEVELS[i % COURSE_LEVELS.length],
        price: i % 3 === 0 ? 0 : 5_000_000 + i * 10_000,
        durationHours: 10,
        status: i < 280 ? ('PUBLISHED' as const) : ('DRAFT' as const),
        skills: ['مهارت یک', 'مهارت دو'],
        instructorName: 'مدرس',
        publishedAt: new Date(today.getTime() - i * 3_600_000),
        createdAt: new Date(today.getTime() - i * 3_600_000),
      };
    });
    const courseIds: number[] = [];
    const chapterIds: number[] = [];
    await db.transaction(async (tx) => {
      for (const batch of batches(courseRows)) {
        courseIds.push(...(await insertCourses(tx as unknown as Db, batch)));
      }
      const chapterRows = courseIds.flatMap((courseId) =>
        Array.from({ length: CHAPTERS_PER_COURSE }, (_, c) => ({
          courseId,
          title: `فصل ${c + 1}`,
          chapterOrder: c + 1,
          durationMinutes: 60,
          isFree: c === 0,
        })),
      );
      for (const batch of batches(chapterRows)) {
        const inserted = await tx.insert(chapters).values(batch).returning({ id: chapters.id });
        chapterIds.push(...inserted.map((r) => r.id));
      }
      const lessonRows = chapterIds.flatMap((chapterId) =>
        Array.from({ length: LESSONS_PER_CHAPTER }, (_, l) => ({
          chapterId,
          title: `درس ${l + 1}`,
          contentType: 'VIDEO' as const,
          durationMinutes: 12,
          lessonOrder: l + 1,
          isFree: l === 0,
        })),
      );
      for (const batch of batches(lessonRows)) await tx.insert(lessons).values(batch);
    });
    await db.execute(sql`analyze`);

    return {
      seconds: (performance.now() - started) / 1000,
      counts: {
        programs: programIds.length,
        donations: donationRows.length,
        courses: courseIds.length,
        chapters: chapterIds.length,
        lessons: chapterIds.length * LESSONS_PER_CHAPTER,
        users: userRows.length,
      },
    };
  } finally {
    await database.close();
  }
}
