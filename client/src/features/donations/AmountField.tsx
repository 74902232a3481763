import { DONATION_QUICK_AMOUNTS_TOMAN } from '@common/constants';
import { formatNumber } from '@common/digits';
import { formatTomanAmount, formatTomanAmountShort } from '@common/money';
import { parseNumberInput } from '@common/validation/fields';
import { FormField, inputClasses } from '../../components/ui/FormField';
import type { DonationFormApi } from './useDonationForm';

/** The quick amounts (toman) and the free amount field, with the amount read back in words. */
export function AmountField({ form }: { form: DonationFormApi }) {
  const { register, setValue, watch, formState } = form;
  const typed = parseNumberInput(watch('amount'));
  const choose = (toman: number) =>
    setValue('amount', formatNumber(toman, 0), { shouldValidate: formState.isSubmitted, shouldDirty: true });

  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-800">مبلغ‌های پیشنهادی</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DONATION_QUICK_AMOUNTS_TOMAN.map((toman) => {
            const selected = typed === toman;
            return (
              <button
                key={toman}
                type="button"
                aria-pressed={selected}
                onClick={() => choose(toman)}
                className={`rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors ${selected ? 'border-brand-600 bg-brand-600 text-white shadow-sm' : 'border-ink-200 bg-white text-ink-700 hover:border-brand-400 hover:bg-brand-50'}`}
              >
                {formatTomanAmountShort(toman)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <FormField
        label="مبلغ دلخواه (تومان)"
        required
        error={formState.errors.amount?.message}
        hint={
          typed !== null && Number.isFinite(typed) && typed > 0
            ? formatTomanAmount(typed)
            : 'حداقل ۱٬۰۰۰ تومان'
        }
      >
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="مثلاً ۱۵۰٬۰۰۰"
          className={inputClasses}
          {...register('amount')}
        />
      </FormField>
    </div>
  );
}
