import { toPersianDigits } from '@common/digits';
import { PAYMENT_PROVIDERS, PAYMENT_USAGE_SCOPES, type PaymentProvider } from '@common/enums';
import { paymentProviderLabels, paymentUsageScopeLabels } from '@common/labels';
import { paymentMethodFormSchema } from '@common/validation/payment-method';
import type * as v from 'valibot';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { FormActions } from '../../../components/ui/FormActions';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField, TextField } from '../../../components/ui/TextField';
import {
  type AdminPaymentMethodRowFieldsFragment,
  CreatePaymentMethodDocument,
  type PaymentMethodInput,
  UpdatePaymentMethodDocument,
} from '../../../gql/graphql';
import { orBlank } from '../../../lib/orBlank';
import { useMutationForm } from '../../../lib/useMutationForm';
import { DisplayOrderField } from '../shared/DisplayOrderField';

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
    ...orBlank(method, ['displayNameFa', 'displayNameEn', 'description', 'icon']),
    usageScope: method?.usageScope ?? 'BOTH',
    provider: method?.provider ?? 'ZARINPAL',
    sortOrder: toPersianDigits(method?.sortOrder ?? 0),
    isActive: method?.isActive ?? true,
    config: orBlank(method?.config, ['merchantId', 'cardNumber', 'accountName', 'iban', 'bankName']),
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
    watch,
    formState: { isSubmitting },
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
        <TextField form={form} name="displayNameFa" label="نام فارسی" required />
        <TextField form={form} name="displayNameEn" label="نام انگلیسی" dir="ltr" />
        <SelectField
          form={form}
          name="provider"
          label="درگاه"
          options={PAYMENT_PROVIDERS}
          labels={paymentProviderLabels}
        />
        <SelectField
          form={form}
          name="usageScope"
          label="کاربرد"
          options={PAYMENT_USAGE_SCOPES}
          labels={paymentUsageScopeLabels}
        />
        {CONFIG_FIELDS[provider].map(({ key, label, ltr, hint }) => (
          <TextField
            key={`${provider}-${key}`}
            form={form}
            name={`config.${key}`}
            label={label}
            hint={hint}
            dir={ltr ? 'ltr' : undefined}
          />
        ))}
        <DisplayOrderField form={form} name="sortOrder" />
        <TextField form={form} name="icon" label="نماد (کلاس آیکون یا نشانی تصویر)" dir="ltr" />
        <TextAreaField form={form} name="description" label="توضیح" className="sm:col-span-2" rows={2} />
      </div>
      <CheckboxField form={form} name="isActive" label="فعال باشد" />
      <FormActions
        submitLabel={method ? 'ذخیره‌ی تغییرات' : 'افزودن روش پرداخت'}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
