import { describe, expect, it } from 'vitest';
import { fieldLabel, isRecordIdPath } from './field-labels';

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

describe('isRecordIdPath', () => {
  it('knows ids by their names', () => {
    expect(['id', 'programId', 'chapters.0.lessonId'].every(isRecordIdPath)).toBe(true);
    expect(['ids', 'maxParticipants', 'idea', 'paid'].some(isRecordIdPath)).toBe(false);
  });
});
