import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { FieldForm } from '../../../components/ui/formBinding';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import type { layoutMetaSchema } from './layoutForms';

type Meta = v.InferInput<typeof layoutMetaSchema>;

/** A layout's name and page key (the page key's hint says how it is written where it is asked). */
export function LayoutNameFields({ form, pageKeyHint }: { form: FieldForm<Meta>; pageKeyHint: string }) {
  return (
    <>
      <TextField form={form} name="name" label="نام صفحه" required />
      <TextField form={form} name="pageKey" label="کلید صفحه" required hint={pageKeyHint} latin />
    </>
  );
}

/** The layout's name, page key and description, saved with its components. */
export function LayoutMetaFields({
  form,
}: {
  form: UseFormReturn<Meta, unknown, v.InferOutput<typeof layoutMetaSchema>>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 sm:p-6">
      <legend className="sr-only">مشخصات صفحه</legend>
      <LayoutNameFields
        form={form}
        pageKeyHint="نشانی صفحه در سایت: / و کلید آن (مثل /privacy)؛ نشانی‌های خود سایت پذیرفته نمی‌شوند"
      />
      <TextAreaField form={form} name="description" label="توضیحات" className="sm:col-span-2" rows={2} />
    </fieldset>
  );
}
