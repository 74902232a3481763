import { Button } from '../../../components/ui/Button';
import { FormField, inputClasses, ltrInputClasses } from '../../../components/ui/FormField';
import { HydratedFields } from '../../../components/ui/HydratedFields';
import { MobileInput } from '../../../components/ui/MobileInput';
import { SignupExtras } from './SignupExtras';
import { UserTypeChoice } from './UserTypeChoice';
import type { SignupFormState } from './useSignupForm';

/** The /signup fields (spec doc 1 §3, §5). */
export function SignupForm({ signup }: { signup: SignupFormState }) {
  const {
    form: {
      register,
      watch,
      formState: { errors, isSubmitting },
    },
    onSubmit,
  } = signup;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="فرم ثبت‌نام" className="flex flex-col gap-5">
      <HydratedFields>
        <UserTypeChoice registration={register('userType')} error={errors.userType?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="نام" required error={errors.firstName?.message}>
            <input
              type="text"
              autoComplete="given-name"
              className={inputClasses}
              {...register('firstName')}
            />
          </FormField>
          <FormField label="نام خانوادگی" required error={errors.lastName?.message}>
            <input
              type="text"
              autoComplete="family-name"
              className={inputClasses}
              {...register('lastName')}
            />
          </FormField>
          <FormField label="ایمیل" required error={errors.email?.message}>
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              className={ltrInputClasses}
              {...register('email')}
            />
          </FormField>
          <FormField label="شماره موبایل" required error={errors.phoneNumber?.message}>
            <MobileInput {...register('phoneNumber')} />
          </FormField>
          <FormField
            label="رمز عبور"
            required
            hint="دست‌کم ۶ کاراکتر"
            error={errors.password?.message}
            className="sm:col-span-2"
          >
            <input
              type="password"
              autoComplete="new-password"
              dir="ltr"
              className={ltrInputClasses}
              {...register('password')}
            />
          </FormField>
        </div>
        <SignupExtras userType={watch('userType')} register={register} errors={errors} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          ایجاد حساب کاربری
        </Button>
      </HydratedFields>
    </form>
  );
}
