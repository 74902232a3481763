import { DEFAULT_PAYMENT_METHOD_CODES } from '@common/constants';
import type { PaymentProvider } from '../../gql/graphql';

/** A payment method as the donation dialog offers it. */
export interface DonationPaymentMethod {
  code: string;
  displayNameFa: string;
  description?: string | null;
  provider?: PaymentProvider;
}

const DEFAULT_NAMES: Record<(typeof DEFAULT_PAYMENT_METHOD_CODES)[number], string> = {
  bank_transfer: 'انتقال بانکی',
  credit_card: 'کارت به کارت',
  online_payment: 'پرداخت آنلاین',
};

/** Offered when the active methods cannot be loaded (spec doc 2 §3). */
export const DEFAULT_PAYMENT_METHODS: readonly DonationPaymentMethod[] = DEFAULT_PAYMENT_METHOD_CODES.map(
  (code) => ({ code, displayNameFa: DEFAULT_NAMES[code] }),
);
