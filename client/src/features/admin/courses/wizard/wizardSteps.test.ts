import { describe, expect, it } from 'vitest';
import { counterTone } from './CharacterCounter';
import { type CourseDraft, emptyCourseDraft } from './courseDraft';
import { stepComplete, stepOfField } from './wizardSteps';

const course = (changes: Partial<CourseDraft>): CourseDraft => ({ ...emptyCourseDraft(), ...changes });

describe('the wizard’s completion rules (spec doc 3 §2.8)', () => {
  it('completes basic info with title, category and level', () => {
    expect(stepComplete('basic', course({ title: 'ریاضی', category: 'SCIENCE' }), false)).toBe(false);
    expect(
      stepComplete('basic', course({ title: '  ', category: 'SCIENCE', level: 'BEGINNER' }), false),
    ).toBe(false);
    expect(
      stepComplete('basic', course({ title: 'ریاضی', category: 'SCIENCE', level: 'BEGINNER' }), false),
    ).toBe(true);
  });

  it('completes content with description and learning goals', () => {
    expect(stepComplete('content', course({ description: 'متن' }), false)).toBe(false);
    expect(stepComplete('content', course({ description: 'متن', whatYouWillLearn: 'هدف' }), false)).toBe(
      true,
    );
  });

  it('completes the syllabus with one chapter, media with a thumbnail address or file, skills with three', () => {
    const chapter = {
      key: 'a',
      title: 'فصل یک',
      durationMinutes: 0,
      isFree: false,
      chapterOrder: 1,
      lessons: [],
    };
    expect(stepComplete('syllabus', course({}), false)).toBe(false);
    expect(stepComplete('syllabus', course({ chapters: [chapter] }), false)).toBe(true);
    expect(stepComplete('media', course({}), false)).toBe(false);
    expect(stepComplete('media', course({}), true)).toBe(true);
    expect(stepComplete('media', course({ thumbnailUrl: '/uploads/a.png' }), false)).toBe(true);
    expect(stepComplete('skills', course({ skills: ['a', 'b'] }), false)).toBe(false);
    expect(stepComplete('skills', course({ skills: ['a', 'b', 'c'] }), false)).toBe(true);
    expect(stepComplete('preview', course({}), false)).toBe(true);
  });

  it('finds the step of a field that got an error', () => {
    expect(stepOfField('title')).toBe('basic');
    expect(stepOfField('whatYouWillLearn')).toBe('content');
    expect(stepOfField('chapters.1.lessons.0.contentText')).toBe('syllabus');
    expect(stepOfField('trailerVideoUrl')).toBe('media');
    expect(stepOfField('skills')).toBe('skills');
  });

  it('colours a counter yellow above 70 % and red above 90 %', () => {
    expect([350, 351, 450, 451].map((n) => counterTone(n, 500))).toEqual([
      'normal',
      'warning',
      'warning',
      'danger',
    ]);
  });
});
