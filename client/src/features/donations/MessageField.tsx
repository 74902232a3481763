import {
  CHAR_COUNTER_DANGER_RATIO,
  CHAR_COUNTER_WARN_RATIO,
  DONATION_MESSAGE_MAX_LENGTH,
} from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { FormField, inputClasses } from '../../components/ui/FormField';
import type { DonationFormApi } from './useDonationForm';

function counterTone(length: number): string {
  const ratio = length / DONATION_MESSAGE_MAX_LENGTH;
  if (ratio > CHAR_COUNTER_DANGER_RATIO) return 'text-red-600';
  if (ratio > CHAR_COUNTER_WARN_RATIO) return 'text-amber-700';
  return 'text-ink-500';
}

/** The optional message to the program, with a character counter. */
export function MessageField({ form }: { form: DonationFormApi }) {
  const { register, watch, formState } = form;
  const length = (watch('message') ?? '').length;
  return (
    <div className="flex flex-col gap-1">
      <FormField label="پیام (اختیاری)" error={formState.errors.message?.message}>
        <textarea
          rows={3}
          maxLength={DONATION_MESSAGE_MAX_LENGTH}
          placeholder="پیامی برای دانش‌آموزان و دست‌اندرکاران برنامه…"
          className={`${inputClasses} resize-y`}
          {...register('message')}
        />
      </FormField>
      <p className={`text-end text-xs tabular-nums ${counterTone(length)}`}>
        {toPersianDigits(length)} / {toPersianDigits(DONATION_MESSAGE_MAX_LENGTH)}
      </p>
    </div>
  );
}
