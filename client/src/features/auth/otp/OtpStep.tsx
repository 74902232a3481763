import { toPersianDigits } from '@common/digits';
import type { OtpPurpose } from '@common/enums';
import { Button } from '../../../components/ui/Button';
import { FormField } from '../../../components/ui/FormField';
import { OtpCodeInput } from './OtpCodeInput';
import type { OtpActions } from './otpActions';
import { useOtpForm } from './useOtpForm';
import { useResendOtp } from './useResendOtp';
import { useSignInOtpActions } from './useSignInOtpActions';

interface OtpStepBaseProps {
  phoneNumber: string;
  /** Back to the first step ('تغییر شماره موبایل'). */
  onBack: () => void;
  backLabel?: string;
  submitLabel: string;
  /** When the code was sent (ms since the epoch), so the resend countdown shows what is left; default: now. */
  sentAt?: number;
  /** A new code was sent from this step. */
  onResent?: () => void;
}

/** Login and signup name their purpose; other flows (the profile's new number) bring their own actions. */
type OtpStepProps = OtpStepBaseProps & ({ purpose: OtpPurpose } | { actions: OtpActions });

/** Step two of login, signup and a profile phone change: the code, a way back, and a resend after the cooldown. */
export function OtpStep(props: OtpStepProps) {
  if ('actions' in props) return <OtpStepView {...props} />;
  const { purpose, ...rest } = props;
  return <SignInOtpStep purpose={purpose} {...rest} />;
}

function SignInOtpStep({ purpose, ...rest }: OtpStepBaseProps & { purpose: OtpPurpose }) {
  const actions = useSignInOtpActions(rest.phoneNumber, purpose);
  return <OtpStepView {...rest} actions={actions} />;
}

function OtpStepView({
  phoneNumber,
  onBack,
  backLabel = 'تغییر شماره موبایل',
  submitLabel,
  sentAt,
  onResent,
  actions,
}: OtpStepBaseProps & { actions: OtpActions }) {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = useOtpForm(actions);
  const { resend, sending, secondsLeft } = useResendOtp(actions, sentAt, onResent);

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
