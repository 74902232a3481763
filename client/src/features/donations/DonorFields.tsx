import { FormField, inputClasses } from '../../components/ui/FormField';
import { UserIcon } from '../../components/ui/pageIcons';
import type { DonationFormApi } from './useDonationForm';

interface DonorFieldsProps {
  form: DonationFormApi;
  isGuest: boolean;
  /** The signed-in donor's name. */
  donorName: string | null;
}

/** Who gives: a guest's name and e-mail (unless anonymous), or the member's name; and the anonymous choice. */
export function DonorFields({ form, isGuest, donorName }: DonorFieldsProps) {
  const { register, watch, formState } = form;
  const anonymous = watch('isAnonymous');
  return (
    <div className="flex flex-col gap-4">
      {!isGuest && donorName && (
        <p className="flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          <UserIcon className="size-5 shrink-0" />
          به نام {donorName} ثبت می‌شود
        </p>
      )}
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...register('isAnonymous')}
        />
        <span>
          <span className="font-medium text-ink-800">کمک به‌صورت ناشناس</span>
          <span className="block text-xs leading-6 text-ink-500">
            نام شما در فهرست حامیان نمایش داده نمی‌شود.
          </span>
        </span>
      </label>
      {isGuest && !anonymous && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="نام و نام خانوادگی" required error={formState.errors.donorName?.message}>
            <input
              type="text"
              autoComplete="name"
              className={inputClasses}
              {...register('donorName', { shouldUnregister: true })}
            />
          </FormField>
          <FormField label="ایمیل" required error={formState.errors.donorEmail?.message}>
            <input
              type="email"
              autoComplete="email"
              dir="ltr"
              className={`${inputClasses} text-start`}
              {...register('donorEmail', { shouldUnregister: true })}
            />
          </FormField>
        </div>
      )}
    </div>
  );
}
