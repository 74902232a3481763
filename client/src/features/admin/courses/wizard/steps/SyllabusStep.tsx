import { toPersianDigits } from '@common/digits';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../../components/ui/ConfirmDialog';
import { PlusIcon } from '../../../../../components/ui/pageIcons';
import { SortableList } from '../../../shared/SortableList';
import type { ChapterDraft, CourseDraft, LessonDraft } from '../courseDraft';
import { type ChapterActions, ChapterCard } from '../syllabus/ChapterCard';
import { ChapterDialog } from '../syllabus/ChapterDialog';
import { formatMinutes } from '../syllabus/formatMinutes';
import { LessonDialog } from '../syllabus/LessonDialog';
import {
  addChapter,
  moveChapter,
  moveLesson,
  removeChapter,
  removeLesson,
  replaceChapter,
  saveLesson,
  syllabusStats,
} from '../syllabus/syllabus';

type Removal =
  | { kind: 'chapter'; chapter: ChapterDraft }
  | { kind: 'lesson'; chapter: ChapterDraft; lesson: LessonDraft };

/**
 * Step 3: chapters and lessons added, edited, removed and reordered (buttons, drag or keyboard); the order
 * lives in the form until the course is saved (spec doc 3 §2.8).
 */
export function SyllabusStep({ form }: { form: UseFormReturn<CourseDraft> }) {
  const chapters = form.watch('chapters');
  const set = (next: ChapterDraft[]) => form.setValue('chapters', next, { shouldDirty: true });
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [chapterEdit, setChapterEdit] = useState<{ chapter: ChapterDraft | null } | null>(null);
  const [lessonEdit, setLessonEdit] = useState<{ chapter: ChapterDraft; lesson: LessonDraft | null } | null>(
    null,
  );
  const [removal, setRemoval] = useState<Removal | null>(null);
  const stats = syllabusStats(chapters);

  const actions: ChapterActions = {
    toggle: (key) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    move: (key, to) => set(moveChapter(chapters, key, to)),
    edit: (chapter) => setChapterEdit({ chapter }),
    remove: (chapter) => setRemoval({ kind: 'chapter', chapter }),
    addLesson: (chapter) => setLessonEdit({ chapter, lesson: null }),
    editLesson: (chapter, lesson) => setLessonEdit({ chapter, lesson }),
    removeLesson: (chapter, lesson) => setRemoval({ kind: 'lesson', chapter, lesson }),
    moveLesson: (chapter, key, to) => set(moveLesson(chapters, chapter.key, key, to)),
  };
  const confirmRemoval = () => {
    if (!removal) return;
    set(
      removal.kind === 'chapter'
        ? removeChapter(chapters, removal.chapter.key)
        : removeLesson(chapters, removal.chapter.key, removal.lesson.key),
    );
    setRemoval(null);
  };
  const error = form.formState.errors.chapters;

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Stat label="فصل" value={toPersianDigits(stats.chapters)} />
        <Stat label="درس" value={toPersianDigits(stats.lessons)} />
        <Stat label="درس رایگان" value={toPersianDigits(stats.freeLessons)} />
        <Stat label="فصل رایگان" value={toPersianDigits(stats.freeChapters)} />
        <Stat label="مدت کل" value={formatMinutes(stats.totalMinutes)} />
      </dl>
      {error?.message && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error.message}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setChapterEdit({ chapter: null })}>
          <PlusIcon className="size-4" />
          افزودن فصل
        </Button>
        {chapters.length > 0 && (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setExpanded(new Set(chapters.map((c) => c.key)))}
            >
              باز کردن همه
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set())}>
              بستن همه
            </Button>
          </>
        )}
      </div>

      {chapters.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-300 p-8 text-center text-ink-600">
          <p className="font-medium">هنوز فصلی اضافه نشده است.</p>
          <p className="mt-1 text-sm">اولین فصل دوره را اضافه کنید.</p>
        </div>
      ) : (
        <SortableList
          items={chapters}
          itemKey={(chapter) => chapter.key}
          itemName={(chapter) => `فصل ${chapter.title}`}
          onMove={(key, to) => actions.move(key, to)}
          className="flex flex-col gap-3"
          renderItem={(chapter, index, handle) => (
            <ChapterCard
              chapter={chapter}
              index={index}
              count={chapters.length}
              expanded={expanded.has(chapter.key)}
              handle={handle}
              actions={actions}
            />
          )}
        />
      )}

      <ChapterDialog
        open={chapterEdit !== null}
        chapter={chapterEdit?.chapter ?? null}
        onClose={() => setChapterEdit(null)}
        onSave={(chapter) => {
          set(chapterEdit?.chapter ? replaceChapter(chapters, chapter) : addChapter(chapters, chapter));
          if (!chapterEdit?.chapter) setExpanded((open) => new Set(open).add(chapter.key));
          setChapterEdit(null);
        }}
      />
      <LessonDialog
        open={lessonEdit !== null}
        lesson={lessonEdit?.lesson ?? null}
        onClose={() => setLessonEdit(null)}
        onSave={(lesson) => {
          if (lessonEdit) set(saveLesson(chapters, lessonEdit.chapter.key, lesson));
          setLessonEdit(null);
        }}
      />
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={
          removal?.kind === 'chapter'
            ? `حذف فصل «${removal.chapter.title}»`
            : `حذف درس «${removal?.lesson.title ?? ''}»`
        }
        description={
          removal?.kind === 'chapter'
            ? `این فصل و ${toPersianDigits(removal.chapter.lessons.length)} درس آن حذف می‌شود. تا دوره را ذخیره نکنید چیزی از سرور پاک نمی‌شود.`
            : 'این درس از فصل حذف می‌شود. تا دوره را ذخیره نکنید چیزی از سرور پاک نمی‌شود.'
        }
        confirmLabel={removal?.kind === 'chapter' ? 'حذف فصل' : 'حذف درس'}
        destructive
        onConfirm={confirmRemoval}
      />
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="mt-1 font-bold text-ink-900">{value}</dd>
    </div>
  );
}
