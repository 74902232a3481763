import { useQuery } from '@apollo/client/react';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { TextAreaField } from '../../../components/ui/TextField';
import { AdminPageLayoutTemplatesDocument, CreatePageLayoutDocument } from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';
import { LayoutNameFields } from './LayoutMetaFields';
import { newLayoutSchema } from './layoutForms';
import { texts } from './pageBuilderTexts';

interface NewLayoutDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/** A new layout from a template (or empty): name, page key and template. */
export function NewLayoutDialog({ open, onClose, onCreated }: NewLayoutDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="صفحه‌ی تازه" className="sm:max-w-xl">
      <NewLayoutForm onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function NewLayoutForm({ onClose, onCreated }: Omit<NewLayoutDialogProps, 'open'>) {
  const templates = useQuery(AdminPageLayoutTemplatesDocument).data?.pageLayoutTemplates ?? [];
  const { form, submit } = useMutationForm(
    newLayoutSchema,
    CreatePageLayoutDocument,
    ({ template, ...fields }) => ({
      input: { ...fields, layoutData: templates.find((t) => t.key === template)?.layoutData ?? '[]' },
    }),
    {
      defaultValues: { name: '', pageKey: '', description: '', template: '' },
      failure: texts.createFailed,
      onSuccess: (data) => {
        onCreated(data.createPageLayout.id);
        return texts.created;
      },
    },
  );
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const chosen = templates.find((t) => t.key === watch('template'));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <LayoutNameFields
        form={form}
        pageKeyHint="حروف کوچک انگلیسی، عدد و خط تیره، مثل volunteer-guide؛ صفحه پس از انتشار در نشانی /volunteer-guide دیده می‌شود"
      />
      <FormField label="الگو" hint={chosen?.description} error={errors.template?.message}>
        <select className={inputClasses} {...register('template')}>
          <option value="">صفحه‌ی خالی</option>
          {templates.map((template) => (
            <option key={template.key} value={template.key}>
              {template.name}
            </option>
          ))}
        </select>
      </FormField>
      <TextAreaField form={form} name="description" label="توضیحات" rows={2} />
      <FormActions submitLabel="ساختن صفحه" submitting={isSubmitting} onCancel={onClose} />
    </form>
  );
}
