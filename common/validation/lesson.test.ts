import { describe, expect, it } from 'vitest';
import { lessonSchema } from './lesson';
import { errorsOf, expectError, expectValid } from './test-helpers';

describe('lessonSchema', () => {
  it('accepts each content type with what it needs', () => {
    expectValid(lessonSchema, {
      title: 'ویدیو',
      contentType: 'VIDEO',
      videoUrl: 'https://example.com/v.mp4',
    });
    expectValid(lessonSchema, { title: 'ویدیو', contentType: 'VIDEO', videoMinioKey: 'videos/1.mp4' });
    expectValid(lessonSchema, { title: 'ویدیو', contentType: 'VIDEO', hasVideoFile: true });
    expectValid(lessonSchema, { title: 'متن', contentType: 'TEXT', contentText: 'سلام' });
    expectValid(lessonSchema, {
      title: 'منابع',
      contentType: 'RESOURCE',
      resourcesUrls: 'https://a.example',
    });
    expectValid(lessonSchema, { title: 'آزمون', contentType: 'QUIZ' });
  });

  it('parses the duration to whole minutes, default 0', () => {
    expect(
      expectValid(lessonSchema, { title: 'x', contentType: 'QUIZ', durationMinutes: '۱۲.۷' }).durationMinutes,
    ).toBe(12);
    expect(
      expectValid(lessonSchema, { title: 'x', contentType: 'QUIZ', durationMinutes: '' }).durationMinutes,
    ).toBe(0);
    expect(expectValid(lessonSchema, { title: 'x', contentType: 'QUIZ' }).durationMinutes).toBe(0);
    expectError(
      lessonSchema,
      { title: 'x', contentType: 'QUIZ', durationMinutes: 999_999_999_999 },
      'durationMinutes',
      'مدت زمان نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ دقیقه باشد',
    );
  });

  it('gives the messages', () => {
    expectError(lessonSchema, { title: '', contentType: 'QUIZ' }, 'title', 'عنوان درس الزامی است');
    expectError(lessonSchema, { title: 'x', contentType: '' }, 'contentType', 'نوع محتوای درس الزامی است');
    expectError(
      lessonSchema,
      { title: 'x', contentType: 'VIDEO' },
      'videoUrl',
      'برای درس ویدیویی، لینک یا فایل ویدیو الزامی است',
    );
    expectError(
      lessonSchema,
      { title: 'x', contentType: 'TEXT', contentText: ' ' },
      'contentText',
      'محتوای متنی درس الزامی است',
    );
    expectError(
      lessonSchema,
      { title: 'x', contentType: 'RESOURCE' },
      'resourcesUrls',
      'حداقل یک لینک منبع الزامی است',
    );
    expect(errorsOf(lessonSchema, { title: 'x', contentType: 'TEXT', videoUrl: '' })).toEqual({
      contentText: 'محتوای متنی درس الزامی است',
    });
  });
});
