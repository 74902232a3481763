import { STAFF_POSITIONS } from '@common/enums';
import { educationLevelLabels, staffPositionLabels } from '@common/labels';
import type { SignupInput } from '@common/validation/signup';
import { useEffect, useId, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { ChevronDownIcon } from '../../../components/ui/pageIcons';
import { type ExtraField, SIGNUP_EDUCATION_LEVELS, SIGNUP_EXTRAS } from './signupExtras';
import { parseSignupType } from './signupType';

interface SignupExtrasProps {
  userType: string | undefined;
  register: UseFormRegister<SignupInput>;
  errors: FieldErrors<SignupInput>;
}

const EXTRA_FIELDS: readonly ExtraField[] = ['studentId', 'educationLevel', 'organization', 'staffPosition'];

/** The collapsible 'اطلاعات تکمیلی' section (collapsed at first) with the extras of the chosen type. */
export function SignupExtras({ userType, register, errors }: SignupExtrasProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const type = parseSignupType(userType ?? '');
  const fields = new Set(type ? SIGNUP_EXTRAS[type] : []);
  const hasError = EXTRA_FIELDS.some((field) => errors[field]);

  // A message on a hidden field (from the server) opens the section.
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);

  return (
    <div className="rounded-2xl border border-ink-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-start text-sm font-medium text-ink-800 hover:bg-ink-50"
      >
        <span>
          اطلاعات تکمیلی <span className="font-normal text-ink-500">(اختیاری)</span>
        </span>
        <ChevronDownIcon className={`size-5 text-ink-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id={panelId} className="grid gap-4 border-t border-ink-100 p-4 sm:grid-cols-2">
          {!type && <p className="text-sm text-ink-500 sm:col-span-2">ابتدا نوع کاربر را انتخاب کنید.</p>}
          {fields.has('studentId') && (
            <FormField label="شماره‌ی دانش‌آموزی" error={errors.studentId?.message}>
              <input
                type="text"
                dir="ltr"
                className={`${inputClasses} text-start`}
                {...register('studentId')}
              />
            </FormField>
          )}
          {fields.has('educationLevel') && (
            <FormField label="مقطع تحصیلی" error={errors.educationLevel?.message}>
              <select className={inputClasses} {...register('educationLevel')}>
                <option value="">انتخاب کنید</option>
                {SIGNUP_EDUCATION_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {educationLevelLabels[level]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {fields.has('organization') && (
            <FormField label="سازمان یا شرکت" error={errors.organization?.message}>
              <input
                type="text"
                autoComplete="organization"
                className={inputClasses}
                {...register('organization')}
              />
            </FormField>
          )}
          {fields.has('staffPosition') && (
            <FormField label="سمت" error={errors.staffPosition?.message}>
              <select className={inputClasses} {...register('staffPosition')}>
                <option value="">انتخاب کنید</option>
                {STAFF_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {staffPositionLabels[position]}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </div>
      )}
    </div>
  );
}
