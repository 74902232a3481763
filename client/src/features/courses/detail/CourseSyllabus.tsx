import { toPersianDigits } from '@common/digits';
import { useEffect, useId, useState } from 'react';
import { LockIcon } from '../../../components/ui/icons';
import { ChevronDownIcon, PlayIcon } from '../../../components/ui/pageIcons';
import type { PublicCourseQuery } from '../../../gql/graphql';
import { LessonDoneToggle } from '../../learning/LessonDoneToggle';
import { formatMinutes } from '../courseFormat';
import { DetailSection } from './DetailSection';

type Chapter = NonNullable<PublicCourseQuery['publicCourse']>['chapters'][number];

/** An enrolled student's marks on the syllabus: which lessons are done, where to resume, and the toggle. */
export interface SyllabusProgress {
  completedLessonIds: readonly number[];
  nextLessonId: number | null;
  pendingLessonId: number | null;
  onToggle: (lessonId: number, done: boolean) => void;
}

/** The element id of a lesson's row, the target of 'resume' and of /courses/{id}#lesson-{lessonId}. */
export const lessonAnchor = (lessonId: number) => `lesson-${lessonId}`;

function ChapterItem({
  chapter,
  index,
  initiallyOpen,
  progress,
}: {
  chapter: Chapter;
  index: number;
  initiallyOpen: boolean;
  progress: SyllabusProgress | null;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const holdsNext = chapter.lessons.some((lesson) => lesson.id === progress?.nextLessonId);
  // Where the student resumes is always in view: its chapter opens when the next lesson moves into it.
  useEffect(() => {
    if (holdsNext) setOpen(true);
  }, [holdsNext]);
  return (
    <li className="overflow-hidden rounded-2xl ring-1 ring-ink-100">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 bg-ink-50 px-4 py-4 text-start transition-colors hover:bg-brand-50"
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-xl bg-white text-sm font-bold text-brand-700 ring-1 ring-brand-100">
            {toPersianDigits(index + 1)}
          </span>
          <span className="flex-1">
            <span className="block font-bold text-ink-900">{chapter.title}</span>
            <span className="mt-0.5 block text-xs text-ink-500">
              {toPersianDigits(chapter.lessons.length)} درس · {formatMinutes(chapter.durationMinutes)}
            </span>
          </span>
          <ChevronDownIcon
            className={`size-5 text-ink-400 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 py-3">
        {chapter.description && <p className="mb-3 text-sm leading-7 text-ink-600">{chapter.description}</p>}
        <ul className="divide-y divide-ink-100">
          {chapter.lessons.map((lesson) => (
            <li
              key={lesson.id}
              id={lessonAnchor(lesson.id)}
              className={`flex scroll-mt-28 items-center gap-3 py-3 text-sm ${
                lesson.id === progress?.nextLessonId ? 'bg-brand-50/60' : ''
              }`}
            >
              {lesson.contentAvailable ? (
                <PlayIcon className="size-5 shrink-0 text-brand-600" />
              ) : (
                <LockIcon className="size-5 shrink-0 text-ink-400" />
              )}
              <span className={`flex-1 ${lesson.contentAvailable ? 'text-ink-800' : 'text-ink-500'}`}>
                {lesson.title}
              </span>
              {lesson.isFree ? (
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  رایگان
                </span>
              ) : (
                !lesson.contentAvailable && (
                  <span className="sr-only">قفل؛ پس از ثبت‌نام در دوره باز می‌شود</span>
                )
              )}
              <span className="text-xs text-ink-500">{formatMinutes(lesson.durationMinutes)}</span>
              {progress && (
                <LessonDoneToggle
                  title={lesson.title}
                  done={progress.completedLessonIds.includes(lesson.id)}
                  busy={progress.pendingLessonId === lesson.id}
                  onToggle={(done) => progress.onToggle(lesson.id, done)}
                />
              )}
            </li>
          ))}
          {chapter.lessons.length === 0 && (
            <li className="py-3 text-sm text-ink-500">درسی برای این فصل ثبت نشده است.</li>
          )}
        </ul>
      </div>
    </li>
  );
}

/**
 * The chapters (expandable) and lessons of a course; lessons the viewer cannot open yet are locked. An
 * enrolled student (`progress`) also marks lessons done here.
 */
export function CourseSyllabus({
  chapters,
  progress = null,
}: {
  chapters: Chapter[];
  progress?: SyllabusProgress | null;
}) {
  if (chapters.length === 0) return null;
  const lessonCount = chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <DetailSection id="course-syllabus" title="سرفصل‌های دوره">
      <p className="-mt-2 mb-5 text-sm text-ink-500">
        {toPersianDigits(chapters.length)} فصل · {toPersianDigits(lessonCount)} درس
      </p>
      <ol className="flex flex-col gap-3">
        {chapters.map((chapter, index) => (
          <ChapterItem
            key={chapter.id}
            chapter={chapter}
            index={index}
            initiallyOpen={index === 0}
            progress={progress}
          />
        ))}
      </ol>
    </DetailSection>
  );
}
