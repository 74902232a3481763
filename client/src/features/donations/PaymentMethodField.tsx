import { Spinner } from '../../components/ui/Spinner';
import type { DonationPaymentMethod } from './paymentMethods';
import type { DonationFormApi } from './useDonationForm';

interface PaymentMethodFieldProps {
  form: DonationFormApi;
  methods: readonly DonationPaymentMethod[];
  loading: boolean;
}

/** The payment methods as a radio group (the first one is preselected by the form). */
export function PaymentMethodField({ form, methods, loading }: PaymentMethodFieldProps) {
  const { register, formState } = form;
  const error = formState.errors.paymentMethod?.message;
  return (
    <fieldset aria-describedby={error ? 'donation-method-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-800">روش پرداخت</legend>
      {loading ? (
        <Spinner size="sm" label="در حال دریافت روش‌های پرداخت" />
      ) : (
        <div className="flex flex-col gap-2">
          {methods.map((method) => (
            <label
              key={method.code}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-ink-200 px-4 py-3 text-sm transition-colors has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={method.code}
                className="mt-1 size-4 shrink-0 accent-brand-600"
                {...register('paymentMethod')}
              />
              <span>
                <span className="block font-medium text-ink-800">{method.displayNameFa}</span>
                {method.description && (
                  <span className="block text-xs leading-6 text-ink-500">{method.description}</span>
                )}
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="donation-method-error" className="mt-1.5 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
