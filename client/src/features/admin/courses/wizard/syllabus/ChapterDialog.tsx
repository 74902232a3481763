import { toPersianDigits } from '@common/digits';
import { chapterSchema } from '@common/validation/chapter';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { CheckboxField } from '../../../../../components/ui/CheckboxField';
import { Dialog } from '../../../../../components/ui/Dialog';
import { NumberField } from '../../../../../components/ui/TextField';
import { orBlank } from '../../../../../lib/orBlank';
import { type ChapterDraft, newRowKey } from '../courseDraft';
import { LimitedField } from '../LimitedField';
import { chapterFields } from '../syllabusFields';
import { DialogForm } from './DialogForm';

const chapterFieldsSchema = v.pick(chapterSchema, ['title', 'description', 'durationMinutes', 'isFree']);

interface ChapterDialogProps {
  /** The chapter being edited, or null to add one. */
  chapter: ChapterDraft | null;
  open: boolean;
  onClose: () => void;
  onSave: (chapter: ChapterDraft) => void;
}

/** Add or edit a chapter's title, description, stated duration and free flag. */
export function ChapterDialog({ chapter, open, onClose, onSave }: ChapterDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={chapter ? 'ویرایش فصل' : 'افزودن فصل'}>
      {open && <ChapterForm chapter={chapter} onSave={onSave} onCancel={onClose} />}
    </Dialog>
  );
}

function ChapterForm({
  chapter,
  onSave,
  onCancel,
}: {
  chapter: ChapterDraft | null;
  onSave: (chapter: ChapterDraft) => void;
  onCancel: () => void;
}) {
  const form = useForm<
    v.InferInput<typeof chapterFieldsSchema>,
    unknown,
    v.InferOutput<typeof chapterFieldsSchema>
  >({
    resolver: valibotResolver(chapterFieldsSchema),
    defaultValues: {
      ...orBlank(chapter, ['title', 'description']),
      durationMinutes: toPersianDigits(chapter?.durationMinutes ?? 0),
      isFree: chapter?.isFree ?? false,
    },
  });
  const save = (values: v.InferOutput<typeof chapterFieldsSchema>) =>
    onSave({
      key: chapter?.key ?? newRowKey(),
      id: chapter?.id,
      lessons: chapter?.lessons ?? [],
      chapterOrder: chapter?.chapterOrder ?? 0,
      ...chapterFields(values),
    });
  return (
    <DialogForm
      onSubmit={form.handleSubmit(save)}
      onCancel={onCancel}
      submitLabel={chapter ? 'ذخیره‌ی فصل' : 'افزودن فصل'}
    >
      <LimitedField form={form} name="title" label="عنوان فصل" max={200} required />
      <LimitedField form={form} name="description" label="توضیحات فصل" max={2000} rows={3} />
      <NumberField
        form={form}
        name="durationMinutes"
        label="مدت فصل (دقیقه)"
        hint="اگر مجموع درس‌ها بیشتر باشد، همان نمایش داده می‌شود."
      />
      <CheckboxField
        form={form}
        name="isFree"
        label="فصل رایگان (پیش‌نمایش برای همه)"
        className="flex items-center gap-3 text-sm text-ink-800"
      />
    </DialogForm>
  );
}
