import { toPersianDigits } from '@common/digits';
import { PAYMENT_PROVIDERS, PAYMENT_USAGE_SCOPES, type PaymentProvider } from '@common/enums';
import { paymentProviderLabels, paymentUsageScopeLabels } from '@common/labels';
import { paymentMethodFormSchema } from '@common/validation/payment-method';
import type * as v from 'valibot';
import { FormActions } from '../../../components/ui/FormActions';
import { FormField, inputClasses } from '../../../components/ui/FormField';
import { NumberInput } from '../../../components/ui/NumberInput';
import {
  type AdminPaymentMethodRowFieldsFragment,
  CreatePaymentMethodDocument,
  type PaymentMethodInput,
  UpdatePaymentMethodDocument,
} from '../../../gql/graphql';
import { useMutationForm } from '../../../lib/useMutationForm';

/** The provider settings each provider has (spec doc 3 §3). */
const CONFIG_FIELDS: Record<
  PaymentProvider,
  Array<{ key: ConfigKey; label: string; ltr?: boolean; hint?: string }>
> = {
  ZARINPAL: [
    { key: 'merchantId', label: 'شناسه پذیرنده (Merchant ID)', ltr: true, hint: 'UUID سی‌وشش نویسه‌ای' },
  ],
  CARD_TO_CARD: [
    { key: 'cardNumber', label: 'شماره کارت', ltr: true, hint: '۱۶ رقم' },
    { key: 'accountName', label: 'نام صاحب حساب' },
  ],
  BANK_TRANSFER: [
    { key: 'iban', label: 'شماره شبا', ltr: true, hint: 'IR و ۲۴ رقم' },
    { key: 'accountName', label: 'نام صاحب حساب' },
    { key: 'bankName', label: 'نام بانک' },
  ],
};
type ConfigKey = 'merchantId' | 'cardNumber' | 'accountName' | 'iban' | 'bankName';

type FormOutput = v.InferOutput<typeof paymentMethodFormSchema>;

/** Only the settings of the chosen provider are sent (the fields of the others stay in the form, unsent). */
function withOwnSettings({ config, ...fields }: FormOutput): PaymentMethodInput {
  const own = Object.fromEntries(
    CONFIG_FIELDS[fields.provider].flatMap(({ key }) => (config[key] ? [[key, config[key]]] : [])),
  );
  return { ...fields, config: own };
}

interface PaymentMethodFormProps {
  method: AdminPaymentMethodRowFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a payment method: the code is generated on create and never edited (spec doc 3 §2.16). */
export function PaymentMethodForm({ method, onSaved, onCancel }: PaymentMethodFormProps) {
  const defaults = {
    displayNameFa: method?.displayNameFa ?? '',
    displayNameEn: method?.displayNameEn ?? '',
    description: method?.description ?? '',
    icon: method?.icon ?? '',
    usageScope: method?.usageScope ?? 'BOTH',
    provider: method?.provider ?? 'ZARINPAL',
    sortOrder: toPersianDigits(method?.sortOrder ?? 0),
    isActive: method?.isActive ?? true,
    config: {
      merchantId: method?.config.merchantId ?? '',
      cardNumber: method?.config.cardNumber ?? '',
      accountName: method?.config.accountName ?? '',
      iban: method?.config.iban ?? '',
      bankName: method?.config.bankName ?? '',
    },
  } as const;
  const done = () => {
    onSaved();
    return method ? 'روش پرداخت با موفقیت به‌روزرسانی شد' : 'روش پرداخت با موفقیت ایجاد شد';
  };
  const options = { defaultValues: defaults, failure: 'خطا در ذخیره‌ی روش پرداخت', onSuccess: done };
  const create = useMutationForm(
    paymentMethodFormSchema,
    CreatePaymentMethodDocument,
    (values) => ({ input: withOwnSettings(values) }),
    options,
  );
  const update = useMutationForm(
    paymentMethodFormSchema,
    UpdatePaymentMethodDocument,
    (values) => ({ id: method?.id ?? 0, input: withOwnSettings(values) }),
    options,
  );
  const { form, submit } = method ? update : create;
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const provider = watch('provider') as PaymentProvider;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {method && (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">
          کد:{' '}
          <span dir="ltr" className="font-mono">
            {method.code}
          </span>{' '}
          (قابل تغییر نیست)
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="نام فارسی" required error={errors.displayNameFa?.message}>
          <input className={inputClasses} {...register('displayNameFa')} />
        </FormField>
        <FormField label="نام انگلیسی" error={errors.displayNameEn?.message}>
          <input className={inputClasses} dir="ltr" {...register('displayNameEn')} />
        </FormField>
        <FormField label="درگاه" error={errors.provider?.message}>
          <select className={inputClasses} {...register('provider')}>
            {PAYMENT_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {paymentProviderLabels[p]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="کاربرد" error={errors.usageScope?.message}>
          <select className={inputClasses} {...register('usageScope')}>
            {PAYMENT_USAGE_SCOPES.map((s) => (
              <option key={s} value={s}>
                {paymentUsageScopeLabels[s]}
              </option>
            ))}
          </select>
        </FormField>
        {CONFIG_FIELDS[provider].map(({ key, label, ltr, hint }) => (
          <FormField
            key={`${provider}-${key}`}
            label={label}
            hint={hint}
            error={errors.config?.[key]?.message}
          >
            <input className={inputClasses} dir={ltr ? 'ltr' : undefined} {...register(`config.${key}`)} />
          </FormField>
        ))}
        <FormField label="ترتیب نمایش" error={errors.sortOrder?.message}>
          <NumberInput className={inputClasses} {...register('sortOrder')} />
        </FormField>
        <FormField label="نماد (کلاس آیکون یا نشانی تصویر)" error={errors.icon?.message}>
          <input className={inputClasses} dir="ltr" {...register('icon')} />
        </FormField>
        <FormField label="توضیح" error={errors.description?.message} className="sm:col-span-2">
          <textarea rows={2} className={inputClasses} {...register('description')} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm text-ink-800">
        <input type="checkbox" className="size-4 accent-brand-600" {...register('isActive')} />
        فعال باشد
      </label>
      <FormActions
        submitLabel={method ? 'ذخیره‌ی تغییرات' : 'افزودن روش پرداخت'}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
