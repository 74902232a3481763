import { describe, expect, it } from 'vitest';
import { chapterSchema } from './chapter';
import { expectError, expectValid } from './test-helpers';

describe('chapterSchema', () => {
  it('accepts a chapter', () => {
    expect(expectValid(chapterSchema, { title: 'مقدمه', chapterOrder: 1, durationMinutes: '45' })).toEqual({
      title: 'مقدمه',
      chapterOrder: 1,
      durationMinutes: 45,
      isFree: false,
      lessons: [],
    });
  });

  it('gives the spec message for a blank or short title', () => {
    expectError(chapterSchema, { title: '' }, 'title', 'عنوان فصل باید حداقل ۳ کاراکتر باشد');
    expectError(chapterSchema, { title: 'ab' }, 'title', 'عنوان فصل باید حداقل ۳ کاراکتر باشد');
    expectError(chapterSchema, {}, 'title', 'عنوان فصل باید حداقل ۳ کاراکتر باشد');
  });

  it('refuses a negative duration', () => {
    expectError(
      chapterSchema,
      { title: 'مقدمه', durationMinutes: -3 },
      'durationMinutes',
      'مدت زمان نمی‌تواند منفی باشد',
    );
  });
});
