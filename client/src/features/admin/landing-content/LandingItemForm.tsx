import { toPersianDigits } from '@common/digits';
import { type LandingSection } from '@common/enums';
import { isLandingKey, LANDING_KEYS, TESTIMONIALS_KEY } from '@common/landing-keys';
import { landingSectionOf } from '@common/validation/landing-content';
import { landingItemSchema } from '@common/validation/landing-item';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { FormActions } from '../../../components/ui/FormActions';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import {
  CreateLandingContentDocument,
  type LandingContentItemFieldsFragment,
  UpdateLandingContentDocument,
} from '../../../gql/graphql';
import { orBlank } from '../../../lib/orBlank';
import { useMutationForm } from '../../../lib/useMutationForm';
import { DisplayOrderField } from '../shared/DisplayOrderField';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { LandingKeySelect } from './LandingKeySelect';
import { landingTexts } from './landingContentTexts';
import { TestimonialsEditor } from './TestimonialsEditor';
import { useForgetPublicLanding } from './useForgetPublicLanding';

type Item = LandingContentItemFieldsFragment;

/** Where a new item starts: its section's prefix ('hero.' from a section, '' from the header) and its order. */
export interface LandingDraft {
  sectionKey: string;
  orderIndex: number;
}

interface LandingItemFormProps {
  /** The item to edit in place, or the start of a new one. */
  item: Item | LandingDraft;
  onSaved: () => void;
  onCancel: () => void;
}

const isSaved = (item: Item | LandingDraft): item is Item => 'id' in item;

/** A draft's section ('hero.' → hero): the key list offers only its keys. */
const draftSection = (item: LandingDraft): LandingSection | null =>
  item.sectionKey.endsWith('.') ? landingSectionOf(item.sectionKey) : null;

/**
 * The add and edit form of a landing item (spec doc 3 §5): a key the home page reads (chosen from the list)
 * and order required, the links http(s) or site paths, extraData checked as JSON; the testimonials' list is a
 * form of its own. The server checks the same schema and its messages land on the fields.
 */
export function LandingItemForm({ item, onSaved, onCancel }: LandingItemFormProps) {
  const saved = isSaved(item) ? item : null;
  const forgetPublicLanding = useForgetPublicLanding();
  const section = saved ? null : draftSection(item);
  const defaultValues = {
    sectionKey: section ? '' : item.sectionKey,
    orderIndex: toPersianDigits(item.orderIndex),
    ...orBlank(saved, ['title', 'subtitle', 'content', 'imageUrl', 'linkUrl', 'linkText', 'extraData']),
    isActive: saved?.isActive ?? true,
  };
  const done = () => {
    forgetPublicLanding();
    onSaved();
    return saved ? landingTexts.saved : landingTexts.created;
  };
  const create = useMutationForm(landingItemSchema, CreateLandingContentDocument, (input) => ({ input }), {
    defaultValues,
    failure: landingTexts.createFailed,
    onSuccess: done,
  });
  const update = useMutationForm(
    landingItemSchema,
    UpdateLandingContentDocument,
    (input) => ({ id: saved?.id ?? 0, input }),
    { defaultValues, failure: landingTexts.saveFailed, onSuccess: done },
  );
  const { form, submit } = saved ? update : create;
  useLeaveGuard(form);
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const key = watch('sectionKey') ?? '';

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="کلید بخش"
          required
          hint={isLandingKey(key) ? LANDING_KEYS[key] : 'از فهرست کلیدهایی که صفحه‌ی اصلی می‌خواند'}
          error={errors.sectionKey?.message}
          className="sm:col-span-2"
        >
          <LandingKeySelect
            section={section}
            savedKey={saved?.sectionKey}
            className={inputClasses}
            {...register('sectionKey')}
            value={key}
          />
        </FormField>
        <DisplayOrderField form={form} name="orderIndex" required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="title" label="عنوان" />
        <TextField form={form} name="subtitle" label="زیرعنوان" />
      </div>
      {key === TESTIMONIALS_KEY ? (
        <TestimonialsEditor
          value={defaultValues.content}
          onChange={(json) => setValue('content', json, { shouldDirty: true })}
          error={errors.content?.message}
        />
      ) : (
        <TextAreaField
          form={form}
          name="content"
          label="محتوا"
          hint="متنی که در صفحه‌ی اصلی نمایش داده می‌شود"
          rows={3}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="imageUrl" label="نشانی تصویر" dir="ltr" />
        <TextField form={form} name="linkUrl" label="نشانی پیوند" dir="ltr" />
        <TextField form={form} name="linkText" label="متن پیوند" />
      </div>
      <TextAreaField
        form={form}
        name="extraData"
        label="داده‌های اضافی (JSON)"
        rows={3}
        inputClassName={`${inputClasses} font-mono`}
        dir="ltr"
      />
      {!saved && <CheckboxField form={form} name="isActive" label="فعال باشد" />}
      <FormActions
        submitLabel={saved ? 'ذخیره‌ی تغییرات' : 'افزودن محتوا'}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
