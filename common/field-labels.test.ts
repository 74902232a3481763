import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it.each([
    ['sortOrder', 'ترتیب نمایش'],
    ['programId', 'برنامه'],
    ['chapters.0.lessons.1.title', 'عنوان'],
    ['ids.0', 'شناسه‌ها'],
    ['body', 'بدنه‌ی درخواست'],
    ['notAField', 'notAField'],
    ['constructor', 'constructor'],
  ])('%s → %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});
