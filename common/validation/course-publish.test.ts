import { describe, expect, it } from 'vitest';
import { coursePublishChecklist, coursePublishIssues } from './course-publish';

const ready = {
  title: 'مبانی پایتون',
  category: 'TECHNOLOGY',
  level: 'BEGINNER',
  description: 'توضیحات',
  whatYouWillLearn: 'اهداف',
  chapters: [{}],
  skills: ['الف', 'ب', 'پ'],
};

describe('course publish checklist', () => {
  it('has seven items that all pass for a ready course', () => {
    const checklist = coursePublishChecklist(ready);
    expect(checklist).toHaveLength(7);
    expect(checklist.every((item) => item.ok)).toBe(true);
    expect(coursePublishIssues(ready)).toEqual([]);
  });

  it('lists every missing item in order', () => {
    expect(coursePublishIssues({ skills: ['الف', ' ', 'ب'] })).toEqual([
      'عنوان دوره الزامی است',
      'انتخاب دسته‌بندی الزامی است',
      'انتخاب سطح دوره الزامی است',
      'توضیحات دوره الزامی است',
      'اهداف یادگیری الزامی است',
      'حداقل یک فصل الزامی است',
      'حداقل ۳ مهارت کلیدی الزامی است',
    ]);
  });
});
