import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertCourses, updateCourse } from './course-writer';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function found(words: string): Promise<string[]> {
  const response = await t.rest('GET', `/api/courses/search?query=${encodeURIComponent(words)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as Array<{ title: string }>).map((course) => course.title);
}

const published = { category: 'TECHNOLOGY', level: 'BEGINNER', status: 'PUBLISHED' } as const;

describe('the course writer keeps search in step with what a course says', () => {
  it('finds a new course by its instructor and skills, written with Arabic letters and Persian digits', async () => {
    await insertCourses(t.db, [
      { ...published, title: 'رباتیک مقدماتی', instructorName: 'مریم کاظمی', skills: ['آردوینو ۲'] },
    ]);
    expect(await found('كاظمي')).toEqual(['رباتیک مقدماتی']);
    expect(await found('آردوینو 2')).toEqual(['رباتیک مقدماتی']);
  });

  it('finds an edited course by its new words and no longer by the old ones', async () => {
    const [id] = await insertCourses(t.db, [{ ...published, title: 'نجوم برای نوجوانان' }]);
    await updateCourse(t.db, id, { title: 'زمین‌شناسی برای نوجوانان', instructorName: 'سارا نیک‌نام' });
    expect(await found('نجوم')).toEqual([]);
    expect(await found('زمین‌شناسی')).toEqual(['زمین‌شناسی برای نوجوانان']);
    expect(await found('نیک‌نام')).toEqual(['زمین‌شناسی برای نوجوانان']);

    // A change to a field search does not read keeps the search text as it was.
    await updateCourse(t.db, id, { price: 250_000 });
    expect(await found('زمین‌شناسی')).toEqual(['زمین‌شناسی برای نوجوانان']);
  });
});
