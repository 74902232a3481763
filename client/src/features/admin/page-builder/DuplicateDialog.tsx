import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { TextField } from '../../../components/ui/TextField';
import { DuplicatePageLayoutDocument } from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';
import { duplicateSchema } from './layoutForms';
import { texts } from './pageBuilderTexts';

interface DuplicateDialogProps {
  layout: { id: number; name: string } | null;
  onClose: () => void;
  onDuplicated: (id: number) => void;
}

/** A copy of the layout under a new name (its page key is made free by the server). */
export function DuplicateDialog({ layout, onClose, onDuplicated }: DuplicateDialogProps) {
  return (
    <Dialog open={layout !== null} onClose={onClose} title="تکثیر صفحه">
      {layout && <DuplicateForm layout={layout} onClose={onClose} onDuplicated={onDuplicated} />}
    </Dialog>
  );
}

function DuplicateForm({
  layout,
  onClose,
  onDuplicated,
}: Omit<DuplicateDialogProps, 'layout'> & { layout: { id: number; name: string } }) {
  const { form, submit } = useMutationForm(
    duplicateSchema,
    DuplicatePageLayoutDocument,
    ({ name }) => ({ id: layout.id, name }),
    {
      defaultValues: { name: `${layout.name} (رونوشت)` },
      failure: texts.duplicateFailed,
      onSuccess: (data) => {
        onDuplicated(data.duplicatePageLayout.id);
        return texts.duplicated;
      },
    },
  );
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField form={form} name="name" label="نام رونوشت" required />
      <FormActions submitLabel="ساختن رونوشت" submitting={isSubmitting} onCancel={onClose} />
    </form>
  );
}
