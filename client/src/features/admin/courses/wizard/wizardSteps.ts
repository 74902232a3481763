import type { CourseDraft } from './courseDraft';

export type WizardStepId = 'basic' | 'content' | 'syllabus' | 'media' | 'skills' | 'preview';

export interface WizardStep {
  id: WizardStepId;
  label: string;
}

/** The six steps in order (spec doc 3 §2.8). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { id: 'basic', label: 'اطلاعات پایه' },
  { id: 'content', label: 'محتوای دوره' },
  { id: 'syllabus', label: 'سرفصل‌ها' },
  { id: 'media', label: 'رسانه' },
  { id: 'skills', label: 'مهارت‌ها' },
  { id: 'preview', label: 'پیش‌نمایش و انتشار' },
];

const filled = (text: string | null | undefined) => (text ?? '').trim() !== '';

/**
 * When a step counts as complete (its tab's check mark): spec doc 3 §2.8. `hasThumbnailFile` is a file
 * chosen and not yet uploaded.
 */
export function stepComplete(step: WizardStepId, course: CourseDraft, hasThumbnailFile: boolean): boolean {
  switch (step) {
    case 'basic':
      return filled(course.title) && course.category !== '' && course.level !== '';
    case 'content':
      return filled(course.description) && filled(course.whatYouWillLearn);
    case 'syllabus':
      return course.chapters.length > 0;
    case 'media':
      return filled(course.thumbnailUrl) || hasThumbnailFile;
    case 'skills':
      return course.skills.length >= 3;
    case 'preview':
      return true;
  }
}

/** Which step holds a field of the form, to show the step of the first error. */
export function stepOfField(field: string): WizardStepId {
  const head = field.split('.')[0];
  if (['description', 'whatYouWillLearn', 'requirements', 'targetAudience'].includes(head)) return 'content';
  if (head === 'chapters') return 'syllabus';
  if (
    ['thumbnail', 'thumbnailUrl', 'trailerVideoUrl', 'autoPlayTrailer', 'showThumbnailOverlay'].includes(head)
  )
    return 'media';
  if (head === 'skills') return 'skills';
  return 'basic';
}
