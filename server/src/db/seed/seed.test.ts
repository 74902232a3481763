import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-database';
import type { Database } from '../client';
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
import { seedIfEmpty } from './seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const { db } = database;
  return {
    slides: await db.$count(slides),
    landing: await db.$count(landingContents),
    programs: await db.$count(programs),
    courses: await db.$count(courses),
    chapters: await db.$count(chapters),
    lessons: await db.$count(lessons),
    paymentMethods: await db.$count(paymentMethods),
    users: await db.$count(users),
  };
}

describe('demo seed', () => {
  it('fills an empty database once, and leaves a filled one alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const first = await counts();
    expect(first.slides).toBeGreaterThanOrEqual(3);
    expect(first.programs).toBeGreaterThanOrEqual(6);
    expect(first.courses).toBeGreaterThanOrEqual(6);
    expect(first.lessons).toBeGreaterThan(first.chapters);
    expect(first.paymentMethods).toBe(3);
    expect(first.users).toBe(4);
    const sections = new Set(
      (await database.db.select().from(landingContents)).map((row) => row.sectionKey.split('.')[0]),
    );
    expect([...sections].sort()).toEqual(['cta', 'hero', 'programs', 'stats', 'testimonials']);

    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(first);
  });
});
