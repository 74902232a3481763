import { describe, expect, it } from 'vitest';
import type { ChapterDraft, LessonDraft } from '../courseDraft';
import {
  addChapter,
  chapterMinutes,
  moveChapter,
  moveLesson,
  removeChapter,
  saveLesson,
  syllabusStats,
} from './syllabus';

const lesson = (key: string, minutes: number, isFree = false): LessonDraft => ({
  key,
  title: `درس ${key}`,
  contentType: 'TEXT',
  contentText: 'متن',
  durationMinutes: minutes,
  isFree,
  isDownloadable: false,
});
const chapter = (key: string, lessons: LessonDraft[] = [], durationMinutes = 0): ChapterDraft => ({
  key,
  title: `فصل ${key}`,
  durationMinutes,
  isFree: false,
  chapterOrder: 0,
  lessons,
});

describe('the syllabus editor’s changes', () => {
  it('numbers chapters from 1 after adding, moving and removing', () => {
    let chapters = addChapter([], chapter('a'));
    chapters = addChapter(chapters, chapter('b'));
    chapters = addChapter(chapters, chapter('c'));
    expect(chapters.map((c) => [c.key, c.chapterOrder])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    chapters = moveChapter(chapters, 'c', 0);
    expect(chapters.map((c) => [c.key, c.chapterOrder])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    chapters = removeChapter(chapters, 'a');
    expect(chapters.map((c) => [c.key, c.chapterOrder])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
  });

  it('keeps a move inside the list and leaves other chapters’ lessons alone', () => {
    const chapters = [
      chapter('a', [lesson('1', 5), lesson('2', 5), lesson('3', 5)]),
      chapter('b', [lesson('4', 5)]),
    ];
    expect(moveChapter(chapters, 'a', 9).map((c) => c.key)).toEqual(['b', 'a']);
    const moved = moveLesson(chapters, 'a', '3', 0);
    expect(moved[0].lessons.map((l) => l.key)).toEqual(['3', '1', '2']);
    expect(moved[1]).toBe(chapters[1]);
  });

  it('adds a new lesson at the end and replaces an edited one in place', () => {
    const chapters = [chapter('a', [lesson('1', 5), lesson('2', 5)])];
    const added = saveLesson(chapters, 'a', lesson('3', 7));
    expect(added[0].lessons.map((l) => l.key)).toEqual(['1', '2', '3']);
    const edited = saveLesson(added, 'a', { ...lesson('1', 5), title: 'تازه' });
    expect(edited[0].lessons.map((l) => l.title)).toEqual(['تازه', 'درس 2', 'درس 3']);
  });

  it('shows a chapter’s duration as the larger of its own and its lessons’ sum', () => {
    expect(chapterMinutes(chapter('a', [lesson('1', 20), lesson('2', 25)], 30))).toBe(45);
    expect(chapterMinutes(chapter('a', [lesson('1', 20)], 90))).toBe(90);
  });

  it('counts chapters, lessons, free ones and the total duration', () => {
    const free = { ...chapter('b', [lesson('3', 10, true)], 0), isFree: true };
    expect(syllabusStats([chapter('a', [lesson('1', 20), lesson('2', 25, true)], 30), free])).toEqual({
      chapters: 2,
      lessons: 3,
      freeLessons: 2,
      freeChapters: 1,
      totalMinutes: 55,
    });
  });
});
