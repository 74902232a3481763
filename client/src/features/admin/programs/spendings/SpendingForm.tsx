import { rialToToman } from '@common/money';
import { type SpendingFormInput, spendingSchema } from '@common/validation/spending';
import { FormActions } from '../../../../components/ui/FormActions';
import { JalaliDatePicker } from '../../../../components/ui/JalaliDatePicker';
import { TextAreaField, TextField } from '../../../../components/ui/TextField';
import {
  CreateProgramSpendingDocument,
  type ProgramSpendingFieldsFragment,
  UpdateProgramSpendingDocument,
} from '../../../../gql/graphql';
import { useMutationForm } from '../../../../lib/useMutationForm';
import { useConfirmLeave, useLeaveGuardWhile } from '../../shared/useLeaveGuard';
import { ImageUploader } from '../ImageUploader';
import { SPENDING_TEXTS as TEXTS } from './spendingTexts';

interface SpendingFormProps {
  programId: number;
  /** The entry to edit; null records a new one. */
  spending: ProgramSpendingFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Today on the Tehran calendar (YYYY-MM-DD): the picker's last day. */
  today: string;
}

const toInput = ({
  amount,
  ...values
}: {
  amount: number;
  spentOn: string;
  description: string;
  receiptImageUrl?: string | null;
}) => ({
  ...values,
  amountToman: amount,
});

/**
 * Record or edit a spending entry: the Jalali date (not after today), the amount in toman, the description and
 * an optional receipt picture. Checked by the shared schema the server uses; its field messages land on their
 * fields. Unsaved changes are guarded.
 */
export function SpendingForm({ programId, spending, onSaved, onCancel, today }: SpendingFormProps) {
  const defaultValues: SpendingFormInput = {
    spentOn: spending?.spentOn ?? '',
    amount: spending ? String(rialToToman(Number(spending.amount))) : '',
    description: spending?.description ?? '',
    receiptImageUrl: spending?.receiptImageUrl ?? '',
  };
  const done = () => {
    onSaved();
    return spending ? TEXTS.updated : TEXTS.created;
  };
  const options = { defaultValues, failure: TEXTS.saveFailed, onSuccess: done };
  const create = useMutationForm(
    spendingSchema,
    CreateProgramSpendingDocument,
    (values) => ({ programId, input: toInput(values) }),
    options,
  );
  const update = useMutationForm(
    spendingSchema,
    UpdateProgramSpendingDocument,
    (values) => ({ programId, spendingId: spending?.id ?? 0, input: toInput(values) }),
    options,
  );
  const { form, submit } = spending ? update : create;
  const {
    watch,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useLeaveGuardWhile(isDirty);
  const confirmLeave = useConfirmLeave();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <JalaliDatePicker
          label={TEXTS.date}
          name="spentOn"
          required
          value={watch('spentOn') ?? ''}
          max={today}
          onChange={(value) => setValue('spentOn', value, { shouldDirty: true, shouldValidate: true })}
          error={errors.spentOn?.message}
        />
        <TextField
          form={form}
          name="amount"
          label={TEXTS.amount}
          required
          hint={TEXTS.amountHint}
          inputMode="numeric"
          dir="ltr"
        />
        <TextAreaField
          form={form}
          name="description"
          label={TEXTS.description}
          required
          className="sm:col-span-2"
          rows={3}
          maxLength={500}
        />
        <div className="sm:col-span-2">
          <ImageUploader
            label={TEXTS.receipt}
            previewAlt={TEXTS.receiptPreview}
            value={watch('receiptImageUrl') ?? ''}
            error={errors.receiptImageUrl?.message}
            onChange={(url) => setValue('receiptImageUrl', url, { shouldDirty: true })}
          />
        </div>
      </div>
      <FormActions
        submitLabel={spending ? TEXTS.save : TEXTS.add}
        submitting={isSubmitting}
        onCancel={() => confirmLeave(onCancel)}
      />
    </form>
  );
}
