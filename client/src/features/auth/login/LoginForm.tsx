import { Button } from '../../../components/ui/Button';
import { FormField, ltrInputClasses } from '../../../components/ui/FormField';
import { HydratedFields } from '../../../components/ui/HydratedFields';
import { MobileInput } from '../../../components/ui/MobileInput';
import { LoginModeSwitch } from './LoginModeSwitch';
import type { LoginFormState } from './useLoginForm';

/** Step one of /login: mode switch, phone number and (password mode) password. */
export function LoginForm({ login }: { login: LoginFormState }) {
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    useOtp,
    setUseOtp,
    onSubmit,
  } = login;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="فرم ورود" className="flex flex-col gap-5">
      <HydratedFields>
        <LoginModeSwitch useOtp={useOtp} onChange={setUseOtp} />
        <FormField
          label="شماره موبایل"
          required
          hint={useOtp ? 'کد تایید به این شماره پیامک می‌شود.' : undefined}
          error={errors.phoneNumber?.message}
        >
          <MobileInput {...register('phoneNumber')} />
        </FormField>
        {!useOtp && (
          <FormField label="رمز عبور" required error={errors.password?.message}>
            <input
              type="password"
              autoComplete="current-password"
              dir="ltr"
              className={ltrInputClasses}
              {...register('password')}
            />
          </FormField>
        )}
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {useOtp ? 'دریافت کد تایید' : 'ورود'}
        </Button>
      </HydratedFields>
    </form>
  );
}
