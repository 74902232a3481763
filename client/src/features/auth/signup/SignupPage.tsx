import { Link } from 'react-router-dom';
import { AuthShell } from '../components/AuthShell';
import { OtpStep } from '../otp/OtpStep';
import { SignupForm } from './SignupForm';
import { useSignupForm } from './useSignupForm';

const HIGHLIGHTS = [
  'دانش‌آموزان: دوره‌ها و برنامه‌های حمایتی',
  'حامیان: گزارش شفاف از اثر کمک‌هایتان',
  'همکاران: مشارکت در اجرای برنامه‌ها',
] as const;

/** /signup: the member's details, then (when the server asks) the six-digit code sent to the phone. */
export function SignupPage() {
  const signup = useSignupForm();
  const { pendingPhone } = signup;

  return (
    <AuthShell
      title={pendingPhone ? 'تایید شماره موبایل' : 'ایجاد حساب کاربری'}
      subtitle={
        pendingPhone
          ? 'یک قدم تا ساخت حساب شما باقی مانده است.'
          : 'به جمع همراهان ما بپیوندید؛ ثبت‌نام فقط چند دقیقه طول می‌کشد.'
      }
      highlights={HIGHLIGHTS}
      footer={
        <>
          قبلاً ثبت‌نام کرده‌اید؟{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
            وارد شوید
          </Link>
        </>
      }
    >
      {pendingPhone ? (
        <OtpStep
          phoneNumber={pendingPhone}
          sentAt={signup.codeSentAt}
          onResent={signup.codeResent}
          purpose="SIGNUP"
          onBack={signup.editDetails}
          backLabel="ویرایش اطلاعات ثبت‌نام"
          submitLabel="تایید و ایجاد حساب"
        />
      ) : (
        <SignupForm signup={signup} />
      )}
    </AuthShell>
  );
}
