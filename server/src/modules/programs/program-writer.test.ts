import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPrograms, updateProgram } from './program-writer';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function found(words: string): Promise<string[]> {
  const response = await t.rest('GET', `/api/programs/search?searchTerm=${encodeURIComponent(words)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as Array<{ name: string }>).map((program) => program.name);
}

const active = { programType: 'SCHOLARSHIP', status: 'ACTIVE' } as const;

describe('the program writer keeps search in step with what a program says', () => {
  it('finds a new program by a word of its description, however its letters are written', async () => {
    await insertPrograms(t.db, [{ ...active, name: 'کتابخانه‌ی روستا', description: 'کتاب برای ۳۰ مدرسه' }]);
    expect(await found('كتاب 30')).toEqual(['کتابخانه‌ی روستا']);
  });

  it('finds a renamed program by its new name and no longer by the old one', async () => {
    const [id] = await insertPrograms(t.db, [{ ...active, name: 'کلاس تابستانی', description: 'ریاضی' }]);
    await updateProgram(t.db, id, { name: 'کلاس زمستانی' });
    expect(await found('تابستانی')).toEqual([]);
    expect(await found('زمستانی ریاضی')).toEqual(['کلاس زمستانی']);
    await updateProgram(t.db, id, { location: 'تبریز' });
    expect(await found('زمستانی')).toEqual(['کلاس زمستانی']);
  });
});
