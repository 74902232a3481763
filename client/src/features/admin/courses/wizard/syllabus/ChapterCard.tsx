import { toPersianDigits } from '@common/digits';
import { lessonContentTypeLabels } from '@common/labels';
import { Button } from '../../../../../components/ui/Button';
import { ChevronDownIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../../../components/ui/pageIcons';
import { ReorderButtons } from '../../../shared/ReorderButtons';
import { RowActions } from '../../../shared/RowActions';
import { type DragHandleProps, SortableList } from '../../../shared/SortableList';
import type { ChapterDraft, LessonDraft } from '../courseDraft';
import { formatMinutes } from './formatMinutes';
import { chapterMinutes } from './syllabus';

export interface ChapterActions {
  toggle: (key: string) => void;
  move: (key: string, to: number) => void;
  edit: (chapter: ChapterDraft) => void;
  remove: (chapter: ChapterDraft) => void;
  addLesson: (chapter: ChapterDraft) => void;
  editLesson: (chapter: ChapterDraft, lesson: LessonDraft) => void;
  removeLesson: (chapter: ChapterDraft, lesson: LessonDraft) => void;
  moveLesson: (chapter: ChapterDraft, lessonKey: string, to: number) => void;
}

interface ChapterCardProps {
  chapter: ChapterDraft;
  index: number;
  count: number;
  expanded: boolean;
  handle: DragHandleProps;
  actions: ChapterActions;
}

const chapterName = (chapter: ChapterDraft) => `فصل ${chapter.title}`;
const lessonName = (lesson: LessonDraft) => `درس ${lesson.title}`;

/** A chapter of the syllabus: its order, duration, badges and actions, and its lessons when expanded. */
export function ChapterCard({ chapter, index, count, expanded, handle, actions }: ChapterCardProps) {
  const panelId = `chapter-${chapter.key}-lessons`;
  return (
    <article className="rounded-2xl border border-ink-200 bg-white">
      <header className="flex flex-wrap items-center gap-2 p-3 sm:p-4">
        <ReorderButtons
          name={chapterName(chapter)}
          index={index}
          count={count}
          onMove={(to) => actions.move(chapter.key, to)}
          handle={handle}
        />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => actions.toggle(chapter.key)}
          className="flex min-w-0 flex-1 items-center gap-2 text-start"
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
            {toPersianDigits(chapter.chapterOrder)}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-bold text-ink-900">{chapter.title}</span>
            <span className="block text-xs text-ink-500">
              {toPersianDigits(chapter.lessons.length)} درس · {formatMinutes(chapterMinutes(chapter))}
              {chapter.isFree && ' · رایگان'}
            </span>
          </span>
          <ChevronDownIcon
            className={`ms-auto size-4 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
        <RowActions
          editLabel={`ویرایش ${chapterName(chapter)}`}
          onEdit={() => actions.edit(chapter)}
          deleteLabel={`حذف ${chapterName(chapter)}`}
          onDelete={() => actions.remove(chapter)}
        />
      </header>
      {expanded && (
        <div id={panelId} className="flex flex-col gap-2 border-t border-ink-100 p-3 sm:p-4">
          {chapter.lessons.length === 0 ? (
            <p className="text-sm text-ink-500">این فصل هنوز درسی ندارد.</p>
          ) : (
            <SortableList
              items={chapter.lessons}
              itemKey={(lesson) => lesson.key}
              itemName={lessonName}
              onMove={(key, to) => actions.moveLesson(chapter, key, to)}
              className="flex flex-col gap-2"
              renderItem={(lesson, lessonIndex, lessonHandle) => (
                <div className="flex flex-wrap items-center gap-2 rounded-xl bg-ink-50 px-2 py-2">
                  <ReorderButtons
                    name={lessonName(lesson)}
                    index={lessonIndex}
                    count={chapter.lessons.length}
                    onMove={(to) => actions.moveLesson(chapter, lesson.key, to)}
                    handle={lessonHandle}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-ink-900">{lesson.title}</span>
                    <span className="block text-xs text-ink-500">
                      {lessonContentTypeLabels[lesson.contentType]} · {formatMinutes(lesson.durationMinutes)}
                      {lesson.isFree && ' · رایگان'}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`ویرایش ${lessonName(lesson)}`}
                    onClick={() => actions.editLesson(chapter, lesson)}
                  >
                    <PencilIcon className="size-4" />
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`حذف ${lessonName(lesson)}`}
                    onClick={() => actions.removeLesson(chapter, lesson)}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </div>
              )}
            />
          )}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => actions.addLesson(chapter)}
          >
            <PlusIcon className="size-4" />
            افزودن درس
          </Button>
        </div>
      )}
    </article>
  );
}
