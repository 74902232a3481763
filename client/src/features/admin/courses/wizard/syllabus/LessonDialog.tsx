import { toPersianDigits } from '@common/digits';
import { LESSON_CONTENT_TYPES, type LessonContentType } from '@common/enums';
import { lessonContentTypeLabels } from '@common/labels';
import { lessonSchema } from '@common/validation/lesson';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { CheckboxField } from '../../../../../components/ui/CheckboxField';
import { Dialog } from '../../../../../components/ui/Dialog';
import { SelectField } from '../../../../../components/ui/SelectField';
import { NumberField, TextAreaField, TextField } from '../../../../../components/ui/TextField';
import { orBlank } from '../../../../../lib/orBlank';
import { VideoUploadField } from '../../../shared/upload/VideoUploadField';
import { type LessonDraft, newRowKey } from '../courseDraft';
import { LimitedField } from '../LimitedField';
import { LESSON_OPTIONAL_TEXTS, lessonFields } from '../syllabusFields';
import { DialogForm } from './DialogForm';

type LessonFieldsIn = v.InferInput<typeof lessonSchema>;
type LessonFieldsOut = v.InferOutput<typeof lessonSchema>;

interface LessonDialogProps {
  /** The lesson being edited, or null to add one. */
  lesson: LessonDraft | null;
  open: boolean;
  onClose: () => void;
  onSave: (lesson: LessonDraft) => void;
}

const FUTURE_TYPES: readonly LessonContentType[] = ['QUIZ', 'ASSIGNMENT'];

/** Add or edit a lesson: its content type decides which content it needs (spec doc 3 §5). */
export function LessonDialog({ lesson, open, onClose, onSave }: LessonDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={lesson ? 'ویرایش درس' : 'افزودن درس'}
      className="sm:max-w-2xl"
    >
      {open && <LessonForm lesson={lesson} onSave={onSave} onCancel={onClose} />}
    </Dialog>
  );
}

function LessonForm({
  lesson,
  onSave,
  onCancel,
}: {
  lesson: LessonDraft | null;
  onSave: (lesson: LessonDraft) => void;
  onCancel: () => void;
}) {
  const form = useForm<LessonFieldsIn, unknown, LessonFieldsOut>({
    resolver: valibotResolver(lessonSchema),
    defaultValues: {
      ...orBlank(lesson, ['title', ...LESSON_OPTIONAL_TEXTS]),
      contentType: lesson?.contentType ?? 'VIDEO',
      durationMinutes: toPersianDigits(lesson?.durationMinutes ?? 0),
      isFree: lesson?.isFree ?? false,
      isDownloadable: lesson?.isDownloadable ?? false,
    },
  });
  const { watch } = form;
  const type = watch('contentType') as LessonContentType;
  const save = (values: LessonFieldsOut) =>
    onSave({ key: lesson?.key ?? newRowKey(), id: lesson?.id, ...lessonFields(values) });

  return (
    <DialogForm
      onSubmit={form.handleSubmit(save)}
      onCancel={onCancel}
      submitLabel={lesson ? 'ذخیره‌ی درس' : 'افزودن درس'}
    >
      <LimitedField form={form} name="title" label="عنوان درس" max={200} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="contentType"
          label="نوع محتوا"
          required
          options={LESSON_CONTENT_TYPES}
          labels={lessonContentTypeLabels}
        />
        <NumberField form={form} name="durationMinutes" label="مدت درس (دقیقه)" />
      </div>
      <LimitedField form={form} name="description" label="توضیحات درس" max={2000} rows={2} />

      {type === 'VIDEO' && (
        <div className="flex flex-col gap-3 rounded-xl border border-ink-200 p-3">
          <TextField
            form={form}
            name="videoUrl"
            label="لینک ویدیو"
            hint="یا فایل ویدیو را بارگذاری کنید"
            latin
            inputMode="url"
          />
          {watch('videoMinioKey') && <p className="text-sm text-emerald-700">فایل ویدیو بارگذاری شده است.</p>}
          <VideoUploadField
            label={`ویدیوی درس ${watch('title') || 'تازه'}`}
            chooseText={watch('videoMinioKey') ? 'جایگزینی ویدیو' : undefined}
            onUploaded={(video) => {
              form.setValue('videoMinioKey', video.minioKey, { shouldDirty: true });
              form.setValue('videoUrl', video.fileUrl, { shouldDirty: true, shouldValidate: true });
            }}
          />
        </div>
      )}
      {type === 'TEXT' && (
        <TextAreaField form={form} name="contentText" label="محتوای متنی" required rows={8} />
      )}
      {type === 'RESOURCE' && (
        <TextAreaField
          form={form}
          name="resourcesUrls"
          label="لینک منابع"
          required
          hint="هر لینک در یک خط"
          rows={4}
          latin
        />
      )}
      {FUTURE_TYPES.includes(type) && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
          {lessonContentTypeLabels[type]} در نسخه‌های آینده فعال می‌شود؛ درس ذخیره می‌شود اما محتوای آن هنوز به
          دانشجو نشان داده نمی‌شود.
        </p>
      )}

      <LimitedField form={form} name="notes" label="یادداشت" max={5000} rows={2} />
      <div className="flex flex-wrap gap-5">
        <CheckboxField form={form} name="isFree" label="درس رایگان (پیش‌نمایش برای همه)" />
        <CheckboxField form={form} name="isDownloadable" label="قابل دانلود" />
      </div>
    </DialogForm>
  );
}
