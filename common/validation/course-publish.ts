// The course wizard's publish checklist (spec doc 3 §2.8, §5): seven items that must all pass to publish.
import { COURSE_MIN_SKILLS_TO_PUBLISH } from '../constants';
import { messages } from './messages';

export interface PublishableCourse {
  title?: string | null;
  category?: string | null;
  level?: string | null;
  description?: string | null;
  whatYouWillLearn?: string | null;
  chapters?: readonly unknown[] | null;
  skills?: readonly string[] | null;
}

export interface ChecklistItem {
  key: 'title' | 'category' | 'level' | 'description' | 'whatYouWillLearn' | 'chapters' | 'skills';
  /** Shown when the item fails. */
  message: string;
  ok: boolean;
}

const filled = (s: string | null | undefined): boolean => s != null && s.trim() !== '';

/** The seven checklist items in the wizard's order. */
export function coursePublishChecklist(course: PublishableCourse): ChecklistItem[] {
  const skills = (course.skills ?? []).filter((s) => s.trim() !== '');
  return [
    { key: 'title', message: messages.courseTitleRequired, ok: filled(course.title) },
    { key: 'category', message: messages.courseCategoryRequired, ok: filled(course.category) },
    { key: 'level', message: messages.courseLevelRequired, ok: filled(course.level) },
    { key: 'description', message: messages.courseDescriptionRequired, ok: filled(course.description) },
    {
      key: 'whatYouWillLearn',
      message: messages.courseLearningGoalsRequired,
      ok: filled(course.whatYouWillLearn),
    },
    { key: 'chapters', message: messages.courseChapterRequired, ok: (course.chapters?.length ?? 0) >= 1 },
    { key: 'skills', message: messages.courseSkillsMin, ok: skills.length >= COURSE_MIN_SKILLS_TO_PUBLISH },
  ];
}

/** Messages of the failing checklist items; empty when the course may be published. */
export function coursePublishIssues(course: PublishableCourse): string[] {
  return coursePublishChecklist(course)
    .filter((item) => !item.ok)
    .map((item) => item.message);
}
