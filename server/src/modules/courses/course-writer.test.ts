import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { insertCourses, updateCourse } from './course-writer';

async function found(app: TestApp, words: string): Promise<string[]> {
  const response = await app.rest('GET', `/api/courses/search?query=${encodeURIComponent(words)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as Array<{ title: string }>).map((course) => course.title);
}

const published = { category: 'TECHNOLOGY', level: 'BEGINNER', status: 'PUBLISHED' } as const;

describe('the course writer keeps search in step with what a course says', () => {
  it('finds a new course by its instructor and skills, written with Arabic letters and Persian digits', async ({
    app,
  }) => {
    await insertCourses(app.db, [
      { ...published, title: 'رباتیک مقدماتی', instructorName: 'مریم کاظمی', skills: ['آردوینو ۲'] },
    ]);
    expect(await found(app, 'كاظمي')).toEqual(['رباتیک مقدماتی']);
    expect(await found(app, 'آردوینو 2')).toEqual(['رباتیک مقدماتی']);
  });

  it('finds an edited course by its new words and no longer by the old ones', async ({ app }) => {
    const [id] = await insertCourses(app.db, [{ ...published, title: 'نجوم برای نوجوانان' }]);
    await updateCourse(app.db, id, { title: 'زمین‌شناسی برای نوجوانان', instructorName: 'سارا نیک‌نام' });
    expect(await found(app, 'نجوم')).toEqual([]);
    expect(await found(app, 'زمین‌شناسی')).toEqual(['زمین‌شناسی برای نوجوانان']);
    expect(await found(app, 'نیک‌نام')).toEqual(['زمین‌شناسی برای نوجوانان']);

    // A change to a field search does not read keeps the search text as it was.
    await updateCourse(app.db, id, { price: 250_000 });
    expect(await found(app, 'زمین‌شناسی')).toEqual(['زمین‌شناسی برای نوجوانان']);
  });
});
