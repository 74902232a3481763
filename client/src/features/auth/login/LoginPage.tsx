import { Link } from 'react-router-dom';
import { AuthShell } from '../components/AuthShell';
import { OtpStep } from '../otp/OtpStep';
import { LoginForm } from './LoginForm';
import { useLoginForm } from './useLoginForm';

const HIGHLIGHTS = [
  'پیگیری کمک‌ها و برنامه‌هایی که از آن‌ها حمایت کرده‌اید',
  'دسترسی به دوره‌های آموزشی رایگان و کم‌هزینه',
  'دریافت اعلان‌های برنامه‌ها و دوره‌ها',
] as const;

/** /login: phone (and password) first; a six-digit code second when the server asks for one. */
export function LoginPage() {
  const login = useLoginForm();
  const { pendingPhone } = login;

  return (
    <AuthShell
      title={pendingPhone ? 'کد تایید را وارد کنید' : 'ورود به حساب کاربری'}
      subtitle={
        pendingPhone ? 'برای امنیت حساب شما، یک کد یک‌بارمصرف فرستادیم.' : 'خوشحالیم که دوباره شما را می‌بینیم.'
      }
      highlights={HIGHLIGHTS}
      footer={
        <>
          حساب کاربری ندارید؟{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
            ثبت‌نام کنید
          </Link>
        </>
      }
    >
      {pendingPhone ? (
        <OtpStep
          phoneNumber={pendingPhone}
          sentAt={login.codeSentAt}
          onResent={login.codeResent}
          purpose="LOGIN"
          onBack={login.changeNumber}
          submitLabel="تایید و ورود"
        />
      ) : (
        <LoginForm login={login} />
      )}
    </AuthShell>
  );
}
