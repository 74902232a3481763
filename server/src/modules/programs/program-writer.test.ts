import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';
import { insertPrograms, updateProgram } from './program-writer';

async function found(app: TestApp, words: string): Promise<string[]> {
  const response = await app.rest('GET', `/api/programs/search?searchTerm=${encodeURIComponent(words)}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as Array<{ name: string }>).map((program) => program.name);
}

const active = { programType: 'SCHOLARSHIP', status: 'ACTIVE' } as const;

describe('the program writer keeps search in step with what a program says', () => {
  it('finds a new program by a word of its description, however its letters are written', async ({ app }) => {
    await insertPrograms(app.db, [{ ...active, name: 'کتابخانه‌ی روستا', description: 'کتاب برای ۳۰ مدرسه' }]);
    expect(await found(app, 'كتاب 30')).toEqual(['کتابخانه‌ی روستا']);
  });

  it('finds a renamed program by its new name and no longer by the old one', async ({ app }) => {
    const [id] = await insertPrograms(app.db, [{ ...active, name: 'کلاس تابستانی', description: 'ریاضی' }]);
    await updateProgram(app.db, id, { name: 'کلاس زمستانی' });
    expect(await found(app, 'تابستانی')).toEqual([]);
    expect(await found(app, 'زمستانی ریاضی')).toEqual(['کلاس زمستانی']);
    await updateProgram(app.db, id, { location: 'تبریز' });
    expect(await found(app, 'زمستانی')).toEqual(['کلاس زمستانی']);
  });
});
