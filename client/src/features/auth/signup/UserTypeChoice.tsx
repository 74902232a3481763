import { userTypeLabels } from '@common/labels';
import { type ComponentType, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GraduationIcon, HeartIcon, type IconProps, UsersIcon } from '../../../components/ui/icons';
import type { SignupUserType } from './signupType';

const CHOICES: { type: SignupUserType; description: string; Icon: ComponentType<IconProps> }[] = [
  { type: 'STUDENT', description: 'برای شرکت در دوره‌ها و برنامه‌های حمایتی', Icon: GraduationIcon },
  { type: 'DONOR', description: 'برای حمایت مالی از آموزش دانش‌آموزان', Icon: HeartIcon },
  { type: 'STAFF', description: 'برای همکاری و داوطلبی در برنامه‌ها', Icon: UsersIcon },
];

interface UserTypeChoiceProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The member type as three radio cards (ADMIN cannot sign up). */
export function UserTypeChoice({ registration, error }: UserTypeChoiceProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-800">
        نوع کاربر
        <span aria-hidden="true" className="ms-1 text-red-500">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {CHOICES.map(({ type, description, Icon }) => (
          <label
            key={type}
            className="flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-400 sm:flex-col sm:items-center sm:text-center"
          >
            <input
              type="radio"
              value={type}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon className="size-5" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-ink-900">{userTypeLabels[type]}</span>
              <span className="text-xs leading-5 text-ink-500">{description}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
