import { toPersianDigits } from '@common/digits';
import { chapterSchema } from '@common/validation/chapter';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Dialog } from '../../../../../components/ui/Dialog';
import { FormField, inputClasses } from '../../../../../components/ui/FormField';
import { NumberInput } from '../../../../../components/ui/NumberInput';
import { CharacterCounter } from '../CharacterCounter';
import { type ChapterDraft, newRowKey } from '../courseDraft';
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
      title: chapter?.title ?? '',
      description: chapter?.description ?? '',
      durationMinutes: toPersianDigits(chapter?.durationMinutes ?? 0),
      isFree: chapter?.isFree ?? false,
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => {
    onSave({
      key: chapter?.key ?? newRowKey(),
      id: chapter?.id,
      lessons: chapter?.lessons ?? [],
      chapterOrder: chapter?.chapterOrder ?? 0,
      title: values.title,
      description: values.description ?? null,
      durationMinutes: values.durationMinutes,
      isFree: values.isFree,
    });
  });
  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      submitLabel={chapter ? 'ذخیره‌ی فصل' : 'افزودن فصل'}
    >
      <div className="flex flex-col gap-1">
        <FormField label="عنوان فصل" required error={errors.title?.message}>
          <input className={inputClasses} autoComplete="off" {...form.register('title')} />
        </FormField>
        <CharacterCounter length={(form.watch('title') ?? '').length} max={200} />
      </div>
      <div className="flex flex-col gap-1">
        <FormField label="توضیحات فصل" error={errors.description?.message}>
          <textarea rows={3} className={inputClasses} {...form.register('description')} />
        </FormField>
        <CharacterCounter length={(form.watch('description') ?? '').length} max={2000} />
      </div>
      <FormField
        label="مدت فصل (دقیقه)"
        hint="اگر مجموع درس‌ها بیشتر باشد، همان نمایش داده می‌شود."
        error={errors.durationMinutes?.message}
      >
        <NumberInput className={`${inputClasses} text-start`} {...form.register('durationMinutes')} />
      </FormField>
      <label className="flex items-center gap-3 text-sm text-ink-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...form.register('isFree')} />
        فصل رایگان (پیش‌نمایش برای همه)
      </label>
    </DialogForm>
  );
}
