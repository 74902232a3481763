import { Button } from '../../components/ui/Button';
import { HeartIcon } from '../../components/ui/icons';
import { AmountField } from './AmountField';
import { DonorFields } from './DonorFields';
import { MessageField } from './MessageField';
import { PaymentMethodField } from './PaymentMethodField';
import { type DonationReceipt, useDonationForm } from './useDonationForm';
import { useProgramPaymentMethods } from './useProgramPaymentMethods';

interface DonationFormProps {
  programId: number;
  onOfflineReceipt: (receipt: DonationReceipt) => void;
  onCancel: () => void;
}

/** Amount, donor, message and payment method; submitting records the donation and starts the payment. */
export function DonationForm({ programId, onOfflineReceipt, onCancel }: DonationFormProps) {
  const { methods, loading } = useProgramPaymentMethods();
  const { form, submit, isGuest, donorName } = useDonationForm({ programId, methods, onOfflineReceipt });
  const submitting = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={submit} aria-label="فرم کمک مالی" className="flex flex-col gap-6">
      <AmountField form={form} />
      <DonorFields form={form} isGuest={isGuest} donorName={donorName} />
      <MessageField form={form} />
      <PaymentMethodField form={form} methods={methods} loading={loading} />
      <div className="sticky -bottom-5 -mx-6 -mb-5 flex flex-col-reverse gap-3 border-t border-ink-100 bg-white px-6 py-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          انصراف
        </Button>
        <Button type="submit" size="lg" loading={submitting} disabled={loading}>
          <HeartIcon className="size-5" />
          ثبت و پرداخت
        </Button>
      </div>
    </form>
  );
}
