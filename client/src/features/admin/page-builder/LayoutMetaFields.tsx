import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { FormField, inputClasses, ltrInputClasses } from '../../../components/ui/FormField';
import type { layoutMetaSchema } from './layoutForms';

type Meta = v.InferInput<typeof layoutMetaSchema>;

/** The layout's name, page key and description, saved with its components. */
export function LayoutMetaFields({
  form,
}: {
  form: UseFormReturn<Meta, unknown, v.InferOutput<typeof layoutMetaSchema>>;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 sm:p-6">
      <legend className="sr-only">مشخصات صفحه</legend>
      <FormField label="نام صفحه" required error={errors.name?.message}>
        <input className={inputClasses} {...register('name')} />
      </FormField>
      <FormField
        label="کلید صفحه"
        required
        hint="نشانی صفحه در سایت: / و کلید آن (مثل /privacy)؛ نشانی‌های خود سایت پذیرفته نمی‌شوند"
        error={errors.pageKey?.message}
      >
        <input dir="ltr" className={ltrInputClasses} {...register('pageKey')} />
      </FormField>
      <FormField label="توضیحات" error={errors.description?.message} className="sm:col-span-2">
        <textarea rows={2} className={inputClasses} {...register('description')} />
      </FormField>
    </fieldset>
  );
}
