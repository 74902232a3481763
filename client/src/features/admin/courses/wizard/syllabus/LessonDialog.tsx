import { toPersianDigits } from '@common/digits';
import { LESSON_CONTENT_TYPES, type LessonContentType } from '@common/enums';
import { lessonContentTypeLabels } from '@common/labels';
import { lessonSchema } from '@common/validation/lesson';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { Dialog } from '../../../../../components/ui/Dialog';
import { FormField, inputClasses } from '../../../../../components/ui/FormField';
import { NumberInput } from '../../../../../components/ui/NumberInput';
import { VideoUploadField } from '../../../shared/upload/VideoUploadField';
import { CharacterCounter } from '../CharacterCounter';
import { type LessonDraft, newRowKey } from '../courseDraft';
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
const ltr = `${inputClasses} text-start`;

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
      title: lesson?.title ?? '',
      description: lesson?.description ?? '',
      contentType: lesson?.contentType ?? 'VIDEO',
      durationMinutes: toPersianDigits(lesson?.durationMinutes ?? 0),
      videoUrl: lesson?.videoUrl ?? '',
      videoMinioKey: lesson?.videoMinioKey ?? '',
      contentText: lesson?.contentText ?? '',
      resourcesUrls: lesson?.resourcesUrls ?? '',
      isFree: lesson?.isFree ?? false,
      isDownloadable: lesson?.isDownloadable ?? false,
      notes: lesson?.notes ?? '',
    },
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const type = watch('contentType') as LessonContentType;
  const submit = form.handleSubmit((values) =>
    onSave({
      key: lesson?.key ?? newRowKey(),
      id: lesson?.id,
      title: values.title,
      description: values.description ?? null,
      contentType: values.contentType,
      durationMinutes: values.durationMinutes,
      videoUrl: values.videoUrl ?? null,
      videoMinioKey: values.videoMinioKey ?? null,
      contentText: values.contentText ?? null,
      resourcesUrls: values.resourcesUrls ?? null,
      isFree: values.isFree,
      isDownloadable: values.isDownloadable,
      notes: values.notes ?? null,
    }),
  );

  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      submitLabel={lesson ? 'ذخیره‌ی درس' : 'افزودن درس'}
    >
      <div className="flex flex-col gap-1">
        <FormField label="عنوان درس" required error={errors.title?.message}>
          <input className={inputClasses} autoComplete="off" {...register('title')} />
        </FormField>
        <CharacterCounter length={(watch('title') ?? '').length} max={200} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="نوع محتوا" required error={errors.contentType?.message}>
          <select className={inputClasses} {...register('contentType')}>
            {LESSON_CONTENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {lessonContentTypeLabels[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="مدت درس (دقیقه)" error={errors.durationMinutes?.message}>
          <NumberInput className={ltr} {...register('durationMinutes')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-1">
        <FormField label="توضیحات درس" error={errors.description?.message}>
          <textarea rows={2} className={inputClasses} {...register('description')} />
        </FormField>
        <CharacterCounter length={(watch('description') ?? '').length} max={2000} />
      </div>

      {type === 'VIDEO' && (
        <div className="flex flex-col gap-3 rounded-xl border border-ink-200 p-3">
          <FormField
            label="لینک ویدیو"
            hint="یا فایل ویدیو را بارگذاری کنید"
            error={errors.videoUrl?.message}
          >
            <input className={ltr} dir="ltr" inputMode="url" {...register('videoUrl')} />
          </FormField>
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
        <FormField label="محتوای متنی" required error={errors.contentText?.message}>
          <textarea rows={8} className={inputClasses} {...register('contentText')} />
        </FormField>
      )}
      {type === 'RESOURCE' && (
        <FormField label="لینک منابع" required hint="هر لینک در یک خط" error={errors.resourcesUrls?.message}>
          <textarea rows={4} className={ltr} dir="ltr" {...register('resourcesUrls')} />
        </FormField>
      )}
      {FUTURE_TYPES.includes(type) && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
          {lessonContentTypeLabels[type]} در نسخه‌های آینده فعال می‌شود؛ درس ذخیره می‌شود اما محتوای آن هنوز به
          دانشجو نشان داده نمی‌شود.
        </p>
      )}

      <div className="flex flex-col gap-1">
        <FormField label="یادداشت" error={errors.notes?.message}>
          <textarea rows={2} className={inputClasses} {...register('notes')} />
        </FormField>
        <CharacterCounter length={(watch('notes') ?? '').length} max={5000} />
      </div>
      <div className="flex flex-wrap gap-5">
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('isFree')} />
          درس رایگان (پیش‌نمایش برای همه)
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('isDownloadable')} />
          قابل دانلود
        </label>
      </div>
    </DialogForm>
  );
}
