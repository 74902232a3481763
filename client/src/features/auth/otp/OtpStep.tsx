import { toPersianDigits } from '@common/digits';
import type { OtpPurpose } from '@common/enums';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { OtpCodeInput } from './OtpCodeInput';
import { useOtpForm } from './useOtpForm';
import { useResendOtp } from './useResendOtp';

interface OtpStepProps {
  phoneNumber: string;
  purpose: OtpPurpose;
  /** Back to the first step ('تغییر شماره موبایل'). */
  onBack: () => void;
  backLabel?: string;
  submitLabel: string;
}

/** Step two of login and signup: the six-digit code, a way back, and a resend after the cooldown. */
export function OtpStep({
  phoneNumber,
  purpose,
  onBack,
  backLabel = 'تغییر شماره موبایل',
  submitLabel,
}: OtpStepProps) {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = useOtpForm(phoneNumber, purpose);
  const { resend, sending, secondsLeft } = useResendOtp(phoneNumber, purpose);

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm leading-7 text-brand-800">
        کد ۶ رقمی به شماره‌ی{' '}
        <bdi dir="ltr" className="font-bold">
          {toPersianDigits(phoneNumber)}
        </bdi>{' '}
        پیامک شد. آن را در کادر زیر وارد کنید.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="فرم کد تایید" className="flex flex-col gap-5">
        <FormField label="کد تایید" required error={errors.otpCode?.message}>
          <OtpCodeInput registration={register('otpCode')} autoFocus />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {submitLabel}
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="ghost" size="sm" onClick={onBack}>
          {backLabel}
        </Button>
        {secondsLeft > 0 ? (
          <p className="text-ink-500">ارسال دوباره‌ی کد تا {toPersianDigits(secondsLeft)} ثانیه‌ی دیگر</p>
        ) : (
          <Button variant="secondary" size="sm" loading={sending} onClick={() => void resend()}>
            ارسال دوباره‌ی کد
          </Button>
        )}
      </div>
    </div>
  );
}
