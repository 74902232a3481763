import { toPersianDigits } from '@common/digits';
import { type SlideInput, slideSchema } from '@common/validation/slide';
import { FormActions } from '../../../components/ui/FormActions';
import { SwitchField } from '../../../components/ui/SwitchField';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import { CreateSlideDocument, type SlideFieldsFragment, UpdateSlideDocument } from '../../../gql/graphql';
import { orBlank } from '../../../lib/orBlank';
import { useMutationForm } from '../../../lib/useMutationForm';
import { DisplayOrderField } from '../shared/DisplayOrderField';
import { ImageUploadField } from '../shared/upload/ImageUploadField';
import { useConfirmLeave, useLeaveGuardWhile } from '../shared/useLeaveGuard';
import { SlideImage } from './SlideImage';
import { SLIDE_TEXTS, SLIDE_UPLOAD_TEXTS } from './slideTexts';

interface SlideFormProps {
  /** The slide to edit; null adds one. */
  slide: SlideFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Add or edit a slide (spec doc 3 §2.10, §5): the picture uploaded (drop or click) or given as an address,
 * title, description, link, display order, and the published and show-title switches. Checked by the shared
 * schema the server uses; the server's field messages land on their fields. Unsaved changes are guarded.
 */
export function SlideForm({ slide, onSaved, onCancel }: SlideFormProps) {
  const defaultValues: SlideInput = {
    ...orBlank(slide, ['title', 'description', 'imageUrl', 'link']),
    displayOrder: toPersianDigits(slide?.displayOrder ?? 0),
    published: slide?.published ?? true,
    showTitle: slide?.showTitle ?? true,
  };
  const done = () => {
    onSaved();
    return slide ? SLIDE_TEXTS.updated : SLIDE_TEXTS.created;
  };
  const options = { defaultValues, failure: SLIDE_TEXTS.saveFailed, onSuccess: done };
  const create = useMutationForm(slideSchema, CreateSlideDocument, (input) => ({ input }), options);
  const update = useMutationForm(
    slideSchema,
    UpdateSlideDocument,
    (input) => ({ id: slide?.id ?? 0, input }),
    options,
  );
  const { form, submit } = slide ? update : create;
  const {
    watch,
    setValue,
    formState: { isSubmitting, isDirty },
  } = form;
  useLeaveGuardWhile(isDirty);
  const confirmLeave = useConfirmLeave();
  const imageUrl = watch('imageUrl')?.trim() ?? '';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-sm font-bold text-ink-900">تصویر اسلاید</legend>
        <div className="flex flex-col gap-3">
          <ImageUploadField
            label="آپلود تصویر اسلاید"
            texts={SLIDE_UPLOAD_TEXTS}
            onUploaded={(url) => setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
          />
          <TextField
            form={form}
            name="imageUrl"
            label="یا نشانی تصویر"
            required
            hint="نشانی‌ای که آپلود داده است، یا تصویری از همین سایت؛ تصویر سایت‌های دیگر نمایش داده نمی‌شود"
            latin
            inputMode="url"
          />
        </div>
        <div className="flex items-center justify-center rounded-xl bg-ink-50 p-2">
          {imageUrl ? (
            <SlideImage src={imageUrl} alt="پیش‌نمایش تصویر اسلاید" className="w-full" />
          ) : (
            <span className="text-sm text-ink-500">تصویری انتخاب نشده است</span>
          )}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" label="عنوان" required />
        <TextField
          form={form}
          name="link"
          label="لینک"
          hint="اختیاری؛ http یا https، یا مسیری در همین سایت"
          latin
          inputMode="url"
        />
        <TextAreaField form={form} name="description" label="توضیحات" className="sm:col-span-2" rows={2} />
        <DisplayOrderField form={form} name="displayOrder" hint="عدد کوچک‌تر زودتر نمایش داده می‌شود" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <SwitchField form={form} name="published" label="منتشر شود" />
        <SwitchField form={form} name="showTitle" label="نمایش عنوان و توضیحات روی تصویر" />
      </div>
      <FormActions
        submitLabel={slide ? 'ذخیره‌ی تغییرات' : SLIDE_TEXTS.add}
        submitting={isSubmitting}
        onCancel={() => confirmLeave(onCancel)}
      />
    </form>
  );
}
